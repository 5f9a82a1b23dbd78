import {
  attendanceSchema,
  checkInBodySchema,
  checkInResultSchema,
  idParamsSchema,
  messageSchema,
  rosterSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CheckInsService } from "./service.ts";

/** Check-in (issue 21): admins and the camp's staff. */
export const checkInsRoutes: FastifyPluginAsyncZod<{ service: CheckInsService }> = async (app, { service }) => {
  const tags = ["check-in"];

  app.get(
    "/meals/:id/roster",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "The camp's seat-holders with their ticket codes and check-ins, and the count (admins and the camp's staff)",
        params: idParamsSchema,
        response: { 200: rosterSchema, ...refusals("FORBIDDEN", "CAMP_NOT_FOUND") },
      },
    },
    (request) => service.roster(request.params.id, requireUser(request)),
  );

  app.get(
    "/meals/:id/attendance",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camp's attendance: expected, checked in, and no-shows once it has ended (admins and its staff)",
        params: idParamsSchema,
        response: { 200: attendanceSchema, ...refusals("FORBIDDEN", "CAMP_NOT_FOUND") },
      },
    },
    (request) => service.attendance(request.params.id, requireUser(request)),
  );

  app.post(
    "/check-ins",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Check a ticket in (admins and the camp's staff). Idempotent by clientId and by ticket: a ticket is checked " +
          "in once, at its earliest scan's time within the camp's check-in window; a scan whose check-in was undone " +
          "is refused when sent again",
        body: checkInBodySchema,
        response: {
          200: checkInResultSchema,
          ...refusals(
            "FORBIDDEN",
            "TICKET_NOT_ON_CAMP",
            "TICKET_REVOKED",
            "SCAN_IN_FUTURE",
            "SCAN_TOO_OLD",
            "SCAN_OUTSIDE_CHECK_IN",
            "CHECK_IN_UNDONE",
            "VALIDATION_ERROR",
          ),
        },
      },
    },
    (request) => service.checkIn(request.body, requireUser(request)),
  );

  app.delete(
    "/check-ins/:id",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Undo a mistaken check-in (admins and the camp's staff)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals("CHECK_IN_NOT_FOUND") },
      },
    },
    (request) => service.undo(request.params.id, requireUser(request)),
  );
};
