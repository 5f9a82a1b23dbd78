import { z } from "zod";
import { idSchema } from "./common.ts";

/** A user made staff (issue 21): for one camp (`mealId`), or for every camp (no `mealId`). */
export const staffBodySchema = z.object({
  userId: idSchema.or(z.string().min(1).max(64)),
  mealId: idSchema.optional(),
});
export type StaffBody = z.infer<typeof staffBodySchema>;

/** The camps a user staffs: every camp, or these. */
export const staffAssignmentSchema = z.object({
  allCamps: z.boolean(),
  camps: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type StaffAssignment = z.infer<typeof staffAssignmentSchema>;

export const staffUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });
