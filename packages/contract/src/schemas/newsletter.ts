import { z } from "zod";
import { emailSchema } from "./common.ts";

/** POST /api/newsletter: the address to subscribe (a confirmation e-mail is sent: double opt-in). */
export const newsletterSubscribeSchema = z.object({ email: emailSchema });
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** A confirmation or unsubscribe token as links carry it. */
const linkTokenSchema = z.string().min(1, { message: "token is required" }).max(512);

/** POST /api/newsletter/confirm: the token from the confirmation link. */
export const newsletterConfirmSchema = z.object({ token: linkTokenSchema });

/** POST /api/unsubscribe?token=…: the signed token from a message's unsubscribe link or List-Unsubscribe header. */
export const unsubscribeQuerySchema = z.object({ token: linkTokenSchema });

/** What a one-click unsubscribe turns off: a user's reminders or camp updates, or a newsletter subscription. */
export const UNSUBSCRIBE_TOPICS = ["reminders", "campUpdates", "newsletter"] as const;
export type UnsubscribeTopicName = (typeof UNSUBSCRIBE_TOPICS)[number];

/** The answer to an unsubscribe: what was turned off. */
export const unsubscribeResultSchema = z.object({ topic: z.enum(UNSUBSCRIBE_TOPICS), message: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** The signed-in user's newsletter state for their account e-mail: confirmed, or waiting for the confirmation. */
export const newsletterStatusSchema = z.object({ subscribed: z.boolean(), pending: z.boolean() });
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/** PUT /api/newsletter/me: on (a confirmation e-mail is sent; the answer is pending) or off (at once). */
export const newsletterChoiceSchema = z.object({ subscribed: z.boolean() });
export type NewsletterChoice = z.infer<typeof newsletterChoiceSchema>;

/** GET /api/admin/newsletter: confirmed subscribers, and addresses that have not confirmed yet. */
export const newsletterCountsSchema = z.object({
  subscribers: z.number().int().min(0),
  pending: z.number().int().min(0),
});
export type NewsletterCounts = z.infer<typeof newsletterCountsSchema>;

/** The longest newsletter an admin may send (its text; paragraphs are separated by blank lines). */
export const NEWSLETTER_TEXT_MAX = 5000;
export const NEWSLETTER_SUBJECT_MAX = 150;

/** POST /api/admin/newsletter/send: one issue of the newsletter, to every confirmed subscriber. */
export const newsletterIssueSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { message: "subject is required" })
    .max(NEWSLETTER_SUBJECT_MAX, { message: `subject can be at most ${NEWSLETTER_SUBJECT_MAX} characters` }),
  text: z
    .string()
    .trim()
    .min(1, { message: "text is required" })
    .max(NEWSLETTER_TEXT_MAX, { message: `text can be at most ${NEWSLETTER_TEXT_MAX} characters` }),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** How many confirmed subscribers the issue was queued for. */
export const newsletterSentSchema = z.object({ recipients: z.number().int().min(0) });
export type NewsletterSent = z.infer<typeof newsletterSentSchema>;
