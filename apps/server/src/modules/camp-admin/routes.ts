import {
  idParamsSchema,
  insertedIdSchema,
  mealInputSchema,
  mealUpdateSchema,
  messageSchema,
  pageQuerySchema,
  publishResponseSchema,
  publishUpcomingBodySchema,
  reviewedMealListSchema,
  upcomingMealInputSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { adminOnly, requireAdmin } from "../../lib/guards.ts";
import { createCampAdminRepository } from "./repository.ts";
import { createCampAdminService } from "./service.ts";

/**
 * Admin-only camp management. Every route checks the role before validating anything (401 / 403, `adminOnly`);
 * handlers that need the admin read them with `requireAdmin`.
 */
export const campAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createCampAdminService(createCampAdminRepository(db));
  const tags = ["admin: camps"];

  app.post(
    "/meals",
    {
      preValidation: adminOnly,
      schema: { tags, summary: "Add a camp (admin)", body: mealInputSchema, response: { 201: insertedIdSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.add(requireAdmin(request), request.body)),
  );

  app.patch(
    "/meals/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Update a camp's title, photo, description, price and professionals (admin)",
        params: idParamsSchema,
        body: mealUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    "/meals/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Delete a camp with its likes, reviews and requests (admin)",
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.remove(request.params.id),
  );

  app.patch(
    "/meals/reset/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Delete a camp's reviews and zero its review count and rating (admin)",
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => service.resetReviews(request.params.id),
  );

  app.get(
    "/reviewed-meals",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Camps that have reviews, most reviewed first (admin)",
        querystring: pageQuerySchema,
        response: { 200: reviewedMealListSchema },
      },
    },
    (request) => service.reviewedMeals(request.query.page, request.query.limit),
  );

  app.post(
    "/upcoming-meals",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Add an upcoming camp (admin)",
        body: upcomingMealInputSchema,
        response: { 201: insertedIdSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addUpcoming(requireAdmin(request), request.body)),
  );

  app.post(
    "/meals/from-upcoming",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Publish an upcoming camp into the camp list, keeping its likes (admin)",
        body: publishUpcomingBodySchema,
        response: { 201: publishResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.publish(request.body.upcomingMealId)),
  );
};
