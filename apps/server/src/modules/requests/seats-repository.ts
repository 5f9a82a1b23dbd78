import { and, eq, inArray, sql } from "drizzle-orm";
import {
  activeBadge,
  type PackageName,
  PRIORITY_BOOKING_PACKAGES,
  SEAT_HOLDING_STATUSES,
  WAITLIST_PRIORITY_PACKAGES,
} from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import { camps, joinRequests, users } from "../../db/schema/index.ts";
import { type Clock, systemClock } from "../../lib/clock.ts";
import type { JoinNotice, SeatHolder } from "./request-notices.ts";

type Joined = { id: string; status: "pending" } | { id: string; status: "waitlisted"; position: number };
export type JoinOutcome = Joined | "missing" | "ended" | "already-requested" | { priorityUntil: Date };
/** Whether the join made a request (a seat or a place in line). */
export const madeRequest = (outcome: JoinOutcome | undefined): outcome is Joined =>
  typeof outcome === "object" && "id" in outcome;

/** A batch of joins as written: each camper's outcome, and what the campers who joined are to be told. */
export interface JoinedBatch {
  outcomes: JoinOutcome[];
  joins: JoinNotice[];
}

/** A camp's seats as read under its row lock (`lockCamp`). */
export interface LockedCamp {
  id: string;
  capacity: number | null;
  seatsTaken: number;
  waitlistCount: number;
  endsAt: Date | null;
  priorityUntil: Date | null;
}

/**
 * Who lets go of a request: the camper (their own, not yet delivered) or an admin (any, deleted or declined). An
 * admin's decline may give a reason (issue 23): stored on the request and told to its camper.
 */
export type Release =
  | { by: "camper"; userId: string }
  | { by: "admin"; action: "delete" }
  | { by: "admin"; action: "decline"; reason?: string | undefined };
/** `unchanged`: an admin declined a request already declined; nothing was written and no one told again. */
export type ReleaseOutcome = "done" | "unchanged" | "missing" | "delivered";
/** A request let go: its camp, its camper, the status it had, and the seat or place in line it gave up. */
export interface LetGo {
  campId: string;
  userId: string;
  status: string;
  freed: { seats: number; waiting: number };
}

const HOLDS_SEAT: readonly string[] = SEAT_HOLDING_STATUSES;
const ACTIVE = [...SEAT_HOLDING_STATUSES, "waitlisted"];
const CAMPER_MAY_CANCEL = ["pending", "waitlisted", "declined"];

/** What requests of these statuses held: seats, and places in line. */
const freedBy = (statuses: readonly string[]) => ({
  seats: statuses.filter((status) => HOLDS_SEAT.includes(status)).length,
  waiting: statuses.filter((status) => status === "waitlisted").length,
});

/**
 * A camp's seats and waitlist (issue 18), in the caller's transaction (ADR 026). Every change takes the camp's row
 * lock first (`FOR UPDATE`), then changes request rows and the camp's `seats_taken` / `waitlist_count` together, so
 * the counters always equal the rows, and `settle` gives a freed seat to the earliest waiter in the same
 * transaction: under any rush no seat is sold twice and none stays free while someone waits. The capacity is written
 * here too (after creation) for the same reason.
 *
 * `clock` says when a camp has ended (the requests module's clock, as for CAMP_ENDED): a seat freed on a camp that is
 * over promotes no one.
 */
