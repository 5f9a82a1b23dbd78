import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { idSchema } from "./common.ts";
import { dispenseSchema } from "./pharmacy.ts";
import { visitReferralSchema } from "./visit-referrals.ts";

// The camp clinic (issue 39): people seen at a camp, their visits, the stations a visit moves through and the
// sections each station writes. ADR 027 holds the rules (the model).

/** A camp's stations in their default order (an admin may reorder or drop them). Referral joins in issue 40. */
export const STATION_KINDS = [
  "registration",
  "vitals",
  "screening",
  "consultation",
  "pharmacy",
  "counselling",
  "exit",
] as const;
export type StationKind = (typeof STATION_KINDS)[number];
export const stationKindSchema = z.enum(STATION_KINDS, { message: "station must be one of the camp's stations" });

/** What a staff member does at a camp (rides on the staff grant; none: check-in staff as before). */
export const STATION_ROLES = ["desk", "nurse", "doctor", "pharmacist", "volunteer"] as const;
export type StationRole = (typeof STATION_ROLES)[number];
export const stationRoleSchema = z.enum(STATION_ROLES, {
  message: "role must be one of desk, nurse, doctor, pharmacist, volunteer",
});

/** The stations whose section each role writes (admins write none: they read what a doctor reads). */
export const SECTION_WRITERS: Record<Exclude<StationKind, "registration">, readonly StationRole[]> = {
  vitals: ["nurse", "doctor"],
  screening: ["nurse", "doctor"],
  consultation: ["doctor"],
  pharmacy: ["pharmacist"],
  counselling: ["doctor", "nurse", "volunteer"],
  exit: ["desk", "volunteer", "nurse", "doctor", "pharmacist"],
};

export const SEXES = ["female", "male", "other"] as const;
export type Sex = (typeof SEXES)[number];

export const CLINIC_LIMITS = {
  personName: 120,
  area: 120,
  phone: 32,
  /** Complaints, findings, plan, advice, notes: each field of a section. */
  note: 4000,
  addendum: 4000,
  diagnoses: 20,
  prescriptions: 30,
  screeningResults: 40,
  /** A station's queue shows at most this many waiting visits (a camp sees up to 3,500 people a day). */
  queue: 200,
  /** People one phone may hold (a family) shown at the desk. */
  peopleByPhone: 50,
  accessLogPage: 50,
} as const;

/** The oldest birth year the desk accepts; the newest is this year. */
export const BIRTH_YEAR_MIN = 1900;

const text = (max: number, what: string) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .max(max, { message: `${what} must be at most ${max} characters` });

/** A walk-in as the desk types it: birth year, or age in years when the person does not know the year. */
export const personInputSchema = z
  .object({
    name: text(CLINIC_LIMITS.personName, "name").min(1, { message: "name is required" }),
    sex: z.enum(SEXES, { message: "sex must be female, male or other" }),
    birthYear: z
      .number({ message: "birthYear must be a year" })
      .int({ message: "birthYear must be a year" })
      .min(BIRTH_YEAR_MIN, { message: `birthYear must be ${BIRTH_YEAR_MIN} or later` })
      .optional(),
    ageYears: z
      .number({ message: "ageYears must be a number of years" })
      .int({ message: "ageYears must be a whole number of years" })
      .min(0, { message: "ageYears must be 0 or more" })
      .max(130, { message: "ageYears must be at most 130" })
      .optional(),
    /** In international form (+880…), or national with `phoneCountry`. */
    phone: text(CLINIC_LIMITS.phone, "phone").optional(),
    /** ISO 3166 country of a national phone number (e.g. BD, IN). */
    phoneCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, { message: "phoneCountry must be a two-letter country code" })
      .optional(),
    area: text(CLINIC_LIMITS.area, "area").optional(),
    /** The language the person reads: their visit summary's. */
    language: z.enum(LOCALES, { message: "language must be one of en, bn, es, ar" }).optional(),
  })
  .refine((p) => p.birthYear !== undefined || p.ageYears !== undefined, {
    message: "birthYear or ageYears is required",
    path: ["birthYear"],
  });
export type PersonInput = z.infer<typeof personInputSchema>;

