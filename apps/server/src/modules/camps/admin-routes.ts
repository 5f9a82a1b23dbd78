import { idParamsSchema, insertedIdSchema, mealInputSchema, mealUpdateSchema, messageSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireAdmin } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CampsService } from "./service.ts";

/** Admins add, edit and delete camps. The role is checked before any input is validated (401 / 403). */
export const adminCampRoutes: FastifyPluginAsyncZod<{ service: CampsService }> = async (app, { service }) => {
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
        summary:
          "Update a camp's title, photo, description, price and professionals, and its schedule, place and capacity " +
          "(admin); a capacity below the seats taken is refused",
        params: idParamsSchema,
        body: mealUpdateSchema,
        response: { 200: messageSchema, ...refusals("CAMP_NOT_FOUND", "CAPACITY_BELOW_SEATS") },
      },
    },
    (request) => service.update(request.params.id, request.body, requireAdmin(request)),
  );

  app.delete(
    "/meals/:id",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Delete a camp with its likes, reviews and requests (admin)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    (request) => service.remove(request.params.id, requireAdmin(request)),
  );
};