export function createSeatsRepository(clock: Clock = systemClock) {
  const lockCamp = async (tx: Tx, campId: string): Promise<LockedCamp | undefined> => {
    const [camp] = await tx
      .select({
        id: camps.id,
        capacity: camps.capacity,
        seatsTaken: camps.seatsTaken,
        waitlistCount: camps.waitlistCount,
        endsAt: camps.endsAt,
        priorityUntil: camps.priorityUntil,
      })
      .from(camps)
      .where(eq(camps.id, campId))
      .for("update");
    return camp;
  };

  /** Each camper's package now (issue 20): it decides the priority window and their rank on the waitlist. */
  const packagesOf = async (tx: Tx, userIds: string[], now: Date) => {
    const rows = await tx
      .select({ id: users.id, badge: users.badge, badgeUntil: users.badgeUntil })
      .from(users)
      .where(inArray(users.id, userIds));
    return new Map(rows.map((r) => [r.id, activeBadge(r.badge, r.badgeUntil, now)]));
  };

  return {
    /** Takes the camp's row lock (every change to its seats takes it first) and reads its seats; undefined: no camp. */
    lockCamp,

    /**
     * Adds `seats` and `waiting` to the camp's counters (negative: given up), then gives every free seat to the
     * earliest waiters. Answers who was promoted, for the caller to tell. A camp that has ended (its end at or before
     * the clock's now, the rule that refuses joins with CAMP_ENDED) only has its counters adjusted: a seat there is
     * worth nothing, so its waiters stay waitlisted.
     */
    async settle(tx: Tx, campId: string, seats: number, waiting: number): Promise<SeatHolder[]> {
      const [camp] = await tx
        .update(camps)
        .set({
          seatsTaken: sql`${camps.seatsTaken} + ${seats}`,
          waitlistCount: sql`${camps.waitlistCount} + ${waiting}`,
        })
        .where(eq(camps.id, campId))
        .returning({
          capacity: camps.capacity,
          seatsTaken: camps.seatsTaken,
          waitlistCount: camps.waitlistCount,
          endsAt: camps.endsAt,
        });
      if (!camp || camp.waitlistCount === 0) return [];
      if (camp.endsAt && camp.endsAt <= clock.now()) return [];
      const free = camp.capacity === null ? camp.waitlistCount : camp.capacity - camp.seatsTaken;
      if (free <= 0) return [];
      const earliest = tx
        .select({ id: joinRequests.id })
        .from(joinRequests)
        .where(and(eq(joinRequests.campId, campId), eq(joinRequests.status, "waitlisted")))
        // Written as the index is (`priority desc nulls last`), so the line is read in order instead of sorted.
        .orderBy(sql`${joinRequests.priority} desc nulls last`, joinRequests.queueNo)
        .limit(Math.min(free, camp.waitlistCount));
      const promoted = await tx
        .update(joinRequests)
        .set({ status: "pending", updatedAt: new Date() })
        .where(inArray(joinRequests.id, earliest))
        .returning({ id: joinRequests.id, userId: joinRequests.userId });
      if (promoted.length === 0) return [];
      await tx
        .update(camps)
        .set({
          seatsTaken: sql`${camps.seatsTaken} + ${promoted.length}`,
          waitlistCount: sql`${camps.waitlistCount} - ${promoted.length}`,
        })
        .where(eq(camps.id, campId));
      return promoted.map((p) => ({ requestId: p.id, userId: p.userId }));
    },

    /**
     * New requests on one camp whose lock the caller holds (`lockCamp`, in this transaction), in arrival order: each
     * holds a seat while one is free, the rest wait at the end of the line. A camper who already holds a seat or
     * waits (or appears twice) is "already-requested". Under a rush the lock is taken once for all of them, so the
     * commit's flush is paid once per batch. Answers one outcome per camper named, in their order.
     */
    async joinMany(tx: Tx, camp: LockedCamp | undefined, userIds: readonly string[], now: Date): Promise<JoinedBatch> {
      const nothing = (outcome: JoinOutcome) => ({ outcomes: userIds.map(() => outcome), joins: [] });
      if (userIds.length === 0) return { outcomes: [], joins: [] };
      if (!camp) return nothing("missing");
      const campId = camp.id;
      if (camp.endsAt && camp.endsAt <= now) return nothing("ended");
      const active = await tx
        .select({ userId: joinRequests.userId })
        .from(joinRequests)
        .where(
          and(
            eq(joinRequests.campId, campId),
            inArray(joinRequests.userId, [...userIds]),
            inArray(joinRequests.status, ACTIVE),
          ),
        );
      // New campers in arrival order, each once; those already holding or waiting for a seat are left out, and
      // during a newly published camp's priority window, those whose package does not book early (issue 20).
      const taken = new Set(active.map((r) => r.userId));
      const packages = await packagesOf(tx, [...new Set(userIds)], now);
      const window = camp.priorityUntil && camp.priorityUntil > now ? camp.priorityUntil : null;
      const tooEarly = new Set<string>();
      const fresh: string[] = [];
      for (const userId of userIds) {
        if (taken.has(userId)) continue;
        taken.add(userId);
        const pkg = packages.get(userId) ?? null;
        if (window && !(pkg && PRIORITY_BOOKING_PACKAGES.includes(pkg))) tooEarly.add(userId);
        else fresh.push(userId);
      }
      const free = camp.capacity === null ? fresh.length : Math.max(0, camp.capacity - camp.seatsTaken);
      const seated = Math.min(free, fresh.length);
      const refusedEarly = (userId: string) => (window && tooEarly.has(userId) ? { priorityUntil: window } : null);
      if (fresh.length === 0) {
        const outcomes = userIds.map((userId) => refusedEarly(userId) ?? ("already-requested" as const));
        return { outcomes, joins: [] };
      }
      // The line as it stands, by priority (one index-only count, before the new rows join it): a new waiter's
      // place is worked out from it, not counted row by row for each waiter (a rush's waiters made that quadratic).
      const waitingByPriority =
        fresh.length > seated
          ? await tx
              .select({ priority: joinRequests.priority, n: sql<number>`count(*)::int` })
              .from(joinRequests)
              .where(and(eq(joinRequests.campId, campId), eq(joinRequests.status, "waitlisted")))
              .groupBy(joinRequests.priority)
          : [];
      // Rows go in arrival order, so `queue_no` follows it; a waiter's rank is their package's priority, then
      // `queue_no`. The camp's lock keeps every other writer of this camp's requests out, so no row can conflict.
      const rows = await tx
        .insert(joinRequests)
        .values(
          fresh.map((userId, i) => ({
            campId,
            userId,
            status: i < seated ? "pending" : "waitlisted",
            priority: waitlistPriority(packages.get(userId) ?? null),
          })),
        )
        .returning({ id: joinRequests.id, userId: joinRequests.userId, status: joinRequests.status });
      await tx
        .update(camps)
        .set({
          seatsTaken: sql`${camps.seatsTaken} + ${seated}`,
          waitlistCount: sql`${camps.waitlistCount} + ${fresh.length - seated}`,
        })
        .where(eq(camps.id, campId));
      const idOf = new Map(rows.map((r) => [r.userId, r.id]));
      const positions = newWaitersPlaces(
        waitingByPriority,
        fresh
          .slice(seated)
          .map((userId) => ({ id: idOf.get(userId)!, priority: waitlistPriority(packages.get(userId) ?? null) })),
      );
      const outcomes = new Map<string, Joined>();
      fresh.forEach((userId, i) => {
        const id = idOf.get(userId)!;
        outcomes.set(
          userId,
          i < seated ? { id, status: "pending" } : { id, status: "waitlisted", position: positions.get(id) ?? 0 },
        );
      });
      const joins = fresh.map((userId): JoinNotice => {
        const outcome = outcomes.get(userId)!;
        return outcome.status === "pending"
          ? { requestId: outcome.id, userId, status: "pending" }
          : { requestId: outcome.id, userId, status: "waitlisted", position: outcome.position };
      });
      // A camper named twice gets their request once; the second mention is a repeat.
      const answers = userIds.map((userId) => {
        const early = refusedEarly(userId);
        if (early) return early;
        const outcome = outcomes.get(userId);
        if (!outcome) return "already-requested" as const;
        outcomes.delete(userId);
        return outcome;
      });
      return { outcomes: answers, joins };
    },

    /**
     * The camper cancels (pending, waitlisted or declined; a delivered one stays), or an admin deletes or declines a
     * request, under the camp's lock. A decline stores its reason (or none) on the row; declining a request already
     * declined changes nothing ("unchanged"). Answers what was let go; the caller then settles the camp's seats.
     */
    async letGo(tx: Tx, requestId: string, release: Release): Promise<LetGo | Exclude<ReleaseOutcome, "done">> {
      const own = release.by === "camper" ? eq(joinRequests.userId, release.userId) : undefined;
      const [found] = await tx
        .select({ campId: joinRequests.campId })
        .from(joinRequests)
        .where(and(eq(joinRequests.id, requestId), own));
      if (!found) return "missing";
      await lockCamp(tx, found.campId);
      const [before] = await tx
        .select({ status: joinRequests.status, userId: joinRequests.userId })
        .from(joinRequests)
        .where(eq(joinRequests.id, requestId))
        .for("update");
      if (!before) return "missing";
      if (release.by === "camper" && !CAMPER_MAY_CANCEL.includes(before.status)) return "delivered";
      if (release.by === "admin" && release.action === "decline") {
        if (before.status === "declined") return "unchanged";
        await tx
          .update(joinRequests)
          .set({ status: "declined", declineReason: release.reason || null, updatedAt: new Date() })
          .where(eq(joinRequests.id, requestId));
      } else {
        await tx.delete(joinRequests).where(eq(joinRequests.id, requestId));
      }
      return { campId: found.campId, ...before, freed: freedBy([before.status]) };
    },

    /** The camps where the user holds a seat or waits, in id order (so two account deletions never deadlock). */
    async campsInPlayOf(tx: Tx, userId: string): Promise<string[]> {
      const held = await tx
        .selectDistinct({ campId: joinRequests.campId })
        .from(joinRequests)
        .where(and(eq(joinRequests.userId, userId), inArray(joinRequests.status, ACTIVE)));
      return held.map((r) => r.campId).sort();
    },

    /**
     * Deletes the user's requests for the camp under its lock (their account is being deleted), answering the seats
     * and places in line they gave up; the caller then settles the camp's seats.
     */
    async removeCamper(tx: Tx, campId: string, userId: string): Promise<LetGo["freed"]> {
      await lockCamp(tx, campId);
      const gone = await tx
        .delete(joinRequests)
        .where(and(eq(joinRequests.campId, campId), eq(joinRequests.userId, userId)))
        .returning({ status: joinRequests.status });
      return freedBy(gone.map((r) => r.status));
    },

    /**
     * Sets the capacity (null: no limit) under the camp's lock. Refused below the seats already taken (answers them);
     * the caller then settles the camp's seats, so a higher one seats the earliest waiters at once.
     */
    async setCapacity(
      tx: Tx,
      campId: string,
      capacity: number | null,
    ): Promise<"done" | "missing" | { seatsTaken: number }> {
      const camp = await lockCamp(tx, campId);
      if (!camp) return "missing";
      if (capacity !== null && capacity < camp.seatsTaken) return { seatsTaken: camp.seatsTaken };
      await tx.update(camps).set({ capacity }).where(eq(camps.id, campId));
      return "done";
    },
  };
}
export type SeatsRepository = ReturnType<typeof createSeatsRepository>;

