import { z } from "zod";
import { PAGE_SIZE_MAX } from "../constants.ts";
import { emailSchema, idSchema } from "./common.ts";
import { mealSchema } from "./meals.ts";

export const upcomingMealSchema = mealSchema.extend({
  status: z.literal("pending"),
  likedby: z.array(z.string()),
});
export type UpcomingMeal = z.infer<typeof upcomingMealSchema>;

export const upcomingMealListSchema = z.array(upcomingMealSchema);
export type UpcomingMealList = z.infer<typeof upcomingMealListSchema>;

/** The upcoming screen shows one grid: at most 50 camps, newest first. */
export const upcomingMealListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_MAX),
});
export type UpcomingMealListQuery = z.infer<typeof upcomingMealListQuerySchema>;

export const publishUpcomingBodySchema = z.object({ upcomingMealId: idSchema });

export const likeUpcomingBodySchema = z.object({
  mealId: idSchema,
  /** When sent, must be the signed-in user's own e-mail. */
  userEmail: emailSchema.optional(),
});
export type LikeUpcomingBody = z.infer<typeof likeUpcomingBodySchema>;
