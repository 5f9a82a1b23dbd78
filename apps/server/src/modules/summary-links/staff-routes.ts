import { phoneCodeBodySchema, summaryLinkSendSchema, visitParamsSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { SummaryLinksService } from "./service.ts";

/** The camp's staff text a signed visit's summary link to its person (issue 40 item 4). */
export const summaryLinkStaffRoutes: FastifyPluginAsyncZod<{ service: SummaryLinksService }> = async (
  app,
  { service },
) => {
  const tags = ["summary links"];
  const visitRefusals = ["FORBIDDEN", "STATION_ROLE_REQUIRED", "VISIT_NOT_FOUND", "VISIT_NOT_SIGNED"] as const;

  app.post(
    "/visits/:visitId/summary-link",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Text the visit's summary link to its person (the camp's station staff, who work the exit, and admins; the " +
          "visit signed): at once to a number the person proved theirs (`sent`; again within a minute sends nothing " +
          "more), else a one-time code to the number first (`verify`), which the person tells the staff",
        params: visitParamsSchema,
        response: {
          200: summaryLinkSendSchema,
          ...refusals(
            ...visitRefusals,
            "PERSON_NO_PHONE",
            "PHONE_OPTED_OUT",
            "PHONE_CODE_TOO_SOON",
            "PHONE_CODES_EXHAUSTED",
          ),
        },
      },
    },
    (request) => service.send(request.params.visitId, requireUser(request)),
  );

  app.post(
    "/visits/:visitId/summary-link/verify",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "The code the person read from their phone: the number is theirs, and the link is texted (`sent`); a wrong " +
          "code spends one of its tries",
        params: visitParamsSchema,
        body: phoneCodeBodySchema,
        response: {
          200: summaryLinkSendSchema,
          ...refusals(
            ...visitRefusals,
            "PERSON_NO_PHONE",
            "PHONE_CODE_NONE",
            "PHONE_CODE_WRONG",
            "PHONE_CODE_EXPIRED",
            "PHONE_OPTED_OUT",
          ),
        },
      },
    },
    (request) => service.verify(request.params.visitId, request.body.code, requireUser(request)),
  );
};
