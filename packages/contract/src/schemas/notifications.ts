import { z } from "zod";
import { pageQuerySchema, totalPagesSchema } from "./common.ts";

/**
 * One in-app notification (issue 19): what MedCamp told the user, newest first on /user/notifications. `kind`
 * names the event (e.g. `request-received`), `link` is a path in the app (e.g. `/meal/{id}`) or null, `read` is
 * whether the user marked it read; `createdAt` is ISO 8601.
 */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: page (from 1) and limit (1..50, default 10). */
export const notificationsQuerySchema = pageQuerySchema;

/** How many of the user's notifications are unread (the navbar bell's badge). */
export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The user's notifications, newest first, with the unread count. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  totalPages: totalPagesSchema,
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/notifications/read-all: how many were unread and are now read. */
export const readAllAnswerSchema = z.object({ message: z.string(), updated: z.number().int().min(0) });
export type ReadAllAnswer = z.infer<typeof readAllAnswerSchema>;

/**
 * The optional topics a user may turn off: reminders before a camp starts, and updates about camps they joined.
 * Account, request and payment messages are always sent.
 */
export const notificationPreferencesSchema = z.object({
  reminders: z.boolean(),
  campUpdates: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notification-preferences: either topic or both; a topic left out keeps its value. */
export const notificationPreferencesUpdateSchema = z.object({
  reminders: z.boolean().optional(),
  campUpdates: z.boolean().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
