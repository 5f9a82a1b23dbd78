import nodemailer from "nodemailer";
import { MailDeliveryError, type Mailer } from "./mailer.ts";

/**
 * The longest a delivery may take (connect, greeting, each reply): well inside the worker's lease
 * (worker.ts, LEASE_MS), so another instance never takes over a message that is still being sent.
 */
const SMTP_TIMEOUT_MS = 30_000;

/** The SMTP reply code of a nodemailer error, when the server answered one. */
function replyCode(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" ? code : undefined;
}

/**
 * Real SMTP through nodemailer, from SMTP_URL (`smtp://user:pass@host:port`, `smtps://…`). A 5xx reply is a refusal
 * for good; a 4xx, a timeout or a broken connection is worth another try.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async deliver(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            ...(a.encoding ? { encoding: a.encoding } : {}),
          })),
          // The same Message-ID on every attempt: a receiver that deduplicates sees a retry as the same message.
          messageId: `<${mail.id}@${hostOf(from)}>`,
        });
        return "sent";
      } catch (error) {
        const code = replyCode(error);
        const text = error instanceof Error ? error.message : String(error);
        throw new MailDeliveryError(text, code !== undefined && code >= 500 && code < 600);
      }
    },
    close: () => transport.close(),
  };
}

/** The domain of the sender's address (for Message-IDs), `localhost` when it has none. */
function hostOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}
