import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import type { Db } from "../db/client.ts";
import { mailMessages, notifications } from "../db/schema/index.ts";
import { type SmtpTestServer, waitFor } from "./smtp-test-server.ts";

/** Whether a received message was addressed to `email`. */
export const sentTo = (mail: ParsedMail, email: string) => JSON.stringify(mail.to ?? null).includes(email);

/**
 * What a user was told, as a test reads it: the e-mails the real SMTP test server received for them, the outbox rows
 * of a template, and their in-app notifications of a kind.
 */
export function noticeCapture(smtp: SmtpTestServer, db: Db) {
  const received = (email: string, subject?: string) =>
    smtp.received.filter((m) => sentTo(m, email) && (subject === undefined || m.subject === subject));
  return {
    received,
    /** Waits for the e-mail with this subject to reach the SMTP server, then returns it (exactly one is there). */
    async mailTo(email: string, subject: string): Promise<ParsedMail> {
      await waitFor(() => received(email, subject).length > 0);
      const mails = received(email, subject);
      if (mails.length !== 1) throw new Error(`${mails.length} e-mails "${subject}" to ${email}`);
      return mails[0]!;
    },
    /** The outbox rows queued for `email` from `template` (sent or not): the count a "told once" check reads. */
    async queued(email: string, template: string) {
      return db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.toAddress, email), eq(mailMessages.template, template)));
    },
    async inApp(userId: string, kind: string) {
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
    },
  };
}

/** The href of the message's link whose text is `label` (the HTML part), or the first URL with `path` in the text. */
export function linkIn(mail: ParsedMail, pathPart: string): string | undefined {
  const urls = `${mail.text ?? ""} ${typeof mail.html === "string" ? mail.html : ""}`.match(/https?:\/\/[^\s"'<>\]]+/g);
  return urls?.find((u) => u.includes(pathPart));
}

/** A header as it was written (mailparser parses some, such as List-Unsubscribe, into objects). */
export const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n\s+/g, " ");
