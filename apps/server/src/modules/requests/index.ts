import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { reviewsServiceFor } from "../reviews/index.ts";
import { userIdByEmail } from "../users/email-lookup.ts";
import { adminRequestRoutes } from "./admin-routes.ts";
import { camperRequestRoutes } from "./camper-routes.ts";
import { createRequestsRepository } from "./repository.ts";
import { createSeatsRepository } from "./seats-repository.ts";
import { createRequestsService, type RequestsService } from "./service.ts";

/**
 * Join requests ("meal requests" on the wire): the camper's routes and the admin's Serve Camp routes. The camper's
 * own standing with a camp (GET /meals/{id}/mine) adds their review, read through the reviews module's service.
 */
export function requestsServiceFor(db: Db, clock: Clock): RequestsService {
  const reviews = reviewsServiceFor(db);
  return createRequestsService({
    requests: createRequestsRepository(db),
    seats: createSeatsRepository(db),
    userIdByEmail: (email) => userIdByEmail(db, email),
    ownReview: (campId, userId) => reviews.ownForCamp(campId, userId),
    clock,
  });
}
export type { RequestsService };

export const requestsRoutes: FastifyPluginAsyncZod<{ service: RequestsService }> = async (app, { service }) => {
  await app.register(camperRequestRoutes, { service });
  await app.register(adminRequestRoutes, { service });
};
