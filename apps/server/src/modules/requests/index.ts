import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { reviewsServiceFor } from "../reviews/index.ts";
import { userIdByEmail } from "../users/email-lookup.ts";
import { adminRequestRoutes } from "./admin-routes.ts";
import { camperRequestRoutes } from "./camper-routes.ts";
import { createRequestsRepository } from "./repository.ts";
import { createRequestsService } from "./service.ts";

/**
 * Join requests ("meal requests" on the wire): the camper's routes and the admin's Serve Camp routes. The camper's
 * own standing with a camp (GET /meals/{id}/mine) adds their review, read through the reviews module's service.
 */
export const requestsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reviews = reviewsServiceFor(db);
  const service = createRequestsService(
    createRequestsRepository(db),
    (email) => userIdByEmail(db, email),
    (campId, userId) => reviews.ownForCamp(campId, userId),
  );
  await app.register(camperRequestRoutes, { service });
  await app.register(adminRequestRoutes, { service });
};