export const consentSchema = z.object({
  /** Care at this camp: without it nothing is recorded. */
  care: z.boolean({ message: "consent.care must be true or false" }),
  /** Contact for follow-up (reminders, referrals). */
  followUp: z.boolean({ message: "consent.followUp must be true or false" }),
  /** Keep the record after the camp's retention ends. */
  keep: z.boolean({ message: "consent.keep must be true or false" }),
});
export type Consent = z.infer<typeof consentSchema>;

/** Who the visit is for: a new person, a known one, or a camper's join request (checked in, no retyping). */
export const registerVisitBodySchema = z
  .object({
    /** Made on the device, so a repeated send registers once (offline desks). */
    visitId: idSchema.optional(),
    /**
     * When the person arrived, by the device's clock (a desk that registered offline sends it later): kept within the
     * last day and not ahead of the server's clock, else brought into that window.
     */
    arrivedAt: z.iso.datetime({ offset: true, message: "arrivedAt must be an ISO 8601 time" }).optional(),
    person: personInputSchema.optional(),
    personId: idSchema.optional(),
    requestId: idSchema.optional(),
    consent: consentSchema,
  })
  .refine((b) => [b.person, b.personId, b.requestId].filter((x) => x !== undefined).length === 1, {
    message: "give exactly one of person, personId and requestId",
    path: ["person"],
  });
export type RegisterVisitBody = z.infer<typeof registerVisitBodySchema>;

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  sex: z.enum(SEXES).nullable(),
  birthYear: z.number().int().nullable(),
  birthYearEstimated: z.boolean(),
  phone: z.string().nullable(),
  area: z.string().nullable(),
  language: z.enum(LOCALES).nullable(),
  hasAccount: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

export const registerVisitAnswerSchema = z.object({
  visitId: z.string(),
  personId: z.string(),
  /** The day's short number the person is called by. */
  token: z.number().int(),
  possibleDuplicates: z.array(personSchema),
});
export type RegisterVisitAnswer = z.infer<typeof registerVisitAnswerSchema>;

export const peopleByPhoneQuerySchema = z.object({
  phone: text(CLINIC_LIMITS.phone, "phone").min(1, { message: "phone is required" }),
  phoneCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: "phoneCountry must be a two-letter country code" })
    .optional(),
});
export const peopleSchema = z.object({ people: z.array(personSchema) });

export const VISIT_STATES = ["waiting", "called", "done"] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** QUEUE_WAIT_MS: how long a `known` queue read waits for a change before answering the queue as it is. */
export const QUEUE_WAIT_MS = 25_000;

export const queueQuerySchema = z.object({
  station: stationKindSchema,
  /** The `version` the device shows: the answer waits (up to QUEUE_WAIT_MS) until the queue differs from it. */
  known: z.string().max(64).optional(),
});

