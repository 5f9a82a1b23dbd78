import {
  idParamsSchema,
  insertedIdSchema,
  messageSchema,
  reviewBodySchema,
  reviewDeleteBodySchema,
  reviewUpdateBodySchema,
  userReviewListSchema,
  userReviewQuerySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { ReviewsService } from "./service.ts";

/** A camper's reviews: write one per camp, list their own, edit the comment, delete. */
export const camperReviewRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  const tags = ["reviews"];

  app.post(
    "/meals/:id/review",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Review a camp once (signed in): comment and a rating 1-5; a repeat is a 409 ALREADY_REVIEWED",
        params: idParamsSchema,
        body: reviewBodySchema,
        response: { 201: insertedIdSchema, ...refusals("FORBIDDEN", "CAMP_NOT_FOUND", "ALREADY_REVIEWED") },
      },
    },
    async (request, reply) => {
      actingEmail(request, request.body.email);
      return reply.status(201).send(await service.create(request.params.id, requireUser(request), request.body));
    },
  );

  app.get(
    "/reviews",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The user's reviews, newest first (self, or admin)",
        querystring: userReviewQuerySchema,
        response: { 200: userReviewListSchema, ...refusals("FORBIDDEN", "USER_NOT_FOUND") },
      },
    },
    (request) =>
      service.listForCamper(actingEmail(request, request.query.email, true), request.query.page, request.query.limit),
  );

  app.post(
    "/review-update",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Edit the comment of one's own review",
        body: reviewUpdateBodySchema,
        response: { 200: messageSchema, ...refusals("FORBIDDEN", "REVIEW_NOT_FOUND") },
      },
    },
    (request) => {
      actingEmail(request, request.body.email);
      return service.updateComment(requireUser(request).id, request.body.reviewId, request.body.newComment);
    },
  );

  app.post(
    "/review-delete",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Delete one's own review",
        body: reviewDeleteBodySchema,
        response: { 200: messageSchema, ...refusals("FORBIDDEN", "REVIEW_NOT_FOUND") },
      },
    },
    (request) => {
      actingEmail(request, request.body.email);
      return service.remove(requireUser(request).id, request.body.reviewId);
    },
  );
};
