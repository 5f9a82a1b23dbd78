import {
  phoneCodeBodySchema,
  summaryLinkStateSchema,
  summaryLinkTokenParamsSchema,
  visitSummarySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { refusals } from "../../lib/refusal-responses.ts";
import type { SummaryLinksService } from "./service.ts";

/**
 * What the link's page asks (no account: the signed token and the code texted to the person's number are the
 * credential): whether it still opens, a code, and the summary for the right code.
 */
export const summaryLinkPageRoutes: FastifyPluginAsyncZod<{ service: SummaryLinksService }> = async (
  app,
  { service },
) => {
  const tags = ["summary links"];
  const tokenRefusals = ["SUMMARY_LINK_INVALID", "SUMMARY_LINK_EXPIRED"] as const;

  app.get(
    "/summary-links/:token",
    {
      schema: {
        tags,
        summary:
          "A summary link as its page needs it (no account): until when it opens and whether a code to open it waits; " +
          "nothing about the person. Altered: 400; past its expiry, or its visit's clinical data deleted: 410",
        params: summaryLinkTokenParamsSchema,
        response: { 200: summaryLinkStateSchema, ...refusals(...tokenRefusals) },
      },
    },
    (request) => service.state(request.params.token),
  );

  app.post(
    "/summary-links/:token/code",
    {
      schema: {
        tags,
        summary:
          "Text a fresh six-digit code to the number the link was sent to (no account): one a minute, five an hour " +
          "per link; it opens the summary for 10 minutes and 5 tries",
        params: summaryLinkTokenParamsSchema,
        response: {
          200: summaryLinkStateSchema,
          ...refusals(...tokenRefusals, "PHONE_OPTED_OUT", "PHONE_CODE_TOO_SOON", "PHONE_CODES_EXHAUSTED"),
        },
      },
    },
    (request) => service.sendCode(request.params.token),
  );

  app.post(
    "/summary-links/:token/open",
    {
      schema: {
        tags,
        summary:
          "The signed summary of the link's visit, in the person's language, for the code texted to their phone (no " +
          "account; the code is used up). The read is in the person's access log as the summary link's",
        params: summaryLinkTokenParamsSchema,
        body: phoneCodeBodySchema,
        response: {
          200: visitSummarySchema,
          ...refusals(
            ...tokenRefusals,
            "PHONE_CODE_NONE",
            "PHONE_CODE_WRONG",
            "PHONE_CODE_EXPIRED",
            "VISIT_NOT_SIGNED",
          ),
        },
      },
    },
    (request) => service.open(request.params.token, request.body.code),
  );
};
