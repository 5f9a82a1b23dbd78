import { outboxPageSchema, outboxQuerySchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireAdmin } from "../../lib/guards.ts";
import type { MailService } from "./service.ts";

/** The outbox: admins read every e-mail the product wrote and what became of it (issue 19). */
export const adminMailRoutes: FastifyPluginAsyncZod<{ service: MailService }> = async (app, { service }) => {
  app.get(
    "/admin/outbox",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["admin: mail"],
        summary:
          "Every e-mail, newest first: recipient, subject, text and HTML, state, attempts and last error; and every text message (`texts`) with its segments and state (admin)",
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema },
      },
    },
    (request) => service.outbox(request.query.page, request.query.limit, requireAdmin(request)),
  );
};
