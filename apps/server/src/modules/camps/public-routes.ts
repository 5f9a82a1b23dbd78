import {
  idParamsSchema,
  likeBodySchema,
  likeResponseSchema,
  mealCitiesSchema,
  mealDetailSchema,
  mealListQuerySchema,
  mealListResponseSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type CachedJson, NO_STORE, sendCachedJson, toCachedJson } from "../../cache/http-cache.ts";
import { type Caching, sendPublicAnswer } from "../../cache/public-answer.ts";
import { createVersionedCache } from "../../cache/versioned-cache.ts";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CampsService } from "./service.ts";

/** What everyone does with camps: browse and read them; signed in, like them. */
export const publicCampRoutes: FastifyPluginAsyncZod<{ service: CampsService; caching: Caching }> = async (
  app,
  { service, caching },
) => {
  // Answers that are the same for every visitor, kept until a change notice makes them stale (ADR 006).
  const lists = createVersionedCache<CachedJson>(caching.feed, ["camps", "camp-rows"], 500);
  const details = createVersionedCache<CachedJson>(caching.feed, ["camp-rows"], 2_000);
  const cities = createVersionedCache<CachedJson>(caching.feed, ["camps"], 1);
  const tags = ["camps"];

  app.get(
    "/meals",
    {
      config: { cachedReads: ["meal"] },
      schema: {
        tags,
        summary: "List camps: filter by category, price range and title; sort; page",
        querystring: mealListQuerySchema,
        response: { 200: mealListResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = async () => toCachedJson(mealListResponseSchema, await service.list(request.query));
      return sendPublicAnswer(request, reply, caching, lists, JSON.stringify(request.query), answer);
    },
  );

  app.get(
    "/meal-cities",
    {
      config: { cachedReads: ["meal"] },
      schema: {
        tags,
        summary: "The cities camps take place in, alphabetically (at most 500): the All Camps city filter",
        response: { 200: mealCitiesSchema },
      },
    },
    async (request, reply) => {
      const answer = async () => toCachedJson(mealCitiesSchema, await service.cities());
      return sendPublicAnswer(request, reply, caching, cities, "all", answer);
    },
  );

  app.get(
    "/meals/:id",
    {
      config: { cachedReads: ["meal", "review", "user"] },
      schema: {
        tags,
        summary: "One camp with its reviews; likedby holds only the viewer's own e-mail if they liked it",
        params: idParamsSchema,
        response: { 200: mealDetailSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const detail = async () => toCachedJson(mealDetailSchema, await service.detail(id, request.user));
      // A signed-in viewer's answer carries their own like (likedby: their e-mail), so only the anonymous one is
      // shared, and theirs is not stored anywhere.
      if (request.user) return sendCachedJson(request, reply, await detail(), NO_STORE);
      return sendPublicAnswer(request, reply, caching, details, id, detail);
    },
  );

  app.post(
    "/meals/:id/like",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Like a camp once (signed in); a repeat is a 400 ALREADY_LIKED",
        params: idParamsSchema,
        body: likeBodySchema.optional(),
        response: { 200: likeResponseSchema, ...refusals("ALREADY_LIKED", "FORBIDDEN", "CAMP_NOT_FOUND") },
      },
    },
    (request) => {
      actingEmail(request, request.body?.email);
      return service.like(request.params.id, requireUser(request));
    },
  );
};
