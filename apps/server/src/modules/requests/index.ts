import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { reviewsServiceFor } from "../reviews/index.ts";
import { intakeServiceFor } from "../intake/index.ts";
import { userIdByEmail } from "../users/email-lookup.ts";
import { adminRequestRoutes } from "./admin-routes.ts";
import { camperRequestRoutes } from "./camper-routes.ts";
import { type RequestNotices, SILENT_REQUEST_NOTICES } from "./request-notices.ts";
import { createRequestsRepository } from "./repository.ts";
import { createSeatsRepository } from "./seats-repository.ts";
import { createRequestsService, type RequestsService } from "./service.ts";

/**
 * Join requests ("meal requests" on the wire): the camper's routes and the admin's Serve Camp routes. The camper's
 * own standing with a camp (GET /meals/{id}/mine) adds their review, read through the reviews module's service.
 * `notices` tells campers about their requests in the transaction of each change (issue 19); `batchDb` runs the join
 * batches (`Database.batchDb`: their own connections on PostgreSQL).
 */
export function requestsServiceFor(
  db: Db,
  clock: Clock,
  audit: AuditService,
  notices?: RequestNotices,
  batchDb: Db = db,
): RequestsService {
  const reviews = reviewsServiceFor(db, audit);
  return createRequestsService({
    db,
    batchDb,
    requests: createRequestsRepository(db),
    seats: createSeatsRepository(clock),
    userIdByEmail: (email) => userIdByEmail(db, email),
    ownReview: (campId, userId) => reviews.ownForCamp(campId, userId),
    intake: intakeServiceFor(db, clock, audit),
    audit,
    notices: notices ?? SILENT_REQUEST_NOTICES,
    clock,
  });
}
export type { RequestsService };
export { createRequestNotices, type RequestNotices } from "./request-notices.ts";
/** Other modules' queries over `meal_request` (the participants export) count a waiter's place as Serve Camp does. */
export { waitlistPositionSql } from "./seats-repository.ts";

export const requestsRoutes: FastifyPluginAsyncZod<{ service: RequestsService }> = async (app, { service }) => {
  await app.register(camperRequestRoutes, { service });
  await app.register(adminRequestRoutes, { service });
};
