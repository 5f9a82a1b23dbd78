import type { ReactElement } from "react";

/** One kind of message: its subject and its body, from the same props (plain JSON: they wait in the outbox). */
export interface MailTemplate<P> {
  subject(props: P): string;
  body(props: P): ReactElement;
}

export const defineTemplate = <P>(template: MailTemplate<P>): MailTemplate<P> => template;
