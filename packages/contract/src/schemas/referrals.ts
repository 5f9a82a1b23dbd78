import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { idSchema, totalPagesSchema } from "./common.ts";
import { SEXES } from "./clinic.ts";
import { calendarDateSchema } from "./schedule.ts";
import { REFERRAL_STATUSES, REFERRAL_URGENCIES } from "./visit-referrals.ts";

// Referrals that close the loop (issue 40): a camp's partner facilities, a referral issued at the consultation with
// every essential item, its A5 slip with a QR code, the receiving facility's confirmation through a signed link that
// needs no account, and the coordinator's list, calls and figures.

/**
 * A referral's short code, printed on its slip and told in its text messages (issue 40): the first eight hex digits
 * of its id, as 3F2A-9C1B, for the person to show and the facility to match.
 */
export const referralCode = (referralId: string) => {
  const hex = referralId.replaceAll("-", "").slice(0, 8).toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
};

/** What the receiving facility records: the person was seen, admitted, treated, or referred on elsewhere. */
export const REFERRAL_OUTCOMES = ["seen", "admitted", "treated", "referredOn"] as const;
export type ReferralOutcome = (typeof REFERRAL_OUTCOMES)[number];

/** What a coordinator's follow-up call found. */
export const REFERRAL_CALL_RESULTS = ["reached", "notReached", "willGo", "declined"] as const;
export type ReferralCallResult = (typeof REFERRAL_CALL_RESULTS)[number];

export const REFERRAL_LIMITS = {
  facilities: 100,
  departments: 40,
  reason: 1000,
  notes: 2000,
  facilityNote: 1000,
  callNote: 500,
  /** Days after its due date a referral not completed counts as lost to follow-up. */
  lostAfterDays: 30,
  /** The figures' "completed within" window, in days from the day it was issued to the day of arrival. */
  completedWithinDays: 30,
  /** Days after the due date the facility's confirmation link still opens. */
  linkDaysAfterDue: 90,
} as const;

/** The essential items a referral slip cannot be issued without (the REFERRAL_INCOMPLETE refusal names the missing). */
export const REFERRAL_ESSENTIALS = [
  "personName",
  "personSex",
  "personAge",
  "personPhone",
  "reason",
  "findings",
  "vitals",
  "facility",
  "department",
  "clinician",
  "dueOn",
] as const;
export type ReferralEssential = (typeof REFERRAL_ESSENTIALS)[number];

const text = (max: number, what: string) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .max(max, { message: `${what} must be at most ${max} characters` });
const required = (max: number, what: string) => text(max, what).min(1, { message: `${what} is required` });

/** A partner facility as an admin lists it: its name (once per camp), address, phone and departments. */
export const facilitySchema = z.object({
  name: required(120, "facility name"),
  address: required(300, "address"),
  phone: required(40, "phone"),
  departments: z
    .array(required(80, "department"))
    .max(REFERRAL_LIMITS.departments, {
      message: `a facility lists at most ${REFERRAL_LIMITS.departments} departments`,
    })
    .refine((list) => new Set(list.map((d) => d.toLowerCase())).size === list.length, {
      message: "each department may come once",
    }),
});
export type Facility = z.infer<typeof facilitySchema>;

export const facilitiesSchema = z.object({
  facilities: z
    .array(facilitySchema)
    .max(REFERRAL_LIMITS.facilities, { message: `a camp lists at most ${REFERRAL_LIMITS.facilities} facilities` })
    .refine((list) => new Set(list.map((f) => f.name.trim().replace(/\s+/g, " ").toLowerCase())).size === list.length, {
      message: "each facility may come once",
    }),
});
export type Facilities = z.infer<typeof facilitiesSchema>;

/** The camp's facilities, each with its id: a facility kept (same name) by a replaced list keeps its id. */
export const facilitiesAnswerSchema = z.object({
  facilities: z.array(facilitySchema.extend({ id: z.string() })),
});
export type FacilitiesAnswer = z.infer<typeof facilitiesAnswerSchema>;

/**
 * A referral as the clinician sends it. The essential items are optional here so that a missing one is answered
 * with REFERRAL_INCOMPLETE naming every missing item at once (not a validation error about the first).
 */
export const referralBodySchema = z.object({
  /** Made on the device: a repeated send answers the first and issues nothing more. */
  referralId: idSchema,
  facilityId: idSchema.optional(),
  department: text(80, "department").optional(),
  reason: text(REFERRAL_LIMITS.reason, "reason").optional(),
  notes: text(REFERRAL_LIMITS.notes, "notes").optional(),
  urgency: z.enum(REFERRAL_URGENCIES, { message: "urgency must be routine, soon or urgent" }),
  dueOn: calendarDateSchema.optional(),
});
export type ReferralBody = z.infer<typeof referralBodySchema>;

export const referralIssuedSchema = z.object({
  referralId: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
});
export type ReferralIssued = z.infer<typeof referralIssuedSchema>;

export const referralParamsSchema = z.object({ id: idSchema });
/** A confirmation link's token: the referral, the link's expiry and their signature (about 75 characters). */
export const referralTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/**
 * What the A5 slip shows, in the person's language (`locale`: the diagnoses' names; the slip's labels are the
 * product's texts in that language). The facility's link reveals exactly this and nothing else of the record.
 */
