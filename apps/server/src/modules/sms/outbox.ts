import { type OutboxText, SMS_STATES, type SmsState } from "@medcamp/contract";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { SmsRepository } from "./repository.ts";

const isState = (state: string): state is SmsState => (SMS_STATES as readonly string[]).includes(state);

/**
 * The text messages of the admin's outbox (GET /api/admin/outbox, `texts` and `textPages`), newest first, beside the
 * e-mails. A one-time code's digits are shown only while the built-in outbox is the provider (admins are then its
 * channel, as for e-mail); once a real provider sends codes, the outbox shows that a code was sent, not the code.
 */
export function smsOutboxLister(repo: SmsRepository, { codesVisible }: { codesVisible: boolean }) {
  return async (page: number, limit: number): Promise<{ texts: OutboxText[]; textPages: number }> => {
    const { rows, total } = await repo.list(page, limit);
    return {
      texts: rows.map((r) => ({
        _id: r.id,
        to: r.toPhone,
        text:
          r.kind === "code" && !(codesVisible && r.state === "outbox") ? r.body.replace(/\d{6}/g, "••••••") : r.body,
        kind: r.kind,
        channel: r.channel === "whatsapp" ? "whatsapp" : "sms",
        encoding: r.encoding === "ucs2" ? "ucs2" : "gsm7",
        segments: r.segments,
        state: isState(r.state) ? r.state : "queued",
        provider: r.provider,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt ? r.sentAt.toISOString() : null,
      })),
      textPages: totalPages(total, limit),
    };
  };
}
export type SmsOutboxLister = ReturnType<typeof smsOutboxLister>;
