import { idParamsSchema, mealDetailSchema, mealListQuerySchema, mealListResponseSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { createCampsRepository } from "./repository.ts";
import { createCampsService } from "./service.ts";

export const campsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createCampsService(createCampsRepository(db));

  app.get(
    "/meals",
    {
      schema: {
        tags: ["camps"],
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
        tags: ["camps"],
        summary: "One camp with its reviews",
        params: idParamsSchema,
        response: { 200: mealDetailSchema },
      },
    },
    (request) => service.detail(request.params.id),
  );
};
