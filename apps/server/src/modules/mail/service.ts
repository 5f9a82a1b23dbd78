import type { OutboxPage } from "@medcamp/contract";
import { MAIL_STATES, MESSAGES, type MailState } from "@medcamp/contract";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { MailRepository } from "./repository.ts";
import { PRIVATE_TEMPLATES } from "./templates/registry.ts";

const isState = (state: string): state is MailState => (MAIL_STATES as readonly string[]).includes(state);

/**
 * Whether the admin may not read a message's body. A password reset's never (issue 37): its link takes over the
 * account, and is for its recipient only. A newsletter confirmation's once it is queued for, or went to, an SMTP
 * server; without SMTP (and for rows kept as `outbox` before SMTP was set up) admins are its channel.
 */
const bodyHidden = (r: { template: string | null; state: string }, smtp: boolean) =>
  r.template !== null &&
  (r.template === "password-reset" || (smtp && PRIVATE_TEMPLATES.has(r.template) && r.state !== "outbox"));

/** The text messages' page of the outbox (modules/sms, issue 40), listed beside the e-mails. */
export type TextsOutbox = (page: number, limit: number) => Promise<Pick<OutboxPage, "texts" | "textPages">>;

/** The admin's outbox: every message the product wrote, newest first, with its state and last error. */
export function createMailService(
  repo: MailRepository,
  audit: AuditService,
  { smtp, texts }: { smtp: boolean; texts?: TextsOutbox | undefined },
) {
  return {
    /** Every read is in the audit log: the outbox shows what the product wrote to people (issue 37). */
    async outbox(page: number, limit: number, reader: AuditActor): Promise<OutboxPage> {
      await audit.recordAlone(reader, {
        action: "outbox.read",
        target: { type: "outbox", id: "outbox" },
        after: { page, limit },
      });
      const [{ rows, total }, textPage] = await Promise.all([repo.list(page, limit), texts?.(page, limit)]);
      return {
        ...textPage,
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
