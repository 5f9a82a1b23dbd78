import {
  cancelRequestBodySchema,
  idParamsSchema,
  joinRequestAnswerSchema,
  mealRequestBodySchema,
  messageSchema,
  myCampStateSchema,
  userMealRequestListSchema,
  userMealRequestQuerySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { RequestsService } from "./service.ts";

/** A camper's side of join requests: ask to join, see their standing with a camp, list their own, cancel a pending one. */
export const camperRequestRoutes: FastifyPluginAsyncZod<{ service: RequestsService }> = async (app, { service }) => {
  const tags = ["requests"];

  app.post(
    "/meal/request",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Ask to join a camp (signed in, with a subscription badge); one active request per camp. Takes a seat when " +
          "one is free (status pending), else a place on the waitlist (status waitlisted, with its position)",
        body: mealRequestBodySchema,
        response: {
          201: joinRequestAnswerSchema,
          ...refusals(
            "SUBSCRIPTION_REQUIRED",
            "FORBIDDEN",
            "CAMP_NOT_FOUND",
            "CAMP_ENDED",
            "ALREADY_REQUESTED",
            "INTAKE_UNKNOWN_QUESTION",
            "INTAKE_ANSWER_REQUIRED",
            "INTAKE_ANSWER_INVALID",
            "INTAKE_CONSENT_REQUIRED",
          ),
        },
      },
    },
    async (request, reply) => {
      actingEmail(request, request.body.email);
      return reply
        .status(201)
        .send(await service.requestToJoin(requireUser(request), request.body.mealId, request.body.answers));
    },
  );

  app.get(
    "/meals/:id/mine",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The signed-in user's own standing with a camp: their newest join request and their review",
        params: idParamsSchema,
        response: { 200: myCampStateSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    (request) => service.mine(request.params.id, requireUser(request).id),
  );

  app.get(
    "/meal-requests-user",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The user's join requests, newest first (self, or admin)",
        querystring: userMealRequestQuerySchema,
        response: { 200: userMealRequestListSchema, ...refusals("FORBIDDEN", "USER_NOT_FOUND") },
      },
    },
    (request) =>
      service.listForCamper(actingEmail(request, request.query.email, true), request.query.page, request.query.limit),
  );

  app.delete(
    "/meal-requests-user",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Cancel one of the user's own join requests that is not delivered (a freed seat goes to the next waiter)",
        body: cancelRequestBodySchema,
        response: { 200: messageSchema, ...refusals("REQUEST_NOT_FOUND", "REQUEST_NOT_CANCELLABLE") },
      },
    },
    (request) => service.cancel(requireUser(request).id, request.body.id),
  );
};
