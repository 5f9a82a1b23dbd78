import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI document generated from the route schemas at /api/openapi.json, rendered at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, opts: { baseUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: "MedCamp API", version: "1.0.0", description: "Health camps: browse, join, review and manage." },
      servers: [{ url: opts.baseUrl }],
    },
    transform: jsonSchemaTransform,
  });
  // No CSP of its own: the app-wide one (frame-ancestors 'none', no inline scripts) covers the docs page too.
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
