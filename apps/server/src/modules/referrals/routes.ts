import {
  facilitiesAnswerSchema,
  facilitiesSchema,
  idParamsSchema,
  referralBodySchema,
  referralCallAnswerSchema,
  referralCallBodySchema,
  referralConfirmBodySchema,
  referralConfirmedSchema,
  referralConfirmViewSchema,
  referralFiguresSchema,
  referralIssuedSchema,
  referralListQuerySchema,
  referralListSchema,
  referralParamsSchema,
  referralSlipAnswerSchema,
  referralTokenParamsSchema,
  visitParamsSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { ReferralsService } from "./service.ts";

/**
 * Referrals (issue 40): the camp's facilities, issuing a referral, its slip, the facility's confirmation link (no
 * account: the signed token is the credential) and the coordinator's list, calls and figures.
 */
export const referralsRoutes: FastifyPluginAsyncZod<{ service: ReferralsService }> = async (app, { service }) => {
  const tags = ["referrals"];
  const noStore = { "cache-control": "no-store" };
  // Every answer here is personal or clinical (the token routes' too: the URL is the credential), refusals included.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const tokenRefusals = ["REFERRAL_TOKEN_INVALID", "REFERRAL_TOKEN_EXPIRED"] as const;

  app.get(
    "/meals/:id/facilities",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camp's partner facilities referrals go to (its station staff and admins)",
        params: idParamsSchema,
        response: { 200: facilitiesAnswerSchema, ...refusals("FORBIDDEN") },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.facilities(request.params.id, requireUser(request));
    },
  );

  app.put(
    "/meals/:id/facilities",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "Replace the camp's partner facilities (admin, audited): name, address, phone, departments; a kept facility " +
          "(same name) keeps its id; issued referrals keep the facility as their slip printed it",
        params: idParamsSchema,
        body: facilitiesSchema,
        response: { 200: facilitiesAnswerSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    (request) => service.replaceFacilities(request.params.id, request.body.facilities, requireUser(request)),
  );

  app.post(
    "/visits/:visitId/referrals",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Issue a referral at a visit (the camp's doctors, admins), with a device-made referralId: a repeat answers " +
          "the first. Refused with REFERRAL_INCOMPLETE naming every missing essential item (the person's name, sex, " +
          "age and phone; the reason; the consultation's findings or a diagnosis; the vitals; the facility and " +
          "department; the referring clinician; the date to go by). Its free text is sealed at rest",
        params: visitParamsSchema,
        body: referralBodySchema,
        response: {
          201: referralIssuedSchema,
          ...refusals(
            "FORBIDDEN",
            "STATION_ROLE_REQUIRED",
            "VISIT_NOT_FOUND",
            "REFERRAL_INCOMPLETE",
            "FACILITY_NOT_FOUND",
            "DEPARTMENT_NOT_LISTED",
            "DUE_BEFORE_ISSUED",
            "WRITE_ID_REUSED",
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.issue(request.params.visitId, request.body, requireUser(request));
      return reply.code(201).send(answer);
    },
  );

  app.get(
    "/referrals/:id/slip",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "What the referral's A5 slip shows, in the person's language, with the confirmation link its QR code " +
          "carries (the camp's doctors, admins, the person). Logged in the person's access log like every read",
        params: referralParamsSchema,
        response: {
          200: referralSlipAnswerSchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "REFERRAL_NOT_FOUND"),
        },
      },
    },
    (request) => service.slip(request.params.id, requireUser(request)),
  );

  app.get(
    "/referrals/confirm/:token",
    {
      schema: {
        tags,
        summary:
          "The receiving facility's view of a referral, without an account: exactly what the slip shows, and whether " +
          "it was confirmed. An altered or expired link is refused and tells nothing. Logged in the person's access log",
        params: referralTokenParamsSchema,
        response: { 200: referralConfirmViewSchema, ...refusals(...tokenRefusals) },
      },
    },
    (request) => service.confirmView(request.params.token),
  );

  app.post(
    "/referrals/confirm/:token",
    {
      schema: {
        tags,
        summary:
          "The receiving facility confirms the person's arrival, without an account: the date and the outcome (seen, " +
          "admitted, treated, referred on), a note. Recorded once: the same confirmation again answers like the first " +
          "(applied false), another is refused (REFERRAL_ALREADY_CONFIRMED)",
        params: referralTokenParamsSchema,
        body: referralConfirmBodySchema,
        response: {
          200: referralConfirmedSchema,
          ...refusals(...tokenRefusals, "REFERRAL_ALREADY_CONFIRMED", "ARRIVED_BEFORE_ISSUED", "ARRIVED_IN_FUTURE"),
        },
      },
    },
    (request) => service.confirm(request.params.token, request.body),
  );

  app.get(
    "/meals/:id/referrals",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "The coordinator's list of the camp's referrals (admins, the camp's doctors and desk): overdue first, then " +
          "issued, lost to follow-up and completed; `status` keeps one of them, `code` the referral with the short " +
          "code on its slip and texts (3F2A-9C1B); a page at a time. Every person shown is logged in their access log",
        params: idParamsSchema,
        querystring: referralListQuerySchema,
        response: { 200: referralListSchema, ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "CAMP_NOT_FOUND") },
      },
    },
    (request) => service.list(request.params.id, request.query, requireUser(request)),
  );

  app.post(
    "/referrals/:id/calls",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Record a follow-up call (admins, the camp's doctors and desk): reached, not reached, will go, declined " +
          "(a declined last call makes the referral lost to follow-up); a repeated callId records it once. Answers " +
          "the referral as the list shows it, logged like the list",
        params: referralParamsSchema,
        body: referralCallBodySchema,
        response: {
          200: referralCallAnswerSchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "REFERRAL_NOT_FOUND", "WRITE_ID_REUSED"),
        },
      },
    },
    (request) => service.call(request.params.id, request.body, requireUser(request)),
  );

  app.get(
    "/meals/:id/referral-figures",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "The camp's referral figures (admins, the camp's doctors and desk): issued, completed, completed within 30 " +
          "days of issue, median days from issue to arrival, overdue, lost to follow-up",
        params: idParamsSchema,
        response: { 200: referralFiguresSchema, ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "CAMP_NOT_FOUND") },
      },
    },
    (request) => service.figures(request.params.id, requireUser(request)),
  );
};
