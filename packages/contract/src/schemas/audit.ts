import { z } from "zod";
import { idSchema, pageQuerySchema, totalPagesSchema } from "./common.ts";
import { calendarDateSchema } from "./schedule.ts";

/**
 * What an audit entry records (issue 23): every admin and staff action, named `<target>.<what happened>`. The log
 * is append-only: no route changes or deletes an entry, and the database refuses it.
 */
export const AUDIT_ACTIONS = [
  "camp.added",
  "camp.updated",
  "camp.deleted",
  "camp.published",
  "camp.capacity-changed",
  "request.served",
  "request.declined",
  "request.deleted",
  "camp.reviews-reset",
  "user.made-admin",
  "user.made-staff",
  "user.staff-removed",
  "check-in.added",
  "check-in.undone",
  "check-in.changed",
  "camp.intake-replaced",
  "request.answers-read",
  "newsletter.sent",
  "upcoming.added",
  "export.downloaded",
  "outbox.read",
  "person.merged",
  "person.duplicate-dismissed",
  "camp.stations-replaced",
  "camp.screening-tests-replaced",
  "camp.medicines-replaced",
  "camp.stock-received",
  "camp.stock-written-off",
  "camp.facilities-replaced",
  "person.phone-code-sent",
  "person.summary-link-sent",
  "dhis2.mapping-replaced",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an action was done to, by its id: a camp, a join request, a user, a check-in, a newsletter issue, an upcoming
 * camp, an export (by its name) or the outbox (issue 37: reads of personal data are actions too).
 */
export const AUDIT_TARGET_TYPES = [
  "camp",
  "person",
  "request",
  "user",
  "check-in",
  "newsletter",
  "upcoming",
  "export",
  "outbox",
  "dhis2-mapping",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The fields an action changed, before and after (null where there was nothing before, or nothing is left). */
export const auditFieldsSchema = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** Who acted, as they were named when they did. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string() }),
  before: auditFieldsSchema,
  after: auditFieldsSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET /api/admin/audit: filters (all optional, combined), then page and limit. `actor` is a user id, or an e-mail
 * (any case) as the actor was named when they acted; `from` and `to` are whole UTC days.
 */
export const auditQuerySchema = pageQuerySchema
  .extend({
    actor: z.string().trim().min(1).max(100).optional(),
    action: z.enum(AUDIT_ACTIONS, { message: "action must be one of the audit actions" }).optional(),
    mealId: idSchema.optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** Newest first. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), totalPages: totalPagesSchema });
export type AuditPage = z.infer<typeof auditPageSchema>;
