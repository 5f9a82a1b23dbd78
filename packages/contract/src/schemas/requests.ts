import { z } from "zod";
import { REQUEST_STATUSES } from "../constants.ts";
import { intakeAnswersInputSchema } from "./intake.ts";
import { emailSchema, idSchema, pageQuerySchema, searchTextSchema, totalPagesSchema } from "./common.ts";

export const requestStatusSchema = z.enum(REQUEST_STATUSES);

export const mealRequestBodySchema = z.object({
  mealId: idSchema,
  email: emailSchema.optional(),
  /** The camp's intake questions answered (issue 21); required when the camp has required questions. */
  answers: intakeAnswersInputSchema.optional(),
});
export type MealRequestBody = z.infer<typeof mealRequestBodySchema>;

/** A waitlisted request's current rank on its camp's waitlist, 1…n with no gaps; absent for other statuses. */
const positionSchema = z.number().int().min(1).optional();

/** What `POST /meal/request` answers: the new request, and whether it holds a seat or waits (with its rank). */
export const joinRequestAnswerSchema = z.object({
  insertedId: z.string(),
  message: z.string(),
  status: z.enum(["pending", "waitlisted"]),
  position: positionSchema,
});
export type JoinRequestAnswer = z.infer<typeof joinRequestAnswerSchema>;

/** Admin view of a camp request (product.md §3), with the camp's id and the waitlist rank (issue 18). */
export const adminMealRequestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  status: requestStatusSchema,
  mealId: z.string(),
  position: positionSchema,
});

/** Serve Camp's status filter: one status, or `seated` for the seat-holders (pending and delivered). */
export const REQUEST_STATUS_FILTERS = ["seated", ...REQUEST_STATUSES] as const;
export type RequestStatusFilter = (typeof REQUEST_STATUS_FILTERS)[number];
export const adminMealRequestQuerySchema = pageQuerySchema.extend({
  username: searchTextSchema,
  email: searchTextSchema,
  status: z
    .enum(REQUEST_STATUS_FILTERS, { message: `status must be one of ${REQUEST_STATUS_FILTERS.join(", ")}` })
    .optional(),
  mealId: idSchema.optional(),
});
export const adminMealRequestListSchema = z.object({
  mealRequests: z.array(adminMealRequestSchema),
  totalPages: totalPagesSchema,
});

/** Book (deliver) a request, or decline it (issue 18): a declined request frees its seat or leaves the waitlist. */
export const serveRequestBodySchema = z.object({
  status: z.enum(["delivered", "declined"], { message: "status must be delivered or declined" }),
});

/** User view of a camp request (product.md §3). */
export const userMealRequestSchema = z.object({
  mealRequest: z.object({
    _id: z.string(),
    title: z.string(),
    likes: z.number().int(),
    reviews_count: z.number().int(),
    status: requestStatusSchema,
    /** Beyond the spec (issue 18): the camp's id and, when waitlisted, the rank. */
    mealId: z.string(),
    position: positionSchema,
    /** Beyond the spec (issue 21): the camper's ticket was checked in at the camp. */
    attended: z.boolean().optional(),
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
  request: z.object({ _id: z.string(), status: requestStatusSchema, position: positionSchema }).nullable(),
  review: z.object({ _id: z.string(), comment: z.string(), rating: z.number().int() }).nullable(),
});
export type MyCampState = z.infer<typeof myCampStateSchema>;
