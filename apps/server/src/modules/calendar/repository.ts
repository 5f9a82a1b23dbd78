import { SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CalendarCamp, calendarCampColumns } from "./calendar-camp.ts";
import { calendarFeeds, camps, joinRequests } from "../../db/schema/index.ts";

/** A camp in someone's feed, with the status of the request that holds their seat. */
export type FeedCamp = CalendarCamp & { status: string };

/** Camps as calendar events, and the secret tokens of the users' personal feeds (table `calendar_feed`). */
export function createCalendarRepository(db: Db) {
  return {
    async camp(id: string): Promise<CalendarCamp | undefined> {
      const [row] = await db.select(calendarCampColumns).from(camps).where(eq(camps.id, id)).limit(1);
      return row;
    },

    /**
     * The user's token, made from `fresh` when they have none. Two first calls at once both insert; the loser's
     * insert does nothing, and both read back the one token that won.
     */
    async tokenOf(userId: string, fresh: string): Promise<string> {
      await db.insert(calendarFeeds).values({ userId, token: fresh }).onConflictDoNothing();
      const [row] = await db
        .select({ token: calendarFeeds.token })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      if (!row) throw new Error("calendar feed token vanished after insert");
      return row.token;
    },

    /** Replaces the user's token (making one if they had none); the old one names no one from now on. */
    async replaceToken(userId: string, fresh: string): Promise<string> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, token: fresh })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token: fresh, createdAt: sql`now()` } })
        .returning({ token: calendarFeeds.token });
      return row!.token;
    },

    async ownerOf(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.token, token))
        .limit(1);
      return row?.userId;
    },

    /** The dated camps where the user holds a seat, soonest first. */
    seatHoldingCamps(userId: string, limit: number): Promise<FeedCamp[]> {
      return db
        .select({ ...calendarCampColumns, status: joinRequests.status })
        .from(joinRequests)
        .innerJoin(camps, eq(camps.id, joinRequests.campId))
        .where(
          and(
            eq(joinRequests.userId, userId),
            inArray(joinRequests.status, [...SEAT_HOLDING_STATUSES]),
            isNotNull(camps.startsAt),
          ),
        )
        .orderBy(asc(camps.startsAt), camps.id)
        .limit(limit);
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
