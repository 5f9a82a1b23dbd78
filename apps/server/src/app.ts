import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { appConfigRoutes } from "./modules/app-config/routes.ts";
import { campAdminRoutes } from "./modules/camp-admin/routes.ts";
import { campsRoutes } from "./modules/camps/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { myRequestsRoutes } from "./modules/my-requests/routes.ts";
import { myReviewsRoutes } from "./modules/my-reviews/routes.ts";
import { registerPayments } from "./modules/payments/index.ts";
import { requestAdminRoutes } from "./modules/request-admin/routes.ts";
import { requestsRoutes } from "./modules/requests/routes.ts";
import { upcomingRoutes } from "./modules/upcoming/routes.ts";
import { usersRoutes } from "./modules/users/routes.ts";
import { registerApiDocs } from "./plugins/api-docs.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface AppDeps {
  database: Database;
}

/** Builds the whole server (plugins, then feature modules) without listening. Tests build it too. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    genReqId: () => crypto.randomUUID(),
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();
  // One JSON line per request (DESIGN §2), with its request id.
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await registerSecurityHeaders(app, { https: config.baseUrl.startsWith("https://") });
  await registerApiDocs(app, { baseUrl: config.baseUrl });
  const auth = createAuth(config, deps.database.db, resolveAuthSecret(config), app.log);
  await registerAuth(app, auth);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(appConfigRoutes, { config });
      await api.register(campsRoutes, { db: deps.database.db });
      await api.register(requestsRoutes, { db: deps.database.db });
      await api.register(upcomingRoutes, { db: deps.database.db });
      await api.register(usersRoutes, { db: deps.database.db });
      await registerPayments(api, config, deps.database.db);
      await api.register(campAdminRoutes, { db: deps.database.db });
      await api.register(requestAdminRoutes, { db: deps.database.db });
      await api.register(myRequestsRoutes, { db: deps.database.db });
      await api.register(myReviewsRoutes, { db: deps.database.db });
    },
    { prefix: "/api" },
  );

  await registerWebApp(app, { distDir: config.webDistDir });
  return app;
}
