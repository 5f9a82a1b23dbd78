import { z } from "zod";
import { BULK_REQUESTS_MAX, LIMITS, REQUEST_STATUSES } from "../constants.ts";
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

/** Why an admin declined the request (issue 23): present only on a declined request that was given a reason. */
const declineReasonOutSchema = z.string().optional();

/** Admin view of a camp request (product.md §3), with the camp's id and the waitlist rank (issue 18). */
export const adminMealRequestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  name: z.string(),
  email: z.string(),
  status: requestStatusSchema,
  mealId: z.string(),
  position: positionSchema,
  declineReason: declineReasonOutSchema,
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

const serveStatusSchema = z.enum(["delivered", "declined"], { message: "status must be delivered or declined" });

/**
 * Why an admin declines (issue 23): optional, trimmed, at most `LIMITS.declineReason` characters; blank means none.
 * Its camper reads it in My Camp Requests and in the notice and e-mail telling them.
 */
export const declineReasonSchema = z.string().trim().max(LIMITS.declineReason).optional();

/** A reason goes with a decline only: a Book with one is refused rather than the reason silently dropped. */
const reasonOnlyWhenDeclined: [
  (body: { status: string; reason?: string | undefined }) => boolean,
  { message: string; path: string[] },
] = [
  (body) => !body.reason || body.status === "declined",
  { message: "reason goes only with status declined", path: ["reason"] },
];

/**
 * Book (deliver) a request, or decline it (issue 18), with an optional reason (issue 23): a declined request frees
 * its seat or leaves the waitlist.
 */
export const serveRequestBodySchema = z
  .object({ status: serveStatusSchema, reason: declineReasonSchema })
  .refine(...reasonOnlyWhenDeclined);
export type ServeRequestBody = z.infer<typeof serveRequestBodySchema>;

/**
 * `POST /meal-requests/bulk` (issue 23): the same change for several requests, each applied once, in its own
 * transaction, in id order. Ids are unique, 1 to `BULK_REQUESTS_MAX` of them.
 */
export const bulkServeBodySchema = z
  .object({
    ids: z
      .array(z.uuid({ message: "Each id must be a valid id" }))
      .min(1, { message: "Ids must name at least one request" })
      .max(BULK_REQUESTS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: "ids must not repeat" }),
    status: serveStatusSchema,
    reason: declineReasonSchema,
  })
  .refine(...reasonOnlyWhenDeclined);
export type BulkServeBody = z.infer<typeof bulkServeBodySchema>;

/**
 * What a bulk action did to one request: `changed` (booked or declined now, its camper told), `unchanged` (it
 * already was: nothing written, no one told again) or `refused` (`code` and `message` say why, as the single PATCH
 * would have refused it).
 */
export const BULK_OUTCOMES = ["changed", "unchanged", "refused"] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
export const bulkServeResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  code: z.string().optional(),
  message: z.string().optional(),
});
/** The bulk action's answer: a sentence counting the outcomes, and each request's outcome in the order sent. */
export const bulkServeAnswerSchema = z.object({
  message: z.string(),
  results: z.array(bulkServeResultSchema),
});
export type BulkServeAnswer = z.infer<typeof bulkServeAnswerSchema>;

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
    /** Beyond the spec (issue 23): why an organiser declined it, when they gave a reason. */
    declineReason: declineReasonOutSchema,
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
