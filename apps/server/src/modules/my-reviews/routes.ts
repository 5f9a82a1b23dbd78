import {
  MESSAGES,
  messageSchema,
  reviewDeleteBodySchema,
  reviewUpdateBodySchema,
  userReviewListSchema,
  userReviewQuerySchema,
} from "@medcamp/contract";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { actingEmail, requireUser } from "../../lib/guards.ts";
import { notFound } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import { createMyReviewsRepository } from "./repository.ts";

/** A camper's own reviews: list, edit the comment, delete (only their own). */
export const myReviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = createMyReviewsRepository(db);
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
    async (request) => {
      const email = actingEmail(request, request.query.email, true);
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (!owner) throw notFound("User not found");
      const { rows, total } = await repo.list(owner.id, request.query.page, request.query.limit);
      return {
        reviews: rows.map((r) => ({
          _id: r.id,
          mealId: r.mealId,
          title: r.title,
          likes: r.likes ?? 0,
          comment: r.comment,
          rating: r.rating,
        })),
        totalPages: totalPages(total, request.query.limit),
      };
    },
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
    async (request) => {
      actingEmail(request, request.body.email);
      const updated = await repo.updateComment(requireUser(request).id, request.body.reviewId, request.body.newComment);
      if (!updated) throw notFound("Review not found");
      return { message: MESSAGES.success.reviewUpdated };
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
    async (request) => {
      actingEmail(request, request.body.email);
      if (!(await repo.delete(requireUser(request).id, request.body.reviewId))) throw notFound("Review not found");
      return { message: MESSAGES.success.reviewDeleted };
    },
  );
};
