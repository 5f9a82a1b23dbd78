import { randomBytes } from "node:crypto";
import { type CalendarFeed, MESSAGES } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { calendarText, campEvent, icsFileName, isDated } from "./ics-document.ts";
import type { CalendarRepository } from "./repository.ts";

/** The most events one feed carries. */
export const FEED_LIMIT = 500;

/** 32 random bytes, URL-safe: 43 characters that name a feed and are its only credential. */
const newToken = () => randomBytes(32).toString("base64url");

interface CalendarDeps {
  repo: CalendarRepository;
  baseUrl: string;
  clock: Clock;
}

/** A camp as an .ics file, and each user's personal feed of the camps they hold a seat at, behind a secret URL. */
export function createCalendarService({ repo, baseUrl, clock }: CalendarDeps) {
  const feedUrl = (token: string): CalendarFeed => ({ url: `${baseUrl}/api/calendar/${token}.ics` });

  return {
    /** One camp's event. A camp without a start has no event to give (409 CAMP_UNDATED). */
    async campFile(id: string): Promise<{ fileName: string; text: string }> {
      const camp = await repo.camp(id);
      if (!camp) throw refuse("CAMP_NOT_FOUND");
      if (!isDated(camp)) throw refuse("CAMP_UNDATED");
      const text = calendarText([campEvent(camp, { baseUrl, now: clock.now() })]);
      return { fileName: icsFileName(camp.title), text };
    },

    /** The user's feed URL, made on their first ask. */
    async feed(userId: string): Promise<CalendarFeed> {
      return feedUrl(await repo.tokenOf(userId, newToken()));
    },

    /** A new feed URL; the old one stops working at once. */
    async rotate(userId: string): Promise<CalendarFeed> {
      return feedUrl(await repo.replaceToken(userId, newToken()));
    },

    /** The feed a token names: the dated camps its owner holds a seat at (confirmed when delivered). */
    async feedText(token: string): Promise<string> {
      const userId = await repo.ownerOf(token);
      if (!userId) throw refuse("CALENDAR_NOT_FOUND");
      const now = clock.now();
      const camps = await repo.seatHoldingCamps(userId, FEED_LIMIT);
      const events = camps.filter(isDated).map((camp) =>
        campEvent(camp, {
          baseUrl,
          now,
          status: camp.status === "delivered" ? "CONFIRMED" : "TENTATIVE",
        }),
      );
      return calendarText(events, MESSAGES.schedule.calendarFeedName);
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
