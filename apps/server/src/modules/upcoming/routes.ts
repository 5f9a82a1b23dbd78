import {
  likeUpcomingBodySchema,
  messageSchema,
  upcomingMealListQuerySchema,
  upcomingMealListSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { createUpcomingRepository } from "./repository.ts";
import { createUpcomingService } from "./service.ts";

/** Camper-side upcoming camps (adding and publishing them is camp-admin). */
export const upcomingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createUpcomingService(createUpcomingRepository(db));
  const tags = ["upcoming"];

  app.get(
    "/upcoming-meals",
    {
      schema: {
        tags,
        summary: "Upcoming camps not yet published, newest first (at most 50)",
        querystring: upcomingMealListQuerySchema,
        response: { 200: upcomingMealListSchema },
      },
    },
    (request) => service.list(request.user, request.query.limit),
  );

  app.post(
    "/like-upcoming-meal",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Like an upcoming camp once (signed in, with a subscription badge)",
        body: likeUpcomingBodySchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      actingEmail(request, request.body.userEmail);
      return reply.status(201).send(await service.like(requireUser(request), request.body.mealId));
    },
  );
};
