import {
  likeUpcomingBodySchema,
  messageSchema,
  upcomingMealListQuerySchema,
  upcomingMealsResponseSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type CachedJson, NO_STORE, sendCachedJson, toCachedJson } from "../../cache/http-cache.ts";
import { type Caching, sendPublicAnswer } from "../../cache/public-answer.ts";
import { createVersionedCache } from "../../cache/versioned-cache.ts";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { UpcomingService } from "./service.ts";

/** The upcoming camps screen: everyone sees the grid; subscribers like a camp once. */
export const publicUpcomingRoutes: FastifyPluginAsyncZod<{ service: UpcomingService; caching: Caching }> = async (
  app,
  { service, caching },
) => {
  // Anonymous answers are the same for every visitor until an upcoming camp changes (ADR 006).
  const anonymous = createVersionedCache<CachedJson>(caching.feed, ["upcoming"], 200);
  const tags = ["upcoming"];

  app.get(
    "/upcoming-meals",
    {
      config: { cachedReads: ["upcoming_meal"] },
      schema: {
        tags,
        summary:
          "Upcoming camps not yet published, newest first: the plain list (at most 50), or with `page` one page " +
          "as {meals, totalPages}",
        querystring: upcomingMealListQuerySchema,
        response: { 200: upcomingMealsResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = async () =>
        toCachedJson(upcomingMealsResponseSchema, await service.list(request.user, request.query));
      // A signed-in viewer's answer carries their own likes (likedby: their e-mail), so only the anonymous one is
      // shared, and theirs is not stored anywhere.
      if (request.user) return sendCachedJson(request, reply, await answer(), NO_STORE);
      return sendPublicAnswer(request, reply, caching, anonymous, JSON.stringify(request.query), answer);
    },
  );

  app.post(
    "/like-upcoming-meal",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Like an upcoming camp once (signed in, with a subscription badge)",
        body: likeUpcomingBodySchema,
        response: {
          201: messageSchema,
          ...refusals("ALREADY_LIKED", "FORBIDDEN", "SUBSCRIPTION_REQUIRED_TO_LIKE", "CAMP_NOT_FOUND"),
        },
      },
    },
    async (request, reply) => {
      actingEmail(request, request.body.userEmail);
      return reply.status(201).send(await service.like(requireUser(request), request.body.mealId));
    },
  );
};
