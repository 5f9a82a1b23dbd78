import { z } from "zod";
import { LIMITS } from "../constants.ts";
import { CAMPS_MESSAGES } from "../messages.ts";
import { emailSchema, idSchema, pageQuerySchema, requiredText, totalPagesSchema } from "./common.ts";

/** A review as its author's dashboard lists it (product.md §3). */
export const userReviewSchema = z.object({
  _id: z.string(),
  mealId: z.string(),
  title: z.string().nullable(),
  likes: z.number().int(),
  comment: z.string(),
  rating: z.number().int(),
});
export type UserReview = z.infer<typeof userReviewSchema>;

export const userReviewQuerySchema = pageQuerySchema.extend({ email: emailSchema.optional() });
export const userReviewListSchema = z.object({
  reviews: z.array(userReviewSchema),
  totalPages: totalPagesSchema,
});

export const reviewDeleteBodySchema = z.object({
  email: emailSchema.optional(),
  reviewId: idSchema,
  mealId: idSchema.optional(),
});

export const reviewUpdateBodySchema = z.object({
  email: emailSchema.optional(),
  reviewId: idSchema,
  mealId: idSchema.optional(),
  newComment: requiredText(LIMITS.comment, CAMPS_MESSAGES.reviewInvalid),
});

/** Admin "All Reviews": camps that have reviews. */
export const reviewedMealSchema = z.object({
  _id: z.string(),
  title: z.string(),
  likes: z.number().int(),
  reviewsCount: z.number().int(),
});
export const reviewedMealListSchema = z.object({
  meals: z.array(reviewedMealSchema),
  totalPages: totalPagesSchema,
});
