import { ticketParamsSchema, ticketSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { TicketsService } from "./service.ts";

export const ticketsRoutes: FastifyPluginAsyncZod<{ service: TicketsService }> = async (app, { service }) => {
  app.get(
    "/tickets/:requestId",
    {
      preValidation: signedInOnly,
      schema: {
        tags: ["tickets"],
        summary:
          "A seat-holding join request's ticket (issued on first ask): its code and whether it still works. Its " +
          "camper's, or any of their camps' for admins and staff",
        params: ticketParamsSchema,
        response: { 200: ticketSchema, ...refusals("REQUEST_NOT_FOUND", "TICKET_NOT_ISSUED") },
      },
    },
    (request) => service.ticket(request.params.requestId, requireUser(request)),
  );
};
