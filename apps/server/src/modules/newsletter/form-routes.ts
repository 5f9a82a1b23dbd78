import {
  NEWSLETTER_STATUS_PARAM,
  type NewsletterFormStatus,
  newsletterSubscribeSchema,
  PAGE_FORMS,
} from "@medcamp/contract";
import type { FastifyPluginAsync } from "fastify";
import { acceptFormBodies } from "../../lib/form-body.ts";
import type { NewsletterService } from "./service.ts";

/** Home, at its newsletter box, saying how a form post went. */
export const newsletterAnswerPath = (status: NewsletterFormStatus) =>
  `/?${NEWSLETTER_STATUS_PARAM}=${status}#newsletter`;

/**
 * Home's newsletter box posted as plain HTML (ADR 025: before the app is there, or without scripts): the same request
 * as `POST /api/newsletter`, answered with a 303 to Home, which shows the box's answer. An address that is not one
 * comes back as `invalid`, a request the server could not take as `failed`: a person reads a page, not an error.
 */
export const newsletterFormRoutes: FastifyPluginAsync<{ service: NewsletterService }> = async (app, { service }) => {
  acceptFormBodies(app);
  // A page's form, not the JSON API: left out of the API document (docs/api.md describes it).
  app.post(PAGE_FORMS.newsletter, { schema: { hide: true } }, async (request, reply) => {
    const form = newsletterSubscribeSchema.safeParse(request.body);
    let status: NewsletterFormStatus = "invalid";
    if (form.success) {
      try {
        await service.subscribe(form.data.email);
        status = "sent";
      } catch (error) {
        request.log.error({ err: error }, "newsletter form: the subscription could not be taken");
        status = "failed";
      }
    }
    return reply.header("cache-control", "no-store").redirect(newsletterAnswerPath(status), 303);
  });
};
