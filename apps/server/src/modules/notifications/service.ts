import {
  MESSAGES,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from "@medcamp/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import {
  countUnread,
  DEFAULT_PREFERENCES,
  listNotifications,
  markAllRead,
  markRead,
  preferencesOf,
  savePreferences,
} from "./repository.ts";

/** A user's own in-app notifications and preferences (issue 19): every call acts on the caller's rows only. */
export function createNotificationsService(db: Db, clock: Clock) {
  return {
    async page(userId: string, page: number, limit: number): Promise<NotificationPage> {
      const [{ rows, total }, unread] = await Promise.all([
        listNotifications(db, userId, page, limit),
        countUnread(db, userId),
      ]);
      return {
        notifications: rows.map((n) => ({
          _id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          read: n.readAt !== null,
          createdAt: n.createdAt.toISOString(),
        })),
        totalPages: totalPages(total, limit),
        unread,
      };
    },

    async unreadCount(userId: string) {
      return { unread: await countUnread(db, userId) };
    },

    /** Someone else's notification is as unknown as a missing one (404). */
    async markRead(userId: string, id: string) {
      if (!(await markRead(db, userId, id, clock.now()))) throw refuse("NOTIFICATION_NOT_FOUND");
      return { message: MESSAGES.notifications.markedRead };
    },

    async markAllRead(userId: string) {
      const updated = await markAllRead(db, userId, clock.now());
      return { message: MESSAGES.notifications.markedAllRead, updated };
    },

    async preferences(userId: string): Promise<NotificationPreferences> {
      return (await preferencesOf(db, [userId])).get(userId) ?? DEFAULT_PREFERENCES;
    },

    async savePreferences(userId: string, changes: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      if (Object.keys(given).length === 0) return this.preferences(userId);
      return savePreferences(db, userId, given, clock.now());
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
