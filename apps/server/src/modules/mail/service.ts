import type { OutboxPage } from "@medcamp/contract";
import { MAIL_STATES, MESSAGES, type MailState } from "@medcamp/contract";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { MailRepository } from "./repository.ts";
import { PRIVATE_TEMPLATES } from "./templates/registry.ts";

const isState = (state: string): state is MailState => (MAIL_STATES as readonly string[]).includes(state);

/**
 * Whether the admin may not read a message's body: a private template's (a working reset or confirmation link) once
 * it is queued for, or went to, an SMTP server. Without SMTP (and for rows kept as `outbox` before SMTP was set up)
 * admins are the mail channel, so nothing is hidden there; a message being rendered in that mode must not show the
 * note for a moment either (the browser tests read the first body they see).
 */
const bodyHidden = (r: { template: string | null; state: string }, smtp: boolean) =>
  smtp && r.template !== null && PRIVATE_TEMPLATES.has(r.template) && r.state !== "outbox";

/** The admin's outbox: every message the product wrote, newest first, with its state and last error. */
export function createMailService(repo: MailRepository, { smtp }: { smtp: boolean }) {
  return {
    async outbox(page: number, limit: number): Promise<OutboxPage> {
      const { rows, total } = await repo.list(page, limit);
      return {
        messages: rows.map((r) => ({
          _id: r.id,
          to: r.toAddress,
          subject: r.subject,
          // A template message is rendered by the worker before its first attempt; until then its body is empty.
          text: bodyHidden(r, smtp) ? MESSAGES.outbox.privateHidden : (r.textBody ?? ""),
          html: bodyHidden(r, smtp) ? `<p>${MESSAGES.outbox.privateHidden}</p>` : (r.htmlBody ?? ""),
          // The table's check constraint allows only these states.
          state: isState(r.state) ? r.state : "queued",
          attempts: r.attempts,
          lastError: r.lastError,
          attachments: r.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        })),
        totalPages: totalPages(total, limit),
      };
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