export const referralSlipSchema = z.object({
  referralId: z.string(),
  locale: z.enum(LOCALES),
  camp: z.object({ title: z.string() }),
  issuedOn: z.string(),
  dueOn: z.string(),
  urgency: z.enum(REFERRAL_URGENCIES),
  person: z.object({
    name: z.string(),
    sex: z.enum(SEXES).nullable(),
    ageYears: z.number().int().nullable(),
    phone: z.string().nullable(),
  }),
  facility: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  department: z.string(),
  reason: z.string(),
  notes: z.string().nullable(),
  findings: z.string().nullable(),
  diagnoses: z.array(
    z.object({ code: z.string().nullable(), name: z.string().nullable(), text: z.string().nullable() }),
  ),
  vitals: z.array(z.object({ key: z.string(), value: z.number(), unit: z.string() })),
  referredBy: z.string(),
});
export type ReferralSlip = z.infer<typeof referralSlipSchema>;

/** The facility's confirmation as recorded (its note is for the camp, never shown back on the link). */
export const referralConfirmationSchema = z.object({
  arrivedOn: z.string(),
  outcome: z.enum(REFERRAL_OUTCOMES),
  confirmedAt: z.string(),
});

/** The slip for the clinician or the person, with the confirmation link its QR code carries. */
export const referralSlipAnswerSchema = z.object({
  slip: referralSlipSchema,
  confirm: z.object({ token: z.string(), url: z.string(), expiresAt: z.string() }),
  status: z.enum(REFERRAL_STATUSES),
  confirmation: referralConfirmationSchema.nullable(),
});
export type ReferralSlipAnswer = z.infer<typeof referralSlipAnswerSchema>;

/** What the facility's link opens: the slip, and whether (and how) it was confirmed already. */
export const referralConfirmViewSchema = z.object({
  slip: referralSlipSchema,
  confirmation: referralConfirmationSchema.nullable(),
});
export type ReferralConfirmView = z.infer<typeof referralConfirmViewSchema>;

export const referralConfirmBodySchema = z.object({
  arrivedOn: calendarDateSchema,
  outcome: z.enum(REFERRAL_OUTCOMES, { message: "outcome must be seen, admitted, treated or referredOn" }),
  note: text(REFERRAL_LIMITS.facilityNote, "note").optional(),
});
export type ReferralConfirmBody = z.infer<typeof referralConfirmBodySchema>;

/** `applied` is false for a repeat of the same confirmation (answered like the first). */
export const referralConfirmedSchema = referralConfirmationSchema.extend({ applied: z.boolean() });

/** A referral's short code as a person reads it out: 3F2A-9C1B, in either case, the hyphen or a space optional. */
export const referralCodeQuerySchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{4}[- ]?[0-9a-f]{4}$/i, { message: "code must be the referral's code, like 3F2A-9C1B" });

export const referralListQuerySchema = z.object({
  status: z.enum(REFERRAL_STATUSES, { message: "status must be overdue, issued, lost or completed" }).optional(),
  /** Only the referral (or the few) with this short code: what a coordinator on the phone is told. */
  code: referralCodeQuerySchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>;

export const referralCallSchema = z.object({
  result: z.enum(REFERRAL_CALL_RESULTS),
  note: z.string().nullable(),
  at: z.string(),
  by: z.string(),
});

/** A referral in the coordinator's list: who, where, when, its status and the last call (no clinical text). */
export const referralListItemSchema = z.object({
  referralId: z.string(),
  visitId: z.string(),
  person: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  facility: z.object({ name: z.string(), phone: z.string() }),
  department: z.string(),
  urgency: z.enum(REFERRAL_URGENCIES),
  issuedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  referredBy: z.string(),
  arrivedOn: z.string().nullable(),
  outcome: z.enum(REFERRAL_OUTCOMES).nullable(),
  calls: z.number().int(),
  lastCall: referralCallSchema.nullable(),
});
export type ReferralListItem = z.infer<typeof referralListItemSchema>;

export const referralListSchema = z.object({
  referrals: z.array(referralListItemSchema),
  page: z.number().int(),
  totalPages: totalPagesSchema,
  total: z.number().int(),
});
export type ReferralList = z.infer<typeof referralListSchema>;

export const referralCallBodySchema = z.object({
  /** Made on the device: a repeated send records the call once. */
  callId: idSchema,
  result: z.enum(REFERRAL_CALL_RESULTS, { message: "result must be reached, notReached, willGo or declined" }),
  note: text(REFERRAL_LIMITS.callNote, "note").optional(),
});
export type ReferralCallBody = z.infer<typeof referralCallBodySchema>;

export const referralCallAnswerSchema = z.object({
  callId: z.string(),
  applied: z.boolean(),
  referral: referralListItemSchema,
});

/**
 * A camp's referral figures: referrals issued, completed (confirmed by the facility), completed within 30 days of
 * being issued, the median days from issue to arrival (null: none completed), overdue, and lost to follow-up.
 */
export const referralFiguresSchema = z.object({
  issued: z.number().int(),
  completed: z.number().int(),
  completedWithin30Days: z.number().int(),
  medianDaysToCompletion: z.number().nullable(),
  overdue: z.number().int(),
  lost: z.number().int(),
});
export type ReferralFigures = z.infer<typeof referralFiguresSchema>;
