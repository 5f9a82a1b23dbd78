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
import type { Db } from "../../db/client.ts";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { createLikesRepository } from "./likes-repository.ts";
import { createCampsRepository } from "./repository.ts";
import { createReviewsRepository } from "./reviews-repository.ts";
import { createCampsService } from "./service.ts";

export const campsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createCampsService({
    camps: createCampsRepository(db),
    likes: createLikesRepository(db),
    reviews: createReviewsRepository(db),
  });
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
    (request) => service.list(request.query),
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
    (request) => service.detail(request.params.id, request.user),
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
