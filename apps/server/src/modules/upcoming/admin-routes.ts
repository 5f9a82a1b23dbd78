import {
  insertedIdSchema,
  publishResponseSchema,
  publishUpcomingBodySchema,
  upcomingMealInputSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireAdmin } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { UpcomingService } from "./service.ts";

/** Admins add upcoming camps and publish them into the camp list. */
export const adminUpcomingRoutes: FastifyPluginAsyncZod<{ service: UpcomingService }> = async (app, { service }) => {
  const tags = ["admin: upcoming camps"];

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
    async (request, reply) => reply.status(201).send(await service.add(requireAdmin(request), request.body)),
  );

  app.post(
    "/meals/from-upcoming",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Publish an upcoming camp into the camp list, keeping its likes (admin)",
        body: publishUpcomingBodySchema,
        response: { 201: publishResponseSchema, ...refusals("CAMP_NOT_FOUND", "ALREADY_PUBLISHED") },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.publish(request.body.upcomingMealId, requireAdmin(request))),
  );
};
