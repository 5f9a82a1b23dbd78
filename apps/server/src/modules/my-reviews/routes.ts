import {
  messageSchema,
  reviewDeleteBodySchema,
  reviewUpdateBodySchema,
  userReviewListSchema,
  userReviewQuerySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { actingEmail, requireUser } from "../../lib/guards.ts";
import { createMyReviewsRepository } from "./repository.ts";
import { createMyReviewsService } from "./service.ts";

/** A camper's own reviews: list, edit the comment, delete (only their own). */
export const myReviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createMyReviewsService(createMyReviewsRepository(db));
  const tags = ["dashboard"];

  app.get(
    "/reviews",
    {
      schema: {
        tags,
        summary: "The user's reviews, newest first (self, or admin)",
        querystring: userReviewQuerySchema,
        response: { 200: userReviewListSchema },
      },
    },
    (request) => service.list(actingEmail(request, request.query.email, true), request.query.page, request.query.limit),
  );

  app.post(
    "/review-update",
    {
      schema: {
        tags,
        summary: "Edit the comment of one's own review",
        body: reviewUpdateBodySchema,
        response: { 200: messageSchema },
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
      schema: {
        tags,
        summary: "Delete one's own review",
        body: reviewDeleteBodySchema,
        response: { 200: messageSchema },
      },
    },
    (request) => {
      actingEmail(request, request.body.email);
      return service.remove(requireUser(request).id, request.body.reviewId);
    },
  );
};
