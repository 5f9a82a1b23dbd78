import {
  adminMealRequestListSchema,
  adminMealRequestQuerySchema,
  BULK_REQUESTS_MAX,
  bulkServeAnswerSchema,
  bulkServeBodySchema,
  mealRequestIdParamsSchema,
  messageSchema,
  serveRequestBodySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireUser } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { RequestsService } from "./service.ts";

/**
 * Serve Camp: admins list join requests (search by user name / e-mail), mark them delivered or decline them (with a
 * reason its camper sees), one at a time or several at once (issue 23).
 */
export const adminRequestRoutes: FastifyPluginAsyncZod<{ service: RequestsService }> = async (app, { service }) => {
  const tags = ["admin: requests"];

  app.get(
    "/meal-requests",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Join requests, newest first, searchable by user name and e-mail, filtered by status or camp (admin)",
        querystring: adminMealRequestQuerySchema,
        response: { 200: adminMealRequestListSchema },
      },
    },
    (request) => service.search(request.query),
  );

  app.patch(
    "/meal-requests/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "Mark a join request delivered, or decline it with an optional reason its camper is shown (its seat goes " +
          "to the next waiter) (admin)",
        params: mealRequestIdParamsSchema,
        body: serveRequestBodySchema,
        response: {
          200: messageSchema,
          ...refusals("REQUEST_NOT_FOUND", "REQUEST_WAITLISTED", "REQUEST_DECLINED"),
        },
      },
    },
    (request) =>
      service.serve(request.params.id, request.body.status, requireUser(request), request.body.reason || undefined),
  );

  app.post(
    "/meal-requests/bulk",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          `Book or decline up to ${BULK_REQUESTS_MAX} join requests at once: each applied once, in its own transaction, in id order; ` +
          "answers each request's outcome (changed, unchanged, or refused with the code the PATCH would give) (admin)",
        body: bulkServeBodySchema,
        response: { 200: bulkServeAnswerSchema },
      },
    },
    (request) => service.bulk({ ...request.body, reason: request.body.reason || undefined }, requireUser(request)),
  );

  app.delete(
    "/meal-requests/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Delete a join request (its seat goes to the next waiter) (admin)",
        params: mealRequestIdParamsSchema,
        response: { 200: messageSchema, ...refusals("REQUEST_NOT_FOUND") },
      },
    },
    (request) => service.remove(request.params.id, requireUser(request)),
  );
};
