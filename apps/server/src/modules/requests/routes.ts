import { insertedIdSchema, mealRequestBodySchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { createRequestsRepository } from "./repository.ts";
import { createRequestsService } from "./service.ts";

/** Camper-side join requests (the admin side is request-admin, the dashboard side my-requests). */
export const requestsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createRequestsService(createRequestsRepository(db));

  app.post(
    "/meal/request",
    {
      preValidation: signedInOnly,
      schema: {
        tags: ["requests"],
        summary: "Ask to join a camp (signed in, with a subscription badge); one open request per camp",
        body: mealRequestBodySchema,
        response: { 201: insertedIdSchema },
      },
    },
    async (request, reply) => {
      actingEmail(request, request.body.email);
      return reply.status(201).send(await service.requestToJoin(requireUser(request), request.body.mealId));
    },
  );
};
