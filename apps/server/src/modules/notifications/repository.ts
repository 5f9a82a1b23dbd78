import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { notificationPreferences, notifications, users } from "../../db/schema/index.ts";
import { inBatches, offsetOf } from "../../lib/sql-helpers.ts";

/** The database handle or an open transaction. */
export type Writer = Db | Tx;

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link?: string;
}

export interface Preferences {
  reminders: boolean;
  campUpdates: boolean;
}

/** A user with no row has every optional topic on. */
export const DEFAULT_PREFERENCES: Preferences = { reminders: true, campUpdates: true };

/** Who is told. */
export interface Recipient {
  id: string;
  email: string;
  name: string;
}

/** The users to tell, by id, read in the caller's transaction (`STATEMENT_BATCH` ids per query); gone ones are left out. */
export async function recipientsOf(db: Writer, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  const found = new Map<string, Recipient>();
  for (const batch of inBatches([...new Set(userIds)])) {
    const rows = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.id, batch));
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

/** Inserts the rows in statements of `STATEMENT_BATCH` (a batch of thousands would pass the bind-parameter limit). */
export async function insertNotifications(db: Writer, rows: NewNotification[]) {
  for (const batch of inBatches(rows)) await db.insert(notifications).values(batch);
}

/** Each user's preferences (defaults for users who never chose), read `STATEMENT_BATCH` users at a time. */
export async function preferencesOf(db: Writer, userIds: string[]): Promise<Map<string, Preferences>> {
  const found = new Map<string, Preferences>();
  for (const batch of inBatches([...new Set(userIds)])) {
    const rows = await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, batch));
    for (const row of rows) found.set(row.userId, { reminders: row.reminders, campUpdates: row.campUpdates });
  }
  return found;
}

/** One page of a user's notifications, newest first (notification_user_created_idx), and how many they have. */
export async function listNotifications(db: Writer, userId: string, page: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** How many of the user's notifications are unread (the partial index notification_unread_idx). */
export async function countUnread(db: Writer, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks one of the user's notifications read (it stays read: a repeat keeps the first time). Returns false when the
 * user has no such notification, someone else's included.
 */
export async function markRead(db: Writer, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read; returns how many there were. */
export async function markAllRead(db: Writer, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Sets the user's choices (a topic left out keeps its value; a user with no row starts from the defaults). */
export async function savePreferences(
  db: Writer,
  userId: string,
  changes: Partial<Preferences>,
  now: Date,
): Promise<Preferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_PREFERENCES, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...changes, updatedAt: now } })
    .returning();
  if (!row) throw new Error("notification_preference upsert returned no row");
  return { reminders: row.reminders, campUpdates: row.campUpdates };
}
