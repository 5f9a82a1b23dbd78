import { z } from "zod";
import { LIMITS, PASSWORD_MAX_LENGTH } from "../constants.ts";
import { LOCALES } from "../i18n/locales.ts";

/** PUT /api/me/locale: the language the signed-in user chose for their screens, e-mails and notices (issue 24). */
export const localeChoiceSchema = z.object({ locale: z.enum(LOCALES) });
export type LocaleChoice = z.infer<typeof localeChoiceSchema>;

/**
 * DELETE /api/me: an account with a password confirms with it; an account that signs in only with Google has none
 * and confirms by typing its e-mail address instead.
 */
export const deleteAccountBodySchema = z
  .object({
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    email: z.string().trim().min(1).max(LIMITS.email).optional(),
  })
  .refine((b) => b.password !== undefined || b.email !== undefined, {
    message: "Enter your password (or, for a Google account, your e-mail address)",
  });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

const when = z.string().describe("An ISO 8601 instant");
const whenOrNull = when.nullable();

/** GET /api/me/data: everything MedCamp holds about the signed-in user (a JSON file to download). */
export const myDataSchema = z.object({
  exportedAt: when,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    role: z.string(),
    badge: z.string().nullable(),
    emailVerified: z.boolean(),
    createdAt: when,
    updatedAt: when,
  }),
  /** How the user signs in ("credential" = e-mail and password, "google"); no secrets. */
  signInMethods: z.array(z.object({ provider: z.string(), createdAt: when })),
  sessions: z.array(
    z.object({ createdAt: when, expiresAt: when, ipAddress: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
  requests: z.array(
    z.object({
      id: z.string(),
      campId: z.string(),
      campTitle: z.string().nullable(),
      status: z.string(),
      /** Why an organiser declined it, when they gave a reason (issue 23). */
      declineReason: z.string().nullable(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  likes: z.array(z.object({ campId: z.string(), campTitle: z.string().nullable(), likedAt: when })),
  upcomingLikes: z.array(z.object({ upcomingCampId: z.string(), campTitle: z.string().nullable(), likedAt: when })),
  reviews: z.array(
    z.object({
      id: z.string(),
      campId: z.string(),
      campTitle: z.string().nullable(),
      rating: z.number(),
      comment: z.string(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      packageName: z.string(),
      price: z.number(),
      transactionId: z.string(),
      status: z.string(),
      kind: z.string(),
      periodStart: whenOrNull,
      periodEnd: whenOrNull,
      createdAt: when,
    }),
  ),
  /** The package as a subscription (issue 20), if the user ever had one. */
  subscription: z
    .object({
      package: z.string(),
      status: z.string(),
      startsAt: when,
      endsAt: when,
      autoRenew: z.boolean(),
      nextPackage: z.string().nullable(),
      graceUntil: whenOrNull,
    })
    .nullable(),
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      link: z.string().nullable(),
      readAt: whenOrNull,
      createdAt: when,
    }),
  ),
  /** null: never changed (everything on). */
  notificationPreferences: z.object({ reminders: z.boolean(), campUpdates: z.boolean() }).nullable(),
  /** Whether a personal calendar feed exists (its secret address is not part of the file). */
  calendarFeed: z.object({ exists: z.boolean(), createdAt: whenOrNull }),
  /** The newsletter subscription of the account's e-mail address, if any. */
  newsletter: z.object({ state: z.string(), createdAt: when, confirmedAt: whenOrNull }).nullable(),
  /** The e-mails MedCamp wrote to the account's address, oldest first (their bodies are not part of the file). */
  emails: z.array(z.object({ subject: z.string(), state: z.string(), createdAt: when, sentAt: whenOrNull })),
});
export type MyData = z.infer<typeof myDataSchema>;
