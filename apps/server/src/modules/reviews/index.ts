import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { AuditService } from "../audit/index.ts";
import { userIdByEmail } from "../users/email-lookup.ts";
import { adminReviewRoutes } from "./admin-routes.ts";
import { camperReviewRoutes } from "./camper-routes.ts";
import { createReviewsRepository } from "./repository.ts";
import { createReviewsService, type ReviewsService } from "./service.ts";

export type { ReviewsService };

/** The reviews module's service, for its routes and for the camp detail that shows a camp's newest reviews. */
export const reviewsServiceFor = (db: Db, audit: AuditService): ReviewsService =>
  createReviewsService(createReviewsRepository(db), (email) => userIdByEmail(db, email), audit);

export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  await app.register(camperReviewRoutes, { service });
  await app.register(adminReviewRoutes, { service });
};
