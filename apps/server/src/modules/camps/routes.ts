import {
  idParamsSchema,
  insertedIdSchema,
  likeBodySchema,
  likeResponseSchema,
  mealDetailSchema,
  mealListQuerySchema,
  mealListResponseSchema,
  reviewBodySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type CachedJson, PRIVATE_REVALIDATE, sendCachedJson, toCachedJson } from "../../cache/http-cache.ts";
import { type Caching, sendPublicAnswer } from "../../cache/public-answer.ts";
import { createVersionedCache } from "../../cache/versioned-cache.ts";
import type { Db } from "../../db/client.ts";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { createLikesRepository } from "./likes-repository.ts";
import { createCampsRepository } from "./repository.ts";
import { createReviewsRepository } from "./reviews-repository.ts";
import { createCampsService } from "./service.ts";

export const campsRoutes: FastifyPluginAsyncZod<{ db: Db; caching: Caching }> = async (app, { db, caching }) => {
  const { feed } = caching;
  const service = createCampsService({
    camps: createCampsRepository(db),
    likes: createLikesRepository(db),
    reviews: createReviewsRepository(db),
    totals: createVersionedCache<number>(feed, ["camps"], 2_000),
  });
  // Answers that are the same for every visitor, kept until a change notice makes them stale (ADR 006).
  const lists = createVersionedCache<CachedJson>(feed, ["camps", "camp-rows"], 500);
  const details = createVersionedCache<CachedJson>(feed, ["camp-rows"], 2_000);
  const tags = ["camps"];

  app.get(
    "/meals",
    {
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
    "/meals/:id",
    {
      schema: {
        tags,
        summary: "One camp with its reviews; likedby holds only the viewer's own e-mail if they liked it",
        params: idParamsSchema,
        response: { 200: mealDetailSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const detail = async () => toCachedJson(mealDetailSchema, await service.detail(id, request.user));
      // A signed-in viewer's answer carries their own like (likedby), so only the anonymous one is shared.
      if (request.user) return sendCachedJson(request, reply, await detail(), PRIVATE_REVALIDATE);
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
        response: { 200: likeResponseSchema },
      },
    },
    (request) => {
      actingEmail(request, request.body?.email);
      return service.like(request.params.id, requireUser(request));
    },
  );

  app.post(
    "/meals/:id/review",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Review a camp once (signed in): comment and a rating 1-5; a repeat is a 409",
        params: idParamsSchema,
        body: reviewBodySchema,
        response: { 201: insertedIdSchema },
      },
    },
    async (request, reply) => {
      actingEmail(request, request.body.email);
      return reply.status(201).send(await service.review(request.params.id, requireUser(request), request.body));
    },
  );
};