/** A waiter's rank from their package (issue 20): Gold and Platinum members wait ahead of everyone else. */
export const waitlistPriority = (pkg: PackageName | null) => (pkg && WAITLIST_PRIORITY_PACKAGES.includes(pkg) ? 1 : 0);

/**
 * The places of new waiters (in arrival order, so in `queue_no` order) behind a line of `waiting` (its count per
 * priority): ahead of each are everyone already waiting at its priority or higher, the new waiters before it at its
 * priority or higher, and the new waiters after it at a higher priority — as `waitlistPositionSql` counts. One pass
 * over the newcomers, keeping counts per priority (there are two), so a batch of 500 costs 500 steps, not 250,000.
 */
export function newWaitersPlaces(
  waiting: readonly { priority: number; n: number }[],
  newcomers: readonly { id: string; priority: number }[],
): Map<string, number> {
  const add = (counts: Map<number, number>, priority: number, n: number) =>
    counts.set(priority, (counts.get(priority) ?? 0) + n);
  const sum = (counts: Map<number, number>, counted: (priority: number) => boolean) => {
    let total = 0;
    for (const [priority, n] of counts) if (counted(priority)) total += n;
    return total;
  };
  const line = new Map<number, number>();
  for (const w of waiting) add(line, w.priority, w.n);
  const before = new Map<number, number>();
  const after = new Map<number, number>();
  for (const newcomer of newcomers) add(after, newcomer.priority, 1);
  const places = new Map<string, number>();
  for (const me of newcomers) {
    add(after, me.priority, -1);
    const atOrAbove = (priority: number) => priority >= me.priority;
    places.set(me.id, sum(line, atOrAbove) + sum(before, atOrAbove) + sum(after, (p) => p > me.priority) + 1);
    add(before, me.priority, 1);
  }
  return places;
}

/**
 * A request row's waitlist position (null unless waitlisted), for queries over `meal_request`: 1 + the waiters of the
 * same camp ahead of it, those of a higher priority and those of its own who arrived before it. Table-qualified by
 * hand: drizzle leaves a lone table's columns unqualified, which inside the subquery would name the inner rows.
 */
export const waitlistPositionSql = sql<number | null>`case when "meal_request"."status" = 'waitlisted' then (
  select count(*)::int from meal_request w
  where w.meal_id = "meal_request"."meal_id" and w.status = 'waitlisted'
    and (w.priority > "meal_request"."priority"
      or (w.priority = "meal_request"."priority" and w.queue_no <= "meal_request"."queue_no"))
) end`;
