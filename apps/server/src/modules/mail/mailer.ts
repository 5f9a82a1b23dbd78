import { DeliveryError } from "../../lib/lease-queue.ts";
import type { MailAttachment } from "../../db/schema/index.ts";

/** One e-mail to hand over: the rendered parts, any extra headers (List-Unsubscribe, …) and attached files. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/**
 * Where mail goes (ADR 014): `sent` when an SMTP server accepted it, `kept` when the built-in outbox keeps
 * it for admins to read. A failure throws a MailDeliveryError.
 */
export interface Mailer {
  deliver(mail: OutgoingMail): Promise<"sent" | "kept">;
  close(): void;
}

/** A delivery that did not happen: `permanent` (an SMTP 5xx) is not retried; anything else is, with backoff. */
export class MailDeliveryError extends DeliveryError {}
