import { z } from "zod";
import {
  CATEGORIES,
  CATEGORY_FILTERS,
  LIMITS,
  PRICE_MAX_DEFAULT,
  PRICE_MIN_DEFAULT,
  RATING_MAX,
  RATING_MIN,
} from "../constants.ts";
import { CAMPS_MESSAGES, VALIDATION_MESSAGES } from "../messages.ts";
import {
  emailSchema,
  imageUrlSchema,
  pageQuerySchema,
  requiredText,
  searchTextSchema,
  totalPagesSchema,
} from "./common.ts";
import {
  calendarDateSchema,
  campScheduleInputShape,
  campScheduleOutputShape,
  campSeatsOutputShape,
  startsWithZone,
  startsWithZoneIssue,
} from "./schedule.ts";

const v = VALIDATION_MESSAGES;

export const categorySchema = z.enum(CATEGORIES, { message: `category must be one of ${CATEGORIES.join(", ")}` });
export const categoryFilterSchema = z.enum(CATEGORY_FILTERS, {
  message: `category must be one of ${CATEGORY_FILTERS.join(", ")}`,
});

export const distributorSchema = z.object({ name: z.string(), email: z.string() });

/** An upcoming or published camp's own fields (product.md §3), with its schedule and place (issue 18). */
export const campBaseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: categorySchema,
  image: z.string(),
  ingredients: z.array(z.string()),
  description: z.string(),
  price: z.number(),
  postTime: z.string(),
  distributor: distributorSchema,
  rating: z.number(),
  likes: z.number().int(),
  reviewsCount: z.number().int(),
  ...campScheduleOutputShape,
});

/** A camp as every list and card shows it (product.md §3), with its seats (issue 18). */
export const mealSchema = campBaseSchema.extend(campSeatsOutputShape);
export type Meal = z.infer<typeof mealSchema>;

export const publicReviewSchema = z.object({
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** Beyond the spec (issue 21): the reviewer was checked in at this camp ("Verified attendee"). */
  verifiedAttendee: z.boolean().optional(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/meals/{id} carries at most this many reviews, the newest first; `reviewsCount` says how many exist. */
export const MEAL_DETAIL_REVIEWS_MAX = 50;

/**
 * Camp detail. `likedby` holds only the signed-in user's own e-mail when they liked the camp:
 * other people's addresses are never published (see docs/decisions).
 */
export const mealDetailSchema = mealSchema.extend({
  likedby: z.array(z.string()),
  reviews: z.array(publicReviewSchema).max(MEAL_DETAIL_REVIEWS_MAX),
});
export type MealDetail = z.infer<typeof mealDetailSchema>;

/** `priceRange` arrives as a JSON text `{min, max}`; product.md §5 fills in whichever side is missing. */
export const priceRangeSchema = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "priceRange must be a JSON object {min, max}" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .object(
        {
          min: z.coerce.number().min(0).optional(),
          max: z.coerce.number().min(0).optional(),
        },
        { message: "priceRange must be a JSON object {min, max}" },
      )
      .transform(({ min, max }) => ({ min: min ?? PRICE_MIN_DEFAULT, max: max ?? PRICE_MAX_DEFAULT }))
      .refine(({ min, max }) => min <= max, { message: "priceRange min must not be greater than max" }),
  );

export const MEAL_SORTS = ["likes", "reviewsCount", "startsAt"] as const;
export const mealSortSchema = z.enum(MEAL_SORTS, { message: "sortBy must be likes, reviewsCount or startsAt" });

/**
 * `from`/`to` (issue 18) pick camps starting on those days, inclusive, each day read in the camp's own time zone;
 * `city` matches the camp's city exactly (case-insensitive). `sortBy=startsAt` is soonest first, undated camps last.
 */
export const mealListQuerySchema = pageQuerySchema
  .extend({
    category: categoryFilterSchema.default("All"),
    priceRange: priceRangeSchema.optional(),
    sortBy: mealSortSchema.optional(),
    search: searchTextSchema,
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    city: z.string().trim().max(LIMITS.city).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] });
export type MealListQuery = z.infer<typeof mealListQuerySchema>;

export const mealListResponseSchema = z.object({
  meals: z.array(mealSchema),
  totalPages: totalPagesSchema,
});
export type MealListResponse = z.infer<typeof mealListResponseSchema>;

const ingredientsSchema = z
  .array(z.string().trim().min(1).max(LIMITS.ingredient))
  .min(1, { message: v.professionalsRequired })
  .max(LIMITS.ingredients);

const feeSchema = z
  .number({ message: v.feeRequired })
  .min(0, { message: "Camp fee must not be negative" })
  .max(LIMITS.priceMax)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: "Camp fee may have at most 2 decimals",
  });

const mealInputFields = z.object({
  title: requiredText(LIMITS.title, v.titleRequired),
  category: categorySchema,
  image: imageUrlSchema,
  ingredients: ingredientsSchema,
  description: requiredText(LIMITS.description, v.descriptionRequired),
  price: feeSchema,
  ...campScheduleInputShape,
});

/**
 * The fields an admin may write on a camp; the server sets distributor, postTime and counters itself. The schedule,
 * place and capacity (issue 18) are optional, so the spec's payload stays valid.
 */
export const mealInputSchema = mealInputFields.refine(startsWithZone, startsWithZoneIssue);
export type MealInput = z.infer<typeof mealInputSchema>;

/** The Update modal's fields: the schedule fields left out are kept, null clears them. */
export const mealUpdateSchema = mealInputFields.omit({ category: true }).refine(startsWithZone, startsWithZoneIssue);
export type MealUpdate = z.infer<typeof mealUpdateSchema>;

/** `POST /meals/{id}/like`: the e-mail, when sent, must be the signed-in user's own. */
export const likeBodySchema = z.object({ email: emailSchema.optional() });
export type LikeBody = z.infer<typeof likeBodySchema>;

export const likeResponseSchema = z.object({ message: z.string(), likes: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const reviewBodySchema = z.object({
  email: emailSchema.optional(),
  comment: requiredText(LIMITS.comment, CAMPS_MESSAGES.reviewInvalid),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX, { message: "rating must be an integer from 1 to 5" }),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const insertedIdSchema = z.object({ insertedId: z.string(), message: z.string().optional() });
export type InsertedId = z.infer<typeof insertedIdSchema>;
