import {
  mySubscriptionSchema,
  subscriptionChangeBodySchema,
  subscriptionPortalSchema,
  subscriptionQuoteQuerySchema,
  subscriptionQuoteSchema,
  subscriptionSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { SubscriptionsService } from "./service.ts";

/** The signed-in user's own subscription (issue 20): read it, price a change, cancel, resume, downgrade. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ service: SubscriptionsService }> = async (
  app,
  { service },
) => {
  const tags = ["subscriptions"];

  app.get(
    "/subscription",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The session user's package: its period, renewal and any scheduled change (null when none)",
        response: { 200: mySubscriptionSchema },
      },
    },
    async (request) => ({ subscription: await service.current(requireUser(request).id) }),
  );

  app.get(
    "/subscription/quote",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "What choosing a package means now: buy, renew, upgrade (the difference for the days left), downgrade or held",
        querystring: subscriptionQuoteQuerySchema,
        response: { 200: subscriptionQuoteSchema },
      },
    },
    (request) => service.quote(requireUser(request).id, request.query.package),
  );

  app.post(
    "/subscription/cancel",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Turn renewal off: the package stays until the period's end, then ends",
        response: { 200: subscriptionSchema, ...refusals("NO_SUBSCRIPTION") },
      },
    },
    (request) => service.cancel(requireUser(request).id),
  );

  app.post(
    "/subscription/resume",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Turn renewal back on before the period ends",
        response: { 200: subscriptionSchema, ...refusals("NO_SUBSCRIPTION", "NO_CARD_ON_FILE") },
      },
    },
    (request) => service.resume(requireUser(request).id),
  );

  app.post(
    "/subscription/portal",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Stripe Billing only: a link to Stripe's customer portal (card, invoices) for the session user",
        response: { 200: subscriptionPortalSchema, ...refusals("NO_SUBSCRIPTION") },
      },
    },
    (request) => service.portal(requireUser(request).id),
  );

  app.post(
    "/subscription/change",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Choose a lower package for the next period, or the current one to keep it; a higher one is paid now",
        body: subscriptionChangeBodySchema,
        response: {
          200: subscriptionSchema,
          ...refusals("NO_SUBSCRIPTION", "UPGRADE_NEEDS_PAYMENT", "NO_CARD_ON_FILE"),
        },
      },
    },
    (request) => service.change(requireUser(request).id, request.body.package),
  );
};
