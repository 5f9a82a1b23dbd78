import {
  cancelRequestBodySchema,
  messageSchema,
  userMealRequestListSchema,
  userMealRequestQuerySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { actingEmail, requireUser } from "../../lib/guards.ts";
import { createMyRequestsRepository } from "./repository.ts";
import { createMyRequestsService } from "./service.ts";

/** A camper's own join requests: list (paged, only theirs) and cancel (only their own pending ones). */
export const myRequestsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createMyRequestsService(createMyRequestsRepository(db));
  const tags = ["dashboard"];

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
    (request) => service.list(actingEmail(request, request.query.email, true), request.query.page, request.query.limit),
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
    (request) => service.cancel(requireUser(request).id, request.body.id),
  );
};
