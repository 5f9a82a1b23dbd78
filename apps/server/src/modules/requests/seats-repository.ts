import { and, eq, inArray, sql } from "drizzle-orm";
import {
  activeBadge,
  type PackageName,
  PRIORITY_BOOKING_PACKAGES,
  SEAT_HOLDING_STATUSES,
  WAITLIST_PRIORITY_PACKAGES,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import { camps, joinRequests, users } from "../../db/schema/index.ts";
import { type Clock, systemClock } from "../../lib/clock.ts";
import { type SeatNotices, SILENT_SEATS } from "./notices.ts";

type Joined = { id: string; status: "pending" } | { id: string; status: "waitlisted"; position: number };
export type JoinOutcome = Joined | "missing" | "ended" | "already-requested" | { priorityUntil: Date };

/** Who lets go of a request: the camper (their own, not yet delivered) or an admin (any, deleted or declined). */
/** An admin's change is recorded in its transaction (issue 23): the camp and the status the request had. */
export type RecordAdminRelease = (tx: Tx, change: { campId: string; status: string }) => Promise<void>;

/** An admin's decline may give a reason (issue 23): stored on the request and told to its camper. */
export type Release =
  | { by: "camper"; userId: string }
  | { by: "admin"; action: "delete"; record: RecordAdminRelease }
  | { by: "admin"; action: "decline"; reason?: string | undefined; record: RecordAdminRelease };
/** `unchanged`: an admin declined a request already declined; nothing was written and no one told again. */
export type ReleaseOutcome = "done" | "unchanged" | "missing" | "delivered";

const HOLDS_SEAT: readonly string[] = SEAT_HOLDING_STATUSES;
const ACTIVE = [...SEAT_HOLDING_STATUSES, "waitlisted"];
const CAMPER_MAY_CANCEL = ["pending", "waitlisted", "declined"];

/**
 * A camp's seats and waitlist (issue 18). Every change takes the camp's row lock first (`FOR UPDATE`), then changes
 * request rows and the camp's `seats_taken` / `waitlist_count` together, so the counters always equal the rows and
 * a freed seat goes to the earliest waiter in the same transaction: under any rush no seat is sold twice and none
 * stays free while someone waits. The capacity is written here too (after creation) for the same reason.
 *
 * `notices` tells the campers concerned (issue 19) in the same transaction: joins received, waiters promoted,
 * requests declined. `clock` says when a camp has ended (the requests module's clock, as for CAMP_ENDED): a seat
 * freed on a camp that is over promotes no one.
 */
export function createSeatsRepository(db: Db, notices: SeatNotices = SILENT_SEATS, clock: Clock = systemClock) {
  const lockCamp = async (tx: Tx, campId: string) => {
    const [camp] = await tx
      .select({
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

  /**
   * Adds `seats` and `waiting` to the camp's counters, then gives every free seat to the earliest waiters, and
   * tells them. Returns who was promoted. A camp that has ended (its end at or before the clock's now, the rule that
   * refuses joins with CAMP_ENDED) only has its counters adjusted: a seat there is worth nothing, so its waiters stay
   * waitlisted and no one is told a seat opened up.
   */
  const settle = async (tx: Tx, campId: string, seats: number, waiting: number): Promise<string[]> => {
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
    await notices.promoted(
      tx,
      campId,
      promoted.map((p) => ({ requestId: p.id, userId: p.userId })),
    );
    return promoted.map((p) => p.userId);
  };

  return {
    /**
     * New requests on one camp, in arrival order, in one transaction: each holds a seat while one is free, the rest
     * wait at the end of the line. A camper who already holds a seat or waits (or appears twice) is "already-requested".
     * Under a rush the camp's row lock is taken once for all of them, so the commit's flush is paid once per batch.
     */
    joinMany(
      campId: string,
      userIds: readonly string[],
      now: Date,
      /** Writes what goes with the new requests (their intake answers) in the same transaction. */
      withRequests?: (tx: Tx, rows: { id: string; userId: string }[]) => Promise<void>,
    ): Promise<JoinOutcome[]> {
      return db.transaction(async (tx) => {
        const camp = await lockCamp(tx, campId);
        if (!camp) return userIds.map(() => "missing" as const);
        if (camp.endsAt && camp.endsAt <= now) return userIds.map(() => "ended" as const);
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
        if (fresh.length === 0) return userIds.map((userId) => refusedEarly(userId) ?? ("already-requested" as const));
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
        await withRequests?.(tx, rows);
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
        // One batch of notices for the whole batch of joins (the rush path pays for it once).
        await notices.joined(
          tx,
          campId,
          fresh.map((userId) => {
            const outcome = outcomes.get(userId)!;
            return outcome.status === "pending"
              ? { requestId: outcome.id, userId, status: "pending" }
              : { requestId: outcome.id, userId, status: "waitlisted", position: outcome.position };
          }),
        );
        // A camper named twice gets their request once; the second mention is a repeat.
        return userIds.map((userId) => {
          const early = refusedEarly(userId);
          if (early) return early;
          const outcome = outcomes.get(userId);
          if (!outcome) return "already-requested";
          outcomes.delete(userId);
          return outcome;
        });
      });
    },

    /**
     * The camper cancels (pending, waitlisted or declined; a delivered one stays), or an admin deletes or declines a
     * request. A seat it held, or its place in line, is given up and the earliest waiter takes the seat. A decline
     * stores its reason (or none) on the row; declining a request already declined changes nothing ("unchanged").
     */
    release(requestId: string, release: Release): Promise<ReleaseOutcome> {
      return db.transaction(async (tx) => {
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
          const reason = release.reason || null;
          await tx
            .update(joinRequests)
            .set({ status: "declined", declineReason: reason, updatedAt: new Date() })
            .where(eq(joinRequests.id, requestId));
          await notices.declined(tx, found.campId, before.userId, reason);
        } else {
          await tx.delete(joinRequests).where(eq(joinRequests.id, requestId));
        }
        if (release.by === "admin") await release.record(tx, { campId: found.campId, status: before.status });
        const heldSeat = HOLDS_SEAT.includes(before.status) ? -1 : 0;
        const waited = before.status === "waitlisted" ? -1 : 0;
        await settle(tx, found.campId, heldSeat, waited);
        return "done";
      });
    },

    /**
     * Gives up every seat and waitlist place of a user whose account is being deleted, in the caller's transaction:
     * camp by camp (in id order, so two such deletions never deadlock) under the camp's lock, the earliest waiters
     * taking the freed seats. The user's other requests (declined, delivered) go with the account.
     */
    async releaseAllOf(tx: Tx, userId: string): Promise<void> {
      const held = await tx
        .selectDistinct({ campId: joinRequests.campId })
        .from(joinRequests)
        .where(and(eq(joinRequests.userId, userId), inArray(joinRequests.status, ACTIVE)));
      for (const campId of held.map((r) => r.campId).sort()) {
        await lockCamp(tx, campId);
        const gone = await tx
          .delete(joinRequests)
          .where(and(eq(joinRequests.campId, campId), eq(joinRequests.userId, userId)))
          .returning({ status: joinRequests.status });
        const seatsHeld = gone.filter((r) => HOLDS_SEAT.includes(r.status)).length;
        const waiting = gone.filter((r) => r.status === "waitlisted").length;
        await settle(tx, campId, -seatsHeld, -waiting);
      }
    },

    /**
     * Sets the capacity (null: no limit). Refused below the seats already taken; a higher one seats the earliest
     * waiters at once. `alongside` writes the rest of the camp's change in the same transaction, under the same lock,
     * so a refused capacity changes nothing and an accepted one never lands without the rest.
     */
    setCapacity(
      campId: string,
      capacity: number | null,
      alongside?: (tx: Tx) => Promise<unknown>,
    ): Promise<"done" | "missing" | { seatsTaken: number }> {
      return db.transaction(async (tx) => {
        const camp = await lockCamp(tx, campId);
        if (!camp) return "missing";
        if (capacity !== null && capacity < camp.seatsTaken) return { seatsTaken: camp.seatsTaken };
        await alongside?.(tx);
        await tx.update(camps).set({ capacity }).where(eq(camps.id, campId));
        await settle(tx, campId, 0, 0);
        return "done";
      });
    },
  };
}
export type SeatsRepository = ReturnType<typeof createSeatsRepository>;

/** A waiter's rank from their package (issue 20): Gold and Platinum members wait ahead of everyone else. */
export const waitlistPriority = (pkg: PackageName | null) => (pkg && WAITLIST_PRIORITY_PACKAGES.includes(pkg) ? 1 : 0);

/**
 * The places of new waiters (in arrival order, so in `queue_no` order) behind a line of `waiting` (its count per
 * priority): ahead of each are everyone already waiting at its priority or higher, the new waiters before it at its
 * priority or higher, and the new waiters after it at a higher priority — as `waitlistPositionSql` counts.
 */
export function newWaitersPlaces(
  waiting: readonly { priority: number; n: number }[],
  newcomers: readonly { id: string; priority: number }[],
): Map<string, number> {
  return new Map(
    newcomers.map((me, i) => {
      const already = waiting.reduce((sum, w) => sum + (w.priority >= me.priority ? w.n : 0), 0);
      const earlier = newcomers.slice(0, i).filter((o) => o.priority >= me.priority).length;
      const later = newcomers.slice(i + 1).filter((o) => o.priority > me.priority).length;
      return [me.id, already + earlier + later + 1];
    }),
  );
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
