import type { OutboxPage } from "@medcamp/contract";
import { MAIL_STATES, type MailState } from "@medcamp/contract";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { MailRepository } from "./repository.ts";

const isState = (state: string): state is MailState => (MAIL_STATES as readonly string[]).includes(state);

/** The admin's outbox: every message the product wrote, newest first, with its state and last error. */
export function createMailService(repo: MailRepository) {
  return {
    async outbox(page: number, limit: number): Promise<OutboxPage> {
      const { rows, total } = await repo.list(page, limit);
      return {
        messages: rows.map((r) => ({
          _id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          html: r.htmlBody,
          // The table's check constraint allows only these states.
          state: isState(r.state) ? r.state : "queued",
          attempts: r.attempts,
          lastError: r.lastError,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        })),
        totalPages: totalPages(total, limit),
      };
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
