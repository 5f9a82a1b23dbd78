import { auditPageSchema, auditQuerySchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../lib/guards.ts";
import type { AuditService } from "./service.ts";

/** The audit log (issue 23), for admins: read only; no route changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    "/admin/audit",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["audit"],
        summary: "Every admin and staff action, newest first, filtered by actor (user id), action, camp and UTC days",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => service.list(request.query),
  );
};
