import type { AuditService } from "../audit/index.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Caching } from "../../cache/public-answer.ts";
import { createVersionedCache } from "../../cache/versioned-cache.ts";
import type { Db } from "../../db/client.ts";
import type { RequestsService } from "../requests/index.ts";
import type { CampNotices } from "./camp-notices.ts";
import type { ReviewsService } from "../reviews/index.ts";
import { adminCampRoutes } from "./admin-routes.ts";
import { createLikesRepository } from "./likes-repository.ts";
import { publicCampRoutes } from "./public-routes.ts";
import { createCampsRepository } from "./repository.ts";
import { createCampsService } from "./service.ts";

interface CampsOptions {
  db: Db;
  caching: Caching;
  reviews: ReviewsService;
  /** Capacities change with the seats and the waitlist, which the requests module keeps. */
  requests: RequestsService;
  /** Tells campers when a camp they joined moves or is deleted (issue 19). */
  notices?: CampNotices;
  audit: AuditService;
}

export { type CampChange, createCampNotices, type CampNotices } from "./camp-notices.ts";
/** How every message about a camp describes it and finds whom to tell (the requests, upcoming and reminders notices). */
export { campAudience, campLink, campMailProps, campText, mailOf, summaryOf, tellAboutCamp } from "./camp-messages.ts";
export { campForNotices } from "./repository.ts";

/** For account deletion (modules/account): a user's likes taken back with the counters, in the caller's transaction. */
export { unlikeAllOf } from "./likes-repository.ts";

/** Camps ("meals" on the wire) and their likes: the public routes and the admin's add, edit and delete. */
export const campsRoutes: FastifyPluginAsyncZod<CampsOptions> = async (
  app,
  { db, caching, reviews, requests, notices, audit },
) => {
  const service = createCampsService({
    db,
    camps: createCampsRepository(db),
    likes: createLikesRepository(db),
    reviews,
    seats: requests,
    totals: createVersionedCache<number>(caching.feed, ["camps"], 2_000),
    ...(notices ? { notices } : {}),
    audit,
  });
  await app.register(publicCampRoutes, { service, caching });
  await app.register(adminCampRoutes, { service });
};
