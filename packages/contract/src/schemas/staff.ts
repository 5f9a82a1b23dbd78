import { z } from "zod";
import { stationRoleSchema } from "./clinic.ts";
import { idSchema } from "./common.ts";

/** A user made staff (issue 21): for one camp (`mealId`), or for every camp (no `mealId`). */
export const staffBodySchema = z.object({
  userId: idSchema.or(z.string().min(1).max(64)),
  mealId: idSchema.optional(),
  /** The station role at the camp (issue 39); none: check-in staff. Granting again with another role changes it. */
  role: stationRoleSchema.optional(),
});
export type StaffBody = z.infer<typeof staffBodySchema>;

/** The camps a user staffs: every camp, or these. */
export const staffAssignmentSchema = z.object({
  allCamps: z.boolean(),
  /** The station role of the every-camp grant (issue 39). */
  allCampsRole: stationRoleSchema.nullable().optional(),
  camps: z.array(z.object({ id: z.string(), title: z.string(), role: stationRoleSchema.nullable().optional() })),
});
export type StaffAssignment = z.infer<typeof staffAssignmentSchema>;

export const staffUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });
