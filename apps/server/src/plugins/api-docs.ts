import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { nameSchemasForApiDocument } from "@medcamp/contract";
import type { FastifyInstance } from "fastify";
import { finishDocument } from "./api-docs/document.ts";
import { describeOperation } from "./api-docs/operation.ts";

/** better-auth's session cookie (with the `__Secure-` prefix on an https origin). */
const SESSION_COOKIE = "better-auth.session_token";

/**
 * OpenAPI 3.1 document generated from the route schemas at /api/openapi.json, rendered at /api/docs. Each operation
 * gets an operationId, its security (the session cookie, or none for public routes), every error answer it can
 * give (its own refusals and the shared ones) and, for cached answers, the 304 and its headers. Schemas that carry
 * an id in the contract (Camp, Error, …) are shared under components.schemas.
 */
export async function registerApiDocs(app: FastifyInstance, opts: { baseUrl: string }): Promise<void> {
  nameSchemasForApiDocument();
  const https = opts.baseUrl.startsWith("https://");
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "MedCamp API",
        version: "1.0.0",
        description:
          "Health camps: browse, join, review and manage. Every refusal answers `{message, code}` with a stable " +
          "`code` (see the Error schema); signed-in calls carry the session cookie set by /api/auth/sign-in/email.",
        license: { name: "Proprietary", identifier: "LicenseRef-MedCamp" },
      },
      servers: [{ url: opts.baseUrl }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: https ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE,
            description: "The session cookie better-auth sets on sign-in (httpOnly).",
          },
        },
      },
    },
    transform: describeOperation,
    transformObject: finishDocument,
  });
  // No CSP of its own: the app-wide one (frame-ancestors 'none', no inline scripts) covers the docs page too.
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
