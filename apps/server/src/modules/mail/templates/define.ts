import type { MessageCatalog } from "@medcamp/contract";
import type { ReactElement } from "react";
import type { MailAttachment } from "../../../db/schema/index.ts";

/**
 * One kind of message: its subject and its body, from the same props (plain JSON: they wait in the outbox), in the
 * language of the catalogue `m` (MESSAGES for English, a localized catalogue for the recipient's language).
 */
export interface MailTemplate<P> {
  subject(props: P, m: MessageCatalog): string;
  body(props: P, m: MessageCatalog): ReactElement;
  /**
   * Files made from the props when the worker renders the message (a ticket's QR code): work too slow for the
   * transaction that queues the message, which may hold a camp's lock.
   */
  attachments?(props: P): Promise<MailAttachment[]>;
}

export const defineTemplate = <P>(template: MailTemplate<P>): MailTemplate<P> => template;
