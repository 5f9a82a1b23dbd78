import {
  adminMealRequestListSchema,
  adminMealRequestQuerySchema,
  MESSAGES,
  mealRequestIdParamsSchema,
  messageSchema,
  serveRequestBodySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { adminOnly } from "../../lib/guards.ts";
import { notFound } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import { createRequestAdminRepository } from "./repository.ts";

/** Serve Camp: admins list join requests (search by user name / e-mail) and mark them delivered. */
export const requestAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = createRequestAdminRepository(db);
  const tags = ["admin: requests"];

  app.get(
    "/meal-requests",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Join requests, newest first, searchable by user name and e-mail (admin)",
        querystring: adminMealRequestQuerySchema,
        response: { 200: adminMealRequestListSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repo.search(request.query);
      return {
        mealRequests: rows.map(({ id, ...rest }) => ({
          _id: id,
          ...rest,
          status: rest.status as "pending" | "delivered",
        })),
        totalPages: totalPages(total, request.query.limit),
      };
    },
  );

  app.patch(
    "/meal-requests/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Mark a join request delivered (admin)",
        params: mealRequestIdParamsSchema,
        body: serveRequestBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await repo.markDelivered(request.params.id))) throw notFound("Request not found");
      return { message: MESSAGES.success.mealDelivered };
    },
  );
};
