import { z } from "zod";
import { PAGE_SIZE_MAX, PAGE_START } from "../constants.ts";
import { emailSchema, idSchema, totalPagesSchema } from "./common.ts";
import { campBaseSchema } from "./meals.ts";

export const upcomingMealSchema = campBaseSchema.extend({
  status: z.literal("pending"),
  likedby: z.array(z.string()),
});
export type UpcomingMeal = z.infer<typeof upcomingMealSchema>;

/** The plain answer (no `page` asked): the newest `limit` upcoming camps, at most 50. */
export const upcomingMealListSchema = z.array(upcomingMealSchema);
export type UpcomingMealList = z.infer<typeof upcomingMealListSchema>;

/** The paged answer (a `page` asked): one page of upcoming camps and how many pages there are. */
export const upcomingMealPageSchema = z.object({
  meals: z.array(upcomingMealSchema),
  totalPages: totalPagesSchema,
});
export type UpcomingMealPage = z.infer<typeof upcomingMealPageSchema>;

/** GET /api/upcoming-meals answers the plain list, or a page when the query names one. */
export const upcomingMealsResponseSchema = z.union([upcomingMealListSchema, upcomingMealPageSchema]);

/**
 * Newest first. Without `page` the answer is the plain list of product.md §7 (`limit` defaults to 50); with `page` it is
 * `{ meals, totalPages }` (`limit` defaults to 10), like every other paged list.
 */
export const upcomingMealListQuerySchema = z.object({
  page: z.coerce.number().int().min(PAGE_START).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
export type UpcomingMealListQuery = z.infer<typeof upcomingMealListQuerySchema>;

export const publishUpcomingBodySchema = z.object({ upcomingMealId: idSchema });

export const likeUpcomingBodySchema = z.object({
  mealId: idSchema,
  /** When sent, must be the signed-in user's own e-mail. */
  userEmail: emailSchema.optional(),
});
export type LikeUpcomingBody = z.infer<typeof likeUpcomingBodySchema>;
