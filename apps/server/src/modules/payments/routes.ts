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
import { actingEmail, requireUser } from "../../lib/guards.ts";
import type { PaymentsService } from "./service.ts";

export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  const tags = ["payments"];

  app.post(
    "/create-payment-intent",
    {
      schema: {
        tags,
        summary: "Start paying for a package; the price must be a package price",
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentResponseSchema },
      },
    },
    (request) => service.createIntent(requireUser(request), request.body.price),
  );

  app.post(
    "/demo-payments/confirm",
    {
      schema: {
        tags,
        summary: "Confirm a card with the built-in test-mode processor (demo provider only)",
        body: demoConfirmBodySchema,
        response: { 200: demoConfirmResponseSchema },
      },
    },
    (request) => service.confirmDemo(requireUser(request), request.body),
  );

  app.post(
    "/payments",
    {
      schema: {
        tags,
        summary: "Record a purchase the provider confirms; sets the badge; idempotent per transaction",
        body: paymentBodySchema,
        response: { 200: insertedIdSchema, 201: insertedIdSchema },
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
      schema: {
        tags,
        summary: "A user's payments, newest first (self, or admin)",
        params: emailParamsSchema,
        response: { 200: paymentListSchema },
      },
    },
    (request) => service.history(actingEmail(request, request.params.email, true)),
  );
};
