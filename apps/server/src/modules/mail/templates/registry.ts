import { campReminder } from "./camp-reminder.tsx";
import type { MailTemplate } from "./define.ts";
import { newsletterConfirm } from "./newsletter-confirm.tsx";
import { newsletterIssue } from "./newsletter-issue.tsx";
import { passwordReset } from "./password-reset.tsx";
import { welcome } from "./welcome.tsx";
import { campCancelled } from "./camp-cancelled.tsx";
import { campPublished } from "./camp-published.tsx";
import { campUpdated } from "./camp-updated.tsx";
import { paymentReceipt } from "./payment-receipt.tsx";
import { requestConfirmed } from "./request-confirmed.tsx";
import { requestDeclined } from "./request-declined.tsx";
import { requestPromoted } from "./request-promoted.tsx";
import { requestReceived } from "./request-received.tsx";
import { subscriptionNotice } from "./subscription-notice.tsx";

/**
 * Every template by name. A message is queued as a name and its props (cheap inside the transaction that causes it)
 * and rendered by the mail worker before its first delivery attempt.
 */
export const MAIL_TEMPLATES = {
  welcome,
  "request-received": requestReceived,
  "request-confirmed": requestConfirmed,
  "request-promoted": requestPromoted,
  "request-declined": requestDeclined,
  "camp-updated": campUpdated,
  "camp-cancelled": campCancelled,
  "payment-receipt": paymentReceipt,
  "camp-published": campPublished,
  "newsletter-confirm": newsletterConfirm,
  "newsletter-issue": newsletterIssue,
  "camp-reminder": campReminder,
  "password-reset": passwordReset,
  "subscription-notice": subscriptionNotice,
} satisfies Record<string, MailTemplate<never>>;

export type TemplateName = keyof typeof MAIL_TEMPLATES;

/**
 * Templates whose body carries a secret link for its recipient only (a password reset, a newsletter confirmation).
 * Once such a message has gone to an SMTP server, the admin's outbox shows its subject and state but not its body.
 * In the built-in outbox mode (no SMTP_URL) admins are the mail channel, so there the body stays readable.
 */
export const PRIVATE_TEMPLATES: ReadonlySet<string> = new Set<TemplateName>(["password-reset", "newsletter-confirm"]);
export type TemplateProps<N extends TemplateName> = Parameters<(typeof MAIL_TEMPLATES)[N]["body"]>[0];
export type { MailTemplate } from "./define.ts";