export const queueEntrySchema = z.object({
  visitId: z.string(),
  token: z.number().int(),
  name: z.string(),
  sex: z.enum(SEXES).nullable(),
  ageYears: z.number().int().nullable(),
  state: z.enum(VISIT_STATES),
  /** When the visit reached this station: the queue's order. */
  since: z.string(),
  calledBy: z.string().nullable(),
  /** Flags raised by earlier stations (e.g. raised blood pressure), for the next ones. */
  flags: z.array(z.string()),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const queueSchema = z.object({
  station: stationKindSchema,
  entries: z.array(queueEntrySchema),
  /** Waiting visits beyond the shown ones. */
  more: z.number().int(),
  /** Changes whenever what this answer shows changes: send it back as `known` to wait for the next change. */
  version: z.string(),
});
export type Queue = z.infer<typeof queueSchema>;

export const callNextBodySchema = z.object({ station: stationKindSchema });

/** Where a visit goes when a station is done with it: the next station, a named one (sent back), or skipping. */
export const moveVisitBodySchema = z.object({
  from: stationKindSchema,
  to: z.union([stationKindSchema, z.literal("next")]),
  /**
   * When the move was made, by the device's clock (an offline device sends it later): kept between the visit's
   * arrival at `from` and the server's time, else brought into that window.
   */
  movedAt: z.iso.datetime({ offset: true, message: "movedAt must be an ISO 8601 time" }).optional(),
});
export type MoveVisitBody = z.infer<typeof moveVisitBodySchema>;

export const visitStationParamsSchema = z.object({ visitId: idSchema, station: stationKindSchema });
export const visitParamsSchema = z.object({ visitId: idSchema });
export const personParamsSchema = z.object({ personId: idSchema });

const note = (what: string) => text(CLINIC_LIMITS.note, what).optional();

export const diagnosisEntrySchema = z
  .object({
    /** ICD-10 code from the product's list. */
    code: z
      .string()
      .regex(/^[A-Z]\d{2}(\.\d{1,2})?$/, { message: "code must be an ICD-10 code such as I10 or E11.9" })
      .optional(),
    /** Free text beside (or instead of) a code: encrypted at rest. */
    text: text(200, "diagnosis text").optional(),
  })
  .refine((d) => d.code !== undefined || (d.text ?? "") !== "", { message: "a diagnosis needs a code or text" });

export const prescriptionSchema = z.object({
  medicine: text(120, "medicine").min(1, { message: "medicine is required" }),
  dose: text(60, "dose").min(1, { message: "dose is required" }),
  frequency: text(60, "frequency").min(1, { message: "frequency is required" }),
  days: z
    .number()
    .int()
    .min(1, { message: "days must be at least 1" })
    .max(365, { message: "days must be at most 365" }),
});

export const consultationSectionSchema = z.object({
  complaints: note("complaints"),
  findings: note("findings"),
  diagnoses: z.array(diagnosisEntrySchema).max(CLINIC_LIMITS.diagnoses).optional(),
  plan: note("plan"),
  advice: note("advice"),
  prescriptions: z.array(prescriptionSchema).max(CLINIC_LIMITS.prescriptions).optional(),
  /** Already known to have the raised readings' condition (the camp report counts new against known). */
  knownConditions: z
    .array(z.enum(["hypertension", "diabetes"]))
    .max(2)
    .optional(),
});

export const screeningSectionSchema = z.object({
  results: z
    .array(
      z.object({
        test: text(80, "test").min(1, { message: "test is required" }),
        value: z.union([z.number(), z.enum(["positive", "negative"]), text(200, "result")]),
        unit: text(20, "unit").optional(),
      }),
    )
    .max(CLINIC_LIMITS.screeningResults),
});

export const counsellingSectionSchema = z.object({ notes: note("notes") });
export const pharmacySectionSchema = z.object({ notes: note("notes") });
export const exitSectionSchema = z.object({});

/** The free-text fields of each section: what is encrypted at rest (ADR 027). */
export const SECTION_FREE_TEXT = {
  consultation: ["complaints", "findings", "plan", "advice"],
  counselling: ["notes"],
  pharmacy: ["notes"],
} as const;

/** A station's write: its own id (made on the device), when it was recorded there, and the section's fields. */
export const sectionWriteBodySchema = z.object({
  writeId: idSchema,
  recordedAt: z.iso.datetime({ offset: true, message: "recordedAt must be an ISO 8601 time" }).optional(),
  data: z.record(z.string(), z.unknown()),
});
export type SectionWriteBody = z.infer<typeof sectionWriteBodySchema>;

export const sectionWriteAnswerSchema = z.object({
  writeId: z.string(),
  /** false when this writeId had been applied before: the first answer, again. */
  applied: z.boolean(),
  flags: z.array(z.string()),
});

export const addendumBodySchema = z.object({
  writeId: idSchema,
  text: text(CLINIC_LIMITS.addendum, "text").min(1, { message: "text is required" }),
});

export const signAnswerSchema = z.object({ signedAt: z.string(), signedBy: z.string(), digest: z.string() });

const authorSchema = z.object({ id: z.string().nullable(), name: z.string() });

export const visitSectionViewSchema = z.object({
  station: stationKindSchema,
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
  authors: z.array(authorSchema),
});

export const visitSchema = z.object({
  id: z.string(),
  campId: z.string(),
  token: z.number().int(),
  day: z.string(),
  person: personSchema,
  consent: consentSchema,
  station: stationKindSchema,
  state: z.enum(VISIT_STATES),
  arrivedAt: z.string(),
  exitedAt: z.string().nullable(),
  flags: z.array(z.string()),
  /** Only the sections the reader's role may see. */
  sections: z.array(visitSectionViewSchema),
  signature: z.object({ signedAt: z.string(), signedBy: authorSchema, digest: z.string() }).nullable(),
  addenda: z.array(z.object({ at: z.string(), author: authorSchema, text: z.string() })),
  /**
   * What the pharmacy gave (issue 40), oldest first: for the readers who see the prescription (pharmacists, doctors,
   * admins, the person once it is signed); absent for the others.
   */
  dispenses: z.array(dispenseSchema).optional(),
  /**
   * The referrals issued at the visit (issue 40), oldest first: for the readers who may open their slips (doctors,
   * admins, the person); absent for the others.
   */
  referrals: z.array(visitReferralSchema).optional(),
  steps: z.array(
    z.object({
      station: stationKindSchema,
      arrivedAt: z.string(),
      calledAt: z.string().nullable(),
      leftAt: z.string().nullable(),
      outcome: z.string().nullable(),
    }),
  ),
});
export type Visit = z.infer<typeof visitSchema>;

export const accessLogSchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      reader: z.object({ id: z.string().nullable(), name: z.string(), role: z.string() }),
      what: z.string(),
      visitId: z.string().nullable(),
    }),
  ),
});
export type AccessLog = z.infer<typeof accessLogSchema>;

