import { idParamsSchema, messageSchema, pageQuerySchema, reviewedMealListSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireAdmin } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { ReviewsService } from "./service.ts";

/** All Reviews: admins list the camps that have reviews and reset a camp's reviews. */
export const adminReviewRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  const tags = ["admin: reviews"];

  app.patch(
    "/meals/reset/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Delete a camp's reviews and zero its review count and rating (admin)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    (request) => service.reset(request.params.id, requireAdmin(request)),
  );

  app.get(
    "/reviewed-meals",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Camps that have reviews, most reviewed first (admin)",
        querystring: pageQuerySchema,
        response: { 200: reviewedMealListSchema },
      },
    },
    (request) => service.reviewedCamps(request.query.page, request.query.limit),
  );
};
