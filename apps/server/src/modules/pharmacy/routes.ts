import {
  dispenseAnswerSchema,
  dispenseBodySchema,
  idParamsSchema,
  stockReceiptAnswerSchema,
  stockReceiptBodySchema,
  stockReportSchema,
  stockWriteOffAnswerSchema,
  stockWriteOffBodySchema,
  visitParamsSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { PharmacyService } from "./service.ts";

/** The camp's pharmacy (issue 40): stock received, dispenses against signed prescriptions, the stock report. */
export const pharmacyRoutes: FastifyPluginAsyncZod<{ service: PharmacyService }> = async (app, { service }) => {
  const tags = ["clinic"];

  app.post(
    "/meals/:id/stock",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Receive stock of a medicine of the camp's own list (the camp's pharmacists, admins): one batch with its " +
          "expiry, added to that batch; audited. A repeated receiptId answers the first and changes nothing",
        params: idParamsSchema,
        body: stockReceiptBodySchema,
        response: {
          201: stockReceiptAnswerSchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "CAMP_NOT_FOUND", "MEDICINE_NOT_FOUND", "WRITE_ID_REUSED"),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.receive(request.params.id, request.body, requireUser(request));
      return reply.code(201).send(answer);
    },
  );

  app.post(
    "/meals/:id/stock/write-offs",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Write off units of a batch (the camp's pharmacists, admins): damaged, lost, recalled, or a stock count that " +
          "found fewer; never more than the batch holds; audited. A repeated writeOffId answers the first and changes " +
          "nothing",
        params: idParamsSchema,
        body: stockWriteOffBodySchema,
        response: {
          201: stockWriteOffAnswerSchema,
          ...refusals(
            "FORBIDDEN",
            "STATION_ROLE_REQUIRED",
            "STOCK_BATCH_NOT_FOUND",
            "WRITE_OFF_TOO_MANY",
            "WRITE_ID_REUSED",
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.writeOff(request.params.id, request.body, requireUser(request));
      return reply.code(201).send(answer);
    },
  );

  app.post(
    "/visits/:visitId/dispenses",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Dispense against the visit's signed prescription (the camp's pharmacists, admins): earliest expiry first, " +
          "never an expired batch, never below zero. Without `partial` a medicine stock cannot fill refuses the " +
          "dispense (nothing changes); with it what there is is given and the rest recorded as not filled. A " +
          "repeated dispenseId answers the first and changes nothing",
        params: visitParamsSchema,
        body: dispenseBodySchema,
        response: {
          201: dispenseAnswerSchema,
          ...refusals(
            "FORBIDDEN",
            "STATION_ROLE_REQUIRED",
            "VISIT_NOT_FOUND",
            "MEDICINE_NOT_FOUND",
            "PRESCRIPTION_NOT_SIGNED",
            "NOT_PRESCRIBED",
            "STOCK_INSUFFICIENT",
            "WRITE_ID_REUSED",
            "RECORDED_IN_FUTURE",
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.dispense(request.params.visitId, request.body, requireUser(request));
      return reply.code(201).send(answer);
    },
  );

  app.get(
    "/meals/:id/stock-report",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "The camp's stock per medicine of its own list and per batch (admins, the camp's pharmacists and doctors): " +
          "received, dispensed, expired, left, and a low-stock flag (left under 10 % of received, or none left)",
        params: idParamsSchema,
        response: {
          200: stockReportSchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "CAMP_NOT_FOUND"),
        },
      },
    },
    async (request, reply) => {
      reply.headers({ "cache-control": "no-store" });
      return service.report(request.params.id, requireUser(request));
    },
  );
};