export const visitCalledSchema = z.object({ visitId: z.string(), token: z.number().int() });
export const visitMovedSchema = z.object({ station: stationKindSchema.nullable(), state: z.enum(VISIT_STATES) });
export const writeAppliedSchema = z.object({ writeId: z.string(), applied: z.boolean() });

/** The signed-in person's own visits, newest first: each with its camp and, once the doctor signed, when. */
export const myVisitsSchema = z.object({
  visits: z.array(
    z.object({
      visitId: z.string(),
      campId: z.string(),
      title: z.string(),
      day: z.string(),
      token: z.number().int(),
      /** When the consultation was signed (its summary is ready); null before. */
      signedAt: z.string().nullable(),
    }),
  ),
});
export type MyVisits = z.infer<typeof myVisitsSchema>;

export const summaryQuerySchema = z.object({
  /** The summary's language; by default the person's (or their account's), else English. */
  locale: z.enum(LOCALES, { message: "locale must be one of en, bn, es, ar" }).optional(),
});

/**
 * A signed visit's summary for the person (issue 39): coded, so the screen renders it in `locale` — vitals with their
 * units, flags, diagnoses named in that language where the list has the name, the prescription, advice, next step.
 */
export const visitSummarySchema = z.object({
  visitId: z.string(),
  locale: z.enum(LOCALES),
  camp: z.object({ id: z.string(), title: z.string() }),
  day: z.string(),
  token: z.number().int(),
  person: z.object({ name: z.string(), sex: z.enum(SEXES).nullable(), ageYears: z.number().int().nullable() }),
  vitals: z.array(z.object({ key: z.string(), value: z.number(), unit: z.string() })),
  flags: z.array(z.string()),
  diagnoses: z.array(
    z.object({ code: z.string().nullable(), name: z.string().nullable(), text: z.string().nullable() }),
  ),
  prescriptions: z.array(prescriptionSchema),
  advice: z.string().nullable(),
  nextStep: z.string().nullable(),
  signedBy: z.string(),
  signedAt: z.string(),
  digest: z.string(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

export const duplicatesSchema = z.object({
  /** Pairs the desk may have registered twice (the newer person first), oldest pairs first. */
  pairs: z.array(z.object({ person: personSchema, other: personSchema, foundAt: z.string() })),
});

export const mergeBodySchema = z.object({
  /** The person the duplicate becomes: their visits and reads move there. */
  into: idSchema,
});
export const duplicateParamsSchema = z.object({ personId: idSchema, otherId: idSchema });

export const stationsSchema = z.object({ stations: z.array(stationKindSchema) });
export const stationsBodySchema = z.object({
  stations: z
    .array(stationKindSchema)
    .min(1, { message: "a camp needs at least one station" })
    .max(STATION_KINDS.length)
    .refine((list) => new Set(list).size === list.length, { message: "each station may come once" })
    .refine((list) => !list.includes("registration") || list[0] === "registration", {
      message: "registration comes first",
    }),
});

export const clinicalReadsQuerySchema = z.object({ userId: z.string().min(1).max(64) });
export const clinicalReadsSchema = z.object({
  entries: z.array(
    z.object({
      at: z.string(),
      reader: z.object({ id: z.string().nullable(), name: z.string(), role: z.string() }),
      what: z.string(),
      visitId: z.string().nullable(),
      personId: z.string(),
    }),
  ),
});
export const mergedSchema = z.object({ personId: z.string() });
