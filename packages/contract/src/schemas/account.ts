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
    /** Until when the package counts (its period's end, or a grace's end); null without one. */
    badgeUntil: whenOrNull,
    /** The language the user chose (issue 24); null until they choose. */
    locale: z.string().nullable(),
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
      /** Who renews it ("demo" or "stripe"), and the last four digits of the demo card on file. */
      provider: z.string(),
      cardLast4: z.string().nullable(),
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
  /**
   * The e-mails MedCamp wrote to the account, oldest first (their bodies are not part of the file): those written to
   * it, and those written to its address alone once the account verified that address (issue 37).
   */
  emails: z.array(z.object({ subject: z.string(), state: z.string(), createdAt: when, sentAt: whenOrNull })),
  /** How the account hears from MedCamp and its phone number (issue 40); null: never chosen (e-mail, no phone). */
  contact: z
    .object({ channel: z.string(), phone: z.string().nullable(), phoneVerifiedAt: whenOrNull })
    .nullable()
    .optional(),
  /** The text messages MedCamp wrote to the account, oldest first (their texts, one-time codes among them, are not part of the file). */
  texts: z
    .array(z.object({ kind: z.string(), to: z.string(), state: z.string(), createdAt: when, sentAt: whenOrNull }))
    .optional(),
  /**
   * The intake answers of the user's requests (issue 21), each with its question's wording, kind and health flag;
   * health answers are deleted some time after their camp ends.
   */
  intakeAnswers: z.array(
    z.object({
      requestId: z.string(),
      campId: z.string(),
      campTitle: z.string().nullable(),
      questionId: z.string(),
      question: z.string(),
      kind: z.string(),
      health: z.boolean(),
      /** Text or a date as a string, several choices as a list, yes/no and consent as a boolean. */
      answer: z.union([z.string(), z.array(z.string()), z.boolean()]),
      answeredAt: when,
    }),
  ),
  /** The tickets of the user's requests (issue 21), with their codes; a declined request's ticket no longer works. */
  tickets: z.array(
    z.object({
      requestId: z.string(),
      campId: z.string(),
      campTitle: z.string().nullable(),
      code: z.string(),
      issuedAt: when,
    }),
  ),
  /** When the user's tickets were checked in at their camps. */
  checkIns: z.array(
    z.object({ requestId: z.string(), campId: z.string(), campTitle: z.string().nullable(), checkedInAt: when }),
  ),
  /** The camps the user is staff of (`campId` null: every camp), since when. */
  staffRoles: z.array(z.object({ campId: z.string().nullable(), campTitle: z.string().nullable(), since: when })),
  /** The check-ins the user recorded as staff: which camp and when (not whose ticket). */
  checkInsRecorded: z.array(z.object({ campId: z.string(), campTitle: z.string().nullable(), checkedInAt: when })),
  /** The reminders sent to the user before their camps. */
  campReminders: z.array(z.object({ campId: z.string(), campTitle: z.string().nullable(), sentAt: when })),
  /** The user's payment attempts (issue 20), paid or not; no client secret. */
  paymentIntents: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      packageName: z.string(),
      amountCents: z.number(),
      currency: z.string(),
      status: z.string(),
      kind: z.string(),
      cardLast4: z.string().nullable(),
      createdAt: when,
      updatedAt: when,
    }),
  ),
  /** The user's customer at Stripe Billing, if a subscription was ever started there. */
  billingCustomer: z.object({ customerId: z.string(), createdAt: when }).nullable(),
  /** The camps and upcoming camps the user added as an admin. */
  campsAdded: z.array(z.object({ campId: z.string(), title: z.string(), upcoming: z.boolean(), postedAt: when })),
  /**
   * The audit log's entries (issue 23) of actions the user took as an admin or staff (`as: "actor"`) and of actions
   * taken on their account (`as: "subject"`, without who took them); their before and after are not part of the file
   * (they hold other people's data).
   */
  auditEntries: z.array(
    z.object({
      at: when,
      as: z.enum(["actor", "subject"]),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      campId: z.string().nullable(),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;
