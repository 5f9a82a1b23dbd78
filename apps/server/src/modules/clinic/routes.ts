import {
  accessLogSchema,
  addendumBodySchema,
  callNextBodySchema,
  idParamsSchema,
  moveVisitBodySchema,
  myVisitsSchema,
  peopleByPhoneQuerySchema,
  peopleSchema,
  personParamsSchema,
  queueQuerySchema,
  queueSchema,
  registerVisitAnswerSchema,
  registerVisitBodySchema,
  sectionWriteAnswerSchema,
  sectionWriteBodySchema,
  signAnswerSchema,
  summaryQuerySchema,
  visitSummarySchema,
  visitCalledSchema,
  visitMovedSchema,
  visitParamsSchema,
  visitSchema,
  visitStationParamsSchema,
  writeAppliedSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { ClinicService } from "./service.ts";

/** The camp clinic (issue 39): the camp's station staff by role, admins, and each person for their own record. */
export const clinicRoutes: FastifyPluginAsyncZod<{ service: ClinicService }> = async (app, { service }) => {
  const tags = ["clinic"];
  const noStore = { "cache-control": "no-store" };

  app.post(
    "/meals/:id/visits",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Register a visit (the camp's desk, admins): a walk-in, a known person or a camper's seat; a repeated " +
          "visitId answers the first registration. Answers the day's token and the possible duplicates found",
        params: idParamsSchema,
        body: registerVisitBodySchema,
        response: {
          201: registerVisitAnswerSchema,
          ...refusals(
            "FORBIDDEN",
            "STATION_ROLE_REQUIRED",
            "CONSENT_REQUIRED",
            "PHONE_INVALID",
            "CAMP_NOT_FOUND",
            "PERSON_NOT_FOUND",
            "REQUEST_NOT_ON_CAMP",
            "WRITE_ID_REUSED",
          ),
        },
      },
    },
    async (request, reply) => {
      const answer = await service.register(request.params.id, request.body, requireUser(request));
      return reply.code(201).send(answer);
    },
  );

  app.get(
    "/meals/:id/people",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The people one phone holds (a family), for the desk to find a returning person",
        params: idParamsSchema,
        querystring: peopleByPhoneQuerySchema,
        response: { 200: peopleSchema, ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "PHONE_INVALID") },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { phone, phoneCountry } = request.query;
      return service.peopleByPhone(request.params.id, phone, phoneCountry, requireUser(request));
    },
  );

  app.get(
    "/meals/:id/queue",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "A station's queue: the visits waiting or called there, in arrival order (the camp's station staff). With " +
          "`known` (an answer's version) it waits up to 25 s for the queue to change on any instance (a long poll)",
        params: idParamsSchema,
        querystring: queueQuerySchema,
        response: { 200: queueSchema, ...refusals("FORBIDDEN") },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { station, known } = request.query;
      if (known === undefined) return service.queue(request.params.id, station, requireUser(request));
      // The response closes when the device goes away (an IncomingMessage closes as soon as its request is read).
      const closed = new Promise<void>((resolve) => reply.raw.once("close", () => resolve()));
      return service.queue(request.params.id, station, requireUser(request), { known, closed });
    },
  );

  app.post(
    "/meals/:id/queue/next",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Call the first waiting visit at a station; two devices calling at once call two different people",
        params: idParamsSchema,
        body: callNextBodySchema,
        response: { 200: visitCalledSchema, ...refusals("FORBIDDEN", "QUEUE_EMPTY") },
      },
    },
    (request) => service.callNext(request.params.id, request.body.station, requireUser(request)),
  );

  app.post(
    "/visits/:visitId/move",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Send a visit on from the station it is at: to the next station (done there), back to an earlier one, or on " +
          "past one (skipped); from the last station it exits",
        params: visitParamsSchema,
        body: moveVisitBodySchema,
        response: {
          200: visitMovedSchema,
          ...refusals("FORBIDDEN", "VISIT_NOT_FOUND", "VISIT_MOVED", "STATION_NOT_AT_CAMP"),
        },
      },
    },
    (request) => service.move(request.params.visitId, request.body, requireUser(request)),
  );

  app.put(
    "/visits/:visitId/sections/:station",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Write a station's section (that station's roles only), with a device-made writeId: a repeat answers like " +
          "the first and changes nothing. A signed consultation takes addenda only",
        params: visitStationParamsSchema,
        body: sectionWriteBodySchema,
        response: {
          200: sectionWriteAnswerSchema,
          ...refusals(
            "FORBIDDEN",
            "STATION_ROLE_REQUIRED",
            "VISIT_NOT_FOUND",
            "VISIT_SIGNED",
            "WRITE_ID_REUSED",
            "RECORDED_IN_FUTURE",
          ),
        },
      },
    },
    (request) =>
      service.writeSection(request.params.visitId, request.params.station, request.body, requireUser(request)),
  );

  app.post(
    "/visits/:visitId/sign",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Sign the visit's consultation (the camp's doctors): it never changes again",
        params: visitParamsSchema,
        response: {
          200: signAnswerSchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "VISIT_NOT_FOUND", "VISIT_SIGNED", "NOTHING_TO_SIGN"),
        },
      },
    },
    (request) => service.sign(request.params.visitId, requireUser(request)),
  );

  app.post(
    "/visits/:visitId/addenda",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Add a correction to a signed consultation (the camp's doctors), with its author and time",
        params: visitParamsSchema,
        body: addendumBodySchema,
        response: {
          200: writeAppliedSchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "VISIT_NOT_FOUND", "VISIT_NOT_SIGNED"),
        },
      },
    },
    (request) => service.addendum(request.params.visitId, request.body, requireUser(request)),
  );

  app.get(
    "/visits/:visitId",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "A visit as the reader's role may see it (desk: identity and steps; nurse: vitals and screening; doctor and " +
          "admin: all; pharmacist: prescriptions; the person: their own, the consultation once signed). Every read is " +
          "in the person's access log",
        params: visitParamsSchema,
        response: { 200: visitSchema, ...refusals("FORBIDDEN", "VISIT_NOT_FOUND") },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.visit(request.params.visitId, requireUser(request));
    },
  );

  app.get(
    "/visits/:visitId/summary",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "A signed visit's summary for the person, in their language or `locale` (the camp's doctors, admins, the " +
          "person); nothing is a summary before the signature. Logged like every read",
        params: visitParamsSchema,
        querystring: summaryQuerySchema,
        response: {
          200: visitSummarySchema,
          ...refusals("FORBIDDEN", "STATION_ROLE_REQUIRED", "VISIT_NOT_FOUND", "VISIT_NOT_SIGNED"),
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.summary(request.params.visitId, requireUser(request), request.query.locale);
    },
  );

  app.get(
    "/people/:personId/access-log",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Who read a person's clinical record, newest first (admins, and the person)",
        params: personParamsSchema,
        response: { 200: accessLogSchema, ...refusals("FORBIDDEN", "PERSON_NOT_FOUND") },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.accessLog(request.params.personId, requireUser(request));
    },
  );

  app.get(
    "/me/visits",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The signed-in person's own visits, newest first, each with when it was signed (null: not yet)",
        response: { 200: myVisitsSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.myVisits(requireUser(request));
    },
  );

  app.get(
    "/me/access-log",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Who read the signed-in person's clinical record, newest first (none when no camp has seen them): their " +
          "own record's access log without knowing its person's id",
        response: { 200: accessLogSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.myAccessLog(requireUser(request));
    },
  );
};
