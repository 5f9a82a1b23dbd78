import {
  createPaymentIntentBodySchema,
  createPaymentIntentResponseSchema,
  demoConfirmBodySchema,
  demoConfirmResponseSchema,
  emailParamsSchema,
  insertedIdSchema,
  paymentBodySchema,
  paymentListSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingEmail, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { PaymentsService } from "./service.ts";

export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const tags = ["payments"];

  app.post(
    "/create-payment-intent",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Start paying for a package; the price must be a package price, not the package the user holds",
        body: createPaymentIntentBodySchema,
        response: {
          200: createPaymentIntentResponseSchema,
          ...refusals("UNKNOWN_PACKAGE", "PACKAGE_ALREADY_HELD", "DOWNGRADE_AT_PERIOD_END"),
        },
      },
    },
    (request) => service.createIntent(requireUser(request), request.body.price),
  );

  app.post(
    "/demo-payments/confirm",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Confirm a card with the built-in test-mode processor (demo provider only)",
        body: demoConfirmBodySchema,
        response: {
          200: demoConfirmResponseSchema,
          ...refusals(
            "CARD_NUMBER_INVALID",
            "CARD_EXPIRY_INCOMPLETE",
            "CARD_EXPIRY_PAST",
            "CARD_CVC_INCOMPLETE",
            "CARD_DECLINED",
            "FORBIDDEN",
            "NOT_FOUND",
            "PAYMENT_NOT_FOUND",
            "PACKAGE_ALREADY_HELD",
            "PAYMENT_OUTDATED",
          ),
        },
      },
    },
    (request) => service.confirmDemo(requireUser(request), request.body),
  );

  app.post(
    "/payments",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Record a purchase the provider confirms; sets the badge; idempotent per transaction; never a second " +
          "purchase of the package the user holds",
        body: paymentBodySchema,
        response: {
          200: insertedIdSchema,
          201: insertedIdSchema,
          ...refusals(
            "PAYMENT_FAILED",
            "PACKAGE_MISMATCH",
            "PRICE_MISMATCH",
            "FORBIDDEN",
            "USER_NOT_FOUND",
            "PACKAGE_ALREADY_HELD",
            "PAYMENT_OUTDATED",
          ),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      actingEmail(request, request.body.email);
      const { insertedId, created } = await service.recordFromBrowser(user, request.body);
      return reply.status(created ? 201 : 200).send({ insertedId });
    },
  );

  app.get(
    "/payments/:email",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "A user's payments, newest first (self, or admin)",
        params: emailParamsSchema,
        response: { 200: paymentListSchema, ...refusals("FORBIDDEN", "USER_NOT_FOUND") },
      },
    },
    (request) => service.history(actingEmail(request, request.params.email, true)),
  );
};
