import type { ReactElement } from "react";
import type { MailAttachment } from "../../../db/schema/index.ts";

/** One kind of message: its subject and its body, from the same props (plain JSON: they wait in the outbox). */
export interface MailTemplate<P> {
  subject(props: P): string;
  body(props: P): ReactElement;
  /**
   * Files made from the props when the worker renders the message (a ticket's QR code): work too slow for the
   * transaction that queues the message, which may hold a camp's lock.
   */
  attachments?(props: P): Promise<MailAttachment[]>;
}

export const defineTemplate = <P>(template: MailTemplate<P>): MailTemplate<P> => template;
