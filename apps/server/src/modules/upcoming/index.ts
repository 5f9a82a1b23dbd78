import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Caching } from "../../cache/public-answer.ts";
import type { Db } from "../../db/client.ts";
import { adminUpcomingRoutes } from "./admin-routes.ts";
import { publicUpcomingRoutes } from "./public-routes.ts";
import { createUpcomingRepository } from "./repository.ts";
import { createUpcomingService } from "./service.ts";

/** Upcoming camps ("upcoming meals" on the wire): the public grid and likes, the admin's add and publish. */
export const upcomingRoutes: FastifyPluginAsyncZod<{ db: Db; caching: Caching }> = async (app, { db, caching }) => {
  const service = createUpcomingService(createUpcomingRepository(db));
  await app.register(publicUpcomingRoutes, { service, caching });
  await app.register(adminUpcomingRoutes, { service });
};
