import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { subscriptions, users } from "../../db/schema/index.ts";
import type { MirrorWrite } from "./stripe-mirror.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Writer = Db | Tx;

/**
 * How long before a period's end the sweep renews it, so a renewing member never spends a moment without their
 * package (a renewal is charged from the period's end all the same). A period that will not renew is looked at again
 * at its end.
 */
export const RENEWAL_LEAD_MS = 3_600_000;

/** The fields of a subscription a period change writes (the rest keep their values). */
export interface PeriodWrite {
  userId: string;
  packageName: string;
  startsAt: Date;
  endsAt: Date;
  autoRenew: boolean;
  provider: string;
  cardLast4: string | null;
}

/**
 * When a row's package stops counting: the grace's end when there is one (past due; or a Stripe period renewing, ADR
 * 016), else the period's end.
 */
export const accessUntil = (row: Pick<SubscriptionRow, "status" | "endsAt" | "graceUntil">): Date | null =>
  row.status === "ended" ? null : (row.graceUntil ?? row.endsAt);

/**
 * The `subscription` rows and the user's `badge` / `badge_until`, which always move together: the session reads the
 * badge from the user row on every request, and it counts only while `badge_until` is ahead (ADR 016).
 */
export function createSubscriptionsRepository(db: Db) {
  const setBadge = (tx: Writer, userId: string, badge: string | null, until: Date | null) =>
    tx.update(users).set({ badge, badgeUntil: until, updatedAt: new Date() }).where(eq(users.id, userId));

  return {
    async find(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return row;
    },

    /** The row under lock, for a change that reads it first (the caller's transaction). */
    async lock(tx: Tx, userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for("update");
      return row;
    },

    /** A new active period (a purchase, a renewal): status active, no scheduled change, no grace. */
    async writePeriod(tx: Tx, period: PeriodWrite): Promise<void> {
      const values = {
        ...period,
        status: "active",
        nextPackage: null,
        graceUntil: null,
        dueAt: new Date(period.endsAt.getTime() - RENEWAL_LEAD_MS),
        lastRenewalError: null,
        updatedAt: new Date(),
      };
      const { userId: _userId, ...changes } = values;
      await tx.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: changes });
      await setBadge(tx, period.userId, period.packageName, period.endsAt);
    },

    /** The row as Stripe Billing has the subscription (stripe-mirror.ts): Stripe renews it, so the sweep never claims it. */
    async mirror(tx: Tx, write: MirrorWrite): Promise<void> {
      const values = { ...write, provider: "stripe", dueAt: null, lastRenewalError: null, updatedAt: new Date() };
      const { userId: _userId, ...changes } = values;
      await tx.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.userId, set: changes });
      await setBadge(tx, write.userId, write.packageName, write.graceUntil ?? write.endsAt);
    },

    /** An upgrade inside the current period: the package changes now, the period stays. */
    async changePackageNow(
      tx: Tx,
      userId: string,
      packageName: string,
      endsAt: Date,
      cardLast4: string | null,
    ): Promise<void> {
      // The card that paid the upgrade is the one renewals charge from now on.
      const card = cardLast4 === null ? {} : { cardLast4 };
      await tx
        .update(subscriptions)
        .set({ packageName, nextPackage: null, ...card, updatedAt: new Date() })
        .where(eq(subscriptions.userId, userId));
      await setBadge(tx, userId, packageName, endsAt);
    },

    /** A failed renewal: past due, the package counting until the grace's end, when the sweep looks again. */
    async markPastDue(tx: Tx, userId: string, graceUntil: Date, error: string): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ status: "past_due", graceUntil, dueAt: graceUntil, lastRenewalError: error, updatedAt: new Date() })
        .where(eq(subscriptions.userId, userId));
      await tx.update(users).set({ badgeUntil: graceUntil, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Looks at a row again at `at` (a period that will not renew, met before its end). */
    async postpone(tx: Tx, userId: string, at: Date, error: string | null = null): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ dueAt: at, ...(error === null ? {} : { lastRenewalError: error }), updatedAt: new Date() })
        .where(eq(subscriptions.userId, userId));
    },

    async end(tx: Tx, userId: string): Promise<void> {
      await tx
        .update(subscriptions)
        .set({ status: "ended", dueAt: null, nextPackage: null, updatedAt: new Date() })
        .where(eq(subscriptions.userId, userId));
      await setBadge(tx, userId, null, null);
    },

    /** Renewal settings of a live subscription (cancel, resume, a downgrade for the period's end). */
    async setRenewal(
      userId: string,
      changes: { autoRenew?: boolean; nextPackage?: string | null },
      now: Date,
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "active"), gt(subscriptions.endsAt, now)))
        .returning();
      return row;
    },

    /**
     * Claims up to `batch` subscriptions due at `now` in the caller's transaction: `FOR UPDATE SKIP LOCKED`, so two
     * instances never take the same row, and a row whose transaction dies (a crash) is due again at once.
     */
    claimDue(tx: Tx, now: Date, batch: number): Promise<(SubscriptionRow & { email: string; name: string })[]> {
      return (
        tx
          .select({ subscription: subscriptions, email: users.email, name: users.name })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(lte(subscriptions.dueAt, now))
          .orderBy(asc(subscriptions.dueAt))
          .limit(batch)
          // The user row too, in the order a purchase takes them (user, then subscription): a row whose buyer is paying
          // right now is skipped this pass instead of waiting, so the two never deadlock.
          .for("update", { of: [subscriptions, users], skipLocked: true })
          .then((rows) => rows.map((r) => ({ ...r.subscription, email: r.email, name: r.name })))
      );
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
