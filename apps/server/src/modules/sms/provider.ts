import type { TextChannel } from "@medcamp/contract";
import { DeliveryError } from "../../lib/lease-queue.ts";

/**
 * One text to hand over: our message id (a gateway that deduplicates may use it), the E.164 number, the text, and
 * whether it goes as an SMS or by WhatsApp.
 */
export interface OutgoingSms {
  id: string;
  to: string;
  text: string;
  channel: TextChannel;
}

/**
 * Where text messages go (issue 40, ADR 028): `send` answers the provider's id of the message (its delivery reports
 * name it), `null` when the provider gives none, or `"kept"` when the built-in outbox keeps it for admins to read.
 * A failure throws an SmsSendError (`permanent` when the provider refused it for good).
 */
export interface SmsProvider {
  /** `http`, `outbox`: what the outbox's rows say took the message. */
  readonly name: string;
  /** How it sends texts: as SMS always; by WhatsApp too where it offers it (ADR 030). */
  readonly channels: readonly TextChannel[];
  send(sms: OutgoingSms): Promise<{ providerId: string | null } | "kept">;
  /**
   * A provider that signs its callbacks (Twilio) checks them here: the signature header, the public URL called and
   * the form's fields. Without it, callbacks authenticate with the shared secret (SMS_WEBHOOK_SECRET).
   */
  signedCallback?(signature: string, url: string, params: Record<string, unknown>): boolean;
}

export class SmsSendError extends DeliveryError {}
