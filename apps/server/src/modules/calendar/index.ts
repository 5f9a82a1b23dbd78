import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { createCalendarRepository } from "./repository.ts";
import { calendarHttpRoutes } from "./routes.ts";
import { createCalendarService } from "./service.ts";

interface CalendarOptions {
  db: Db;
  /** Where the app is served: the feed URLs and each event's link start with it. */
  baseUrl: string;
  clock: Clock;
}

/** Calendars (iCalendar, issue 18): a camp's .ics file and each user's personal feed at a secret URL. */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarOptions> = async (app, { db, baseUrl, clock }) => {
  const service = createCalendarService({ repo: createCalendarRepository(db), baseUrl, clock });
  await app.register(calendarHttpRoutes, { service });
};

export { type CalendarCamp, calendarCampColumns, placeOf } from "./calendar-camp.ts";
