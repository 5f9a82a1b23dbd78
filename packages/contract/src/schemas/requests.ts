import { z } from "zod";
import { REQUEST_STATUSES } from "../constants.ts";
import { emailSchema, idSchema, pageQuerySchema, searchTextSchema, totalPagesSchema } from "./common.ts";

export const requestStatusSchema = z.enum(REQUEST_STATUSES);

export const mealRequestBodySchema = z.object({
  mealId: idSchema,
  email: emailSchema.optional(),
});
export type MealRequestBody = z.infer<typeof mealRequestBodySchema>;

/** Admin view of a camp request (product.md §3). */
export const adminMealRequestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  status: requestStatusSchema,
});
export const adminMealRequestQuerySchema = pageQuerySchema.extend({
  username: searchTextSchema,
  email: searchTextSchema,
});
export const adminMealRequestListSchema = z.object({
  mealRequests: z.array(adminMealRequestSchema),
  totalPages: totalPagesSchema,
});

export const serveRequestBodySchema = z.object({ status: z.literal("delivered") });

/** User view of a camp request (product.md §3). */
export const userMealRequestSchema = z.object({
  mealRequest: z.object({
    _id: z.string(),
    title: z.string(),
    likes: z.number().int(),
    reviews_count: z.number().int(),
    status: requestStatusSchema,
  }),
});
export const userMealRequestQuerySchema = pageQuerySchema.extend({ email: emailSchema.optional() });
export const userMealRequestListSchema = z.object({
  mealRequests: z.array(userMealRequestSchema),
  totalPages: totalPagesSchema,
});
export const cancelRequestBodySchema = z.object({ id: idSchema });

/**
 * The signed-in camper's own standing with one camp (GET /meals/{id}/mine): their newest join request and their
 * review, each null when there is none. The camp detail shows it instead of offering Join Camp or the review form again.
 */
export const myCampStateSchema = z.object({
  request: z.object({ _id: z.string(), status: requestStatusSchema }).nullable(),
  review: z.object({ _id: z.string(), comment: z.string(), rating: z.number().int() }).nullable(),
});
export type MyCampState = z.infer<typeof myCampStateSchema>;
