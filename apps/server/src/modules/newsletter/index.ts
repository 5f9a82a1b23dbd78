import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { newsletterFormRoutes } from "./form-routes.ts";
import { newsletterHttpRoutes, unsubscribeRoutes } from "./routes.ts";
import { createNewsletterService } from "./service.ts";

export { ownSubscription } from "./repository.ts";
export { hashToken, newsletterUnsubscribe, type NewsletterService } from "./service.ts";

interface NewsletterOptions {
  db: Db;
  baseUrl: string;
  /** Signs and checks unsubscribe links (the auth secret). */
  secret: string;
  clock: Clock;
  audit: AuditService;
}

/** The newsletter (double opt-in) and the one-click unsubscribe of every optional message (issue 19). */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterOptions> = async (app, options) => {
  const service = createNewsletterService(options);
  await app.register(newsletterHttpRoutes, { service });
  await app.register(unsubscribeRoutes, { service });
};

/** Home's newsletter box as a plain HTML form (`POST /newsletter`, ADR 025), registered at the site's root. */
export const newsletterPageForm: FastifyPluginAsyncZod<NewsletterOptions> = async (app, options) => {
  await app.register(newsletterFormRoutes, { service: createNewsletterService(options) });
};
