import {
  cancelRequestBodySchema,
  MESSAGES,
  messageSchema,
  userMealRequestListSchema,
  userMealRequestQuerySchema,
} from "@medcamp/contract";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { mealRequests, meals, users } from "../../db/schema/index.ts";
import { actingEmail } from "../../lib/guards.ts";
import { conflict, notFound } from "../../lib/http-errors.ts";
import { offsetOf, totalPages } from "../../lib/sql-helpers.ts";

/** A camper's own join requests: list (paged, only theirs) and cancel (only their own pending ones). */
export const myRequestsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["dashboard"];
  const ownerId = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (!row) throw notFound("User not found");
    return row.id;
  };

  app.get(
    "/meal-requests-user",
    {
      schema: {
        tags,
        summary: "The user's join requests, newest first (self, or admin)",
        querystring: userMealRequestQuerySchema,
        response: { 200: userMealRequestListSchema },
      },
    },
    async (request) => {
      const userId = await ownerId(actingEmail(request, request.query.email, true));
      const { page, limit } = request.query;
      const mine = eq(mealRequests.userId, userId);
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: mealRequests.id,
            title: meals.title,
            likes: meals.likes,
            reviewsCount: meals.reviewsCount,
            status: mealRequests.status,
          })
          .from(mealRequests)
          .innerJoin(meals, eq(meals.id, mealRequests.mealId))
          .where(mine)
          .orderBy(desc(mealRequests.createdAt), mealRequests.id)
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(mealRequests).where(mine),
      ]);
      return {
        mealRequests: rows.map((r) => ({
          mealRequest: {
            _id: r.id,
            title: r.title,
            likes: r.likes,
            reviews_count: r.reviewsCount,
            status: r.status as "pending" | "delivered",
          },
        })),
        totalPages: totalPages(totals?.total ?? 0, limit),
      };
    },
  );

  app.delete(
    "/meal-requests-user",
    {
      schema: {
        tags,
        summary: "Cancel one of the user's own pending join requests",
        body: cancelRequestBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const userId = await ownerId(actingEmail(request, undefined));
      const deleted = await db
        .delete(mealRequests)
        .where(
          and(
            eq(mealRequests.id, request.body.id),
            eq(mealRequests.userId, userId),
            eq(mealRequests.status, "pending"),
          ),
        )
        .returning({ id: mealRequests.id });
      if (deleted.length > 0) return { message: MESSAGES.success.requestCancelled };
      const [row] = await db
        .select({ userId: mealRequests.userId, status: mealRequests.status })
        .from(mealRequests)
        .where(eq(mealRequests.id, request.body.id));
      if (!row || row.userId !== userId) throw notFound("Request not found");
      throw conflict("A delivered request cannot be cancelled.");
    },
  );
};
