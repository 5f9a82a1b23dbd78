import { z } from "zod";

/** How a user hears from MedCamp (issue 40): by e-mail (the default), by text message, or both; on offer everywhere. */
export const CONTACT_CHANNELS = ["email", "sms", "both"] as const;
/**
 * Every choice: those above, and `whatsapp` (texts by WhatsApp instead of SMS), on offer only where the provider sends
 * WhatsApp (ADR 030): GET /api/me/contact's `channels` lists what is on offer.
 */
export const ALL_CONTACT_CHANNELS = [...CONTACT_CHANNELS, "whatsapp"] as const;
export type ContactChannel = (typeof ALL_CONTACT_CHANNELS)[number];

/** How a text message travels: as an SMS, or as a WhatsApp message (ADR 030). */
export const TEXT_CHANNELS = ["sms", "whatsapp"] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** The limits of text messages and their one-time codes (ADR 028). */
export const SMS_LIMITS = {
  phone: 32,
  /** Digits of a one-time code. */
  codeDigits: 6,
  /** Minutes a one-time code may be used in. */
  codeMinutes: 10,
  /** Wrong tries a code allows before it is spent. */
  codeTries: 5,
  /** Seconds between two codes to one account. */
  resendSeconds: 60,
  /** Codes an account may be sent an hour. */
  codesPerHour: 5,
  /** Segments a message may take at most. */
  maxSegments: 2,
} as const;

/** GET /api/me/contact, and the answer of every route that changes it. */
export const contactSchema = z.object({
  channel: z.enum(ALL_CONTACT_CHANNELS),
  /** The choices on offer here: e-mail, SMS and both always; WhatsApp where the provider sends it. */
  channels: z.array(z.enum(ALL_CONTACT_CHANNELS)),
  /** E.164, or null before a number was given. */
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** The number answered STOP: nothing is sent to it until it answers START. */
  optedOut: z.boolean(),
  /** While a code waits to be typed: when it expires, and when another may be asked for (ISO 8601). */
  codeExpiresAt: z.string().nullable(),
  resendAfter: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

/** PUT /api/me/contact: texts (`sms`, `both`, `whatsapp`) need a verified phone number; `whatsapp` must be on offer. */
export const contactChoiceSchema = z.object({ channel: z.enum(ALL_CONTACT_CHANNELS) });

/** POST /api/me/phone: the number, international (+880…) or national with its country (BD, IN, …). */
export const phoneBodySchema = z.object({
  phone: z
    .string({ message: "phone must be text" })
    .trim()
    .min(1, { message: "phone is required" })
    .max(SMS_LIMITS.phone, { message: `phone must be at most ${SMS_LIMITS.phone} characters` }),
  phoneCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: "phoneCountry must be a two-letter country code" })
    .optional(),
});

/** POST /api/me/phone/verify: the six digits the text carried. */
export const phoneCodeBodySchema = z.object({
  code: z
    .string({ message: "code must be text" })
    .trim()
    .regex(/^\d{6}$/, { message: "code must be six digits" }),
});

/**
 * A text message's state (ADR 028): `queued` waits for (another) attempt, `sent` the provider took it, `delivered`
 * or `failed` its delivery report said so (or it was refused for good / ran out of attempts), `outbox` kept in the
 * built-in outbox (SMS_PROVIDER=outbox) and never sent anywhere.
 */
export const SMS_STATES = ["queued", "sent", "delivered", "failed", "outbox"] as const;
export type SmsState = (typeof SMS_STATES)[number];

/** One text message as the admin's outbox shows it, beside the e-mails. */
export const outboxTextSchema = z.object({
  _id: z.string(),
  to: z.string(),
  text: z.string(),
  kind: z.string(),
  channel: z.enum(TEXT_CHANNELS),
  encoding: z.enum(["gsm7", "ucs2"]),
  segments: z.number().int().min(1),
  state: z.enum(SMS_STATES),
  provider: z.string().nullable(),
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxText = z.infer<typeof outboxTextSchema>;

/** POST /api/sms/status and /api/sms/inbound answer this: what was recorded. */
export const smsWebhookAnswerSchema = z.object({ recorded: z.boolean() });
