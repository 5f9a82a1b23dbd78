import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Caching } from "../../cache/public-answer.ts";
import type { Db } from "../../db/client.ts";
import type { AuditService } from "../audit/index.ts";
import { adminUpcomingRoutes } from "./admin-routes.ts";
import { publicUpcomingRoutes } from "./public-routes.ts";
import type { OnPublished } from "./published-notice.ts";
import { createUpcomingRepository } from "./repository.ts";
import { createUpcomingService } from "./service.ts";

/** For account deletion (modules/account): a user's upcoming-camp likes taken back with the counters. */
export { unlikeAllUpcomingOf } from "./repository.ts";
export { tellLikersOnPublish } from "./published-notice.ts";

/**
 * Upcoming camps ("upcoming meals" on the wire): the public grid and likes, the admin's add and publish.
 * `onPublished` tells the likers when one is published (published-notice.ts).
 */
export const upcomingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  caching: Caching;
  onPublished?: OnPublished;
  /** Until when a camp published now is for priority-booking members only (issue 20). */
  priorityUntil?: (startsAt: Date | null) => Date | null;
  /** Publishing is recorded in its transaction (issue 23). */
  audit: AuditService;
}> = async (app, { db, caching, onPublished, priorityUntil, audit }) => {
  const service = createUpcomingService(createUpcomingRepository(db, onPublished, priorityUntil), audit);
  await app.register(publicUpcomingRoutes, { service, caching });
  await app.register(adminUpcomingRoutes, { service });
};
