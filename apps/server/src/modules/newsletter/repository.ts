import { count, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { newsletterSubscribers, notificationPreferences, users } from "../../db/schema/index.ts";

/** The database handle or an open transaction. */
export type Writer = Db | Tx;

export type SubscriberState = "pending" | "confirmed" | "unsubscribed";

export interface Subscriber {
  id: string;
  email: string;
  state: SubscriberState;
  tokenHash: string;
  createdAt: Date;
  /** When the latest confirmation e-mail was queued (a re-request rotates the token and moves this). */
  linkSentAt: Date;
  confirmedAt: Date | null;
  /** The account whose My Profile request mailed the current confirmation link; null: the Home box did. */
  userId: string | null;
}

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/**
 * The subscription an account may see, turn off, export or delete: the row of its address, when the row is its own
 * (its My Profile request mailed the current link) or its address is verified (Google). Sign-up does not verify an
 * address, so without this anyone could register with a subscriber's address and act on their subscription.
 */
export const ownSubscription = (userId: string, email: string) =>
  sql`(${sameEmail(email)} and (${newsletterSubscribers.userId} = ${userId}
    or exists (select 1 from "user" u where u.id = ${userId} and u.email_verified)))`;

/** The row of the account's address, if the account may act on it (ownSubscription). */
export async function findOwn(db: Writer, userId: string, email: string): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(ownSubscription(userId, email));
  return row as Subscriber | undefined;
}

/** Whether the account's address is verified (Google accounts are). */
export async function emailVerified(db: Writer, userId: string): Promise<boolean> {
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.verified === true;
}

/** Binds the row to an account (one whose address is verified claims its row). */
export async function setOwner(tx: Tx, id: string, userId: string): Promise<void> {
  await tx.update(newsletterSubscribers).set({ userId }).where(eq(newsletterSubscribers.id, id));
}

/** The subscriber row of an address (any letter case), locked until the transaction ends. */
export async function lockByEmail(tx: Tx, email: string): Promise<Subscriber | undefined> {
  const [row] = await tx.select().from(newsletterSubscribers).where(sameEmail(email)).for("update");
  return row as Subscriber | undefined;
}

export async function findByTokenHash(db: Writer, tokenHash: string): Promise<Subscriber | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.tokenHash, tokenHash));
  return row as Subscriber | undefined;
}

/**
 * A new pending address. Two first requests for one address at once: the unique index lets one in and the other
 * inserts nothing (undefined), and then finds the winner's row.
 */
export async function insertPending(
  tx: Tx,
  email: string,
  tokenHash: string,
  now: Date,
  userId: string | null,
): Promise<Subscriber | undefined> {
  const [row] = await tx
    .insert(newsletterSubscribers)
    .values({ email, state: "pending", tokenHash, createdAt: now, linkSentAt: now, userId })
    .onConflictDoNothing()
    .returning();
  return row as Subscriber | undefined;
}

/**
 * Asks again: pending with a new token (the previous link stops working), the request's time moved to now, and the
 * row bound to whoever asked (an account from My Profile, or none from the Home box).
 */
export async function renewPending(
  tx: Tx,
  id: string,
  tokenHash: string,
  now: Date,
  userId: string | null,
): Promise<void> {
  await tx
    .update(newsletterSubscribers)
    .set({ state: "pending", tokenHash, linkSentAt: now, confirmedAt: null, userId })
    .where(eq(newsletterSubscribers.id, id));
}

/** Pending again without a new e-mail (the last one, sent moments ago, still holds a working link). */
export async function markPending(tx: Tx, id: string): Promise<void> {
  await tx.update(newsletterSubscribers).set({ state: "pending" }).where(eq(newsletterSubscribers.id, id));
}

export async function markConfirmed(db: Writer, id: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ state: "confirmed", confirmedAt: now })
    .where(eq(newsletterSubscribers.id, id));
}

/** Unsubscribes by id (a signed link, or My Profile's own row); returns whether a row was there. */
export async function markUnsubscribed(db: Writer, id: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ state: "unsubscribed", confirmedAt: null })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Every confirmed subscriber: who a newsletter goes to. */
export async function confirmedSubscribers(
  db: Writer,
): Promise<{ id: string; email: string; userId: string | null }[]> {
  return db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, userId: newsletterSubscribers.userId })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.state, "confirmed"))
    .orderBy(newsletterSubscribers.id);
}

/** Confirmed subscribers and addresses still to confirm. */
export async function countByState(db: Writer): Promise<{ subscribers: number; pending: number }> {
  const rows = await db
    .select({ state: newsletterSubscribers.state, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.state);
  const of = (state: SubscriberState) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { subscribers: of("confirmed"), pending: of("pending") };
}

/**
 * Turns one optional topic off for a user (a user with no row starts from "all on"). A user who no longer exists
 * has nothing to turn off: no row is written.
 */
export async function turnTopicOff(db: Writer, userId: string, topic: "reminders" | "campUpdates", now: Date) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const off = topic === "reminders" ? { reminders: false } : { campUpdates: false };
  await db
    .insert(notificationPreferences)
    .values({ userId, reminders: true, campUpdates: true, ...off, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...off, updatedAt: now } });
}
