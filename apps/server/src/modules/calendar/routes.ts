import { calendarFeedSchema, calendarTokenParamsSchema, idParamsSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NO_STORE } from "../../cache/http-cache.ts";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refuse } from "../../lib/http-errors.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { CalendarService } from "./service.ts";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** A text/calendar answer, as the API document lists it. */
const calendarAnswer = (description: string) => ({
  description,
  content: { "text/calendar": { schema: z.string().describe("An iCalendar (RFC 5545) VCALENDAR") } },
});

/** A camp's .ics file for everyone; a signed-in user's personal feed URL; the feed itself, read with its token. */
export const calendarHttpRoutes: FastifyPluginAsyncZod<{ service: CalendarService }> = async (app, { service }) => {
  const tags = ["calendar"];

  app.get(
    "/meals/:id/calendar.ics",
    {
      schema: {
        tags,
        summary: "A camp as an iCalendar file with one event (a camp without dates has none: 409 CAMP_UNDATED)",
        params: idParamsSchema,
        response: {
          200: calendarAnswer("The camp's event: UID, start and end (UTC), title, place, link, description"),
          ...refusals("CAMP_NOT_FOUND", "CAMP_UNDATED"),
        },
      },
    },
    async (request, reply) => {
      const { fileName, text } = await service.campFile(request.params.id);
      return reply
        .type(CALENDAR_TYPE)
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-cache")
        .send(text);
    },
  );

  app.get(
    "/me/calendar",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The signed-in user's personal calendar feed URL (made on the first ask); subscribe to it",
        response: { 200: calendarFeedSchema },
      },
    },
    (request) => service.feed(requireUser(request).id),
  );

  app.post(
    "/me/calendar/rotate",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Replace the personal feed URL with a new one; the old one answers 404 from now on",
        response: { 200: calendarFeedSchema },
      },
    },
    (request) => service.rotate(requireUser(request).id),
  );

  app.get(
    "/calendar/:token.ics",
    {
      // The token is the credential: a malformed one is as unknown as a wrong one (404, never a 400 that says why).
      attachValidation: true,
      schema: {
        tags,
        summary:
          "A personal feed, no session needed (the URL's token is the credential): the dated camps its owner " +
          "holds a seat at, soonest first, at most 500",
        params: calendarTokenParamsSchema,
        response: {
          200: calendarAnswer("The owner's camps: CONFIRMED when served, TENTATIVE while pending"),
          ...refusals("CALENDAR_NOT_FOUND"),
        },
      },
    },
    async (request, reply) => {
      // Whoever reads it holds a credential: no cache keeps the answer, not even a refusal.
      reply.header("cache-control", NO_STORE);
      if (request.validationError) throw refuse("CALENDAR_NOT_FOUND");
      return reply.type(CALENDAR_TYPE).send(await service.feedText(request.params.token));
    },
  );
};
