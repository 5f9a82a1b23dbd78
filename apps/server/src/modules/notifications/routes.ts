import {
  idParamsSchema,
  messageSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsQuerySchema,
  readAllAnswerSchema,
  unreadCountSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import { createNotificationsService } from "./service.ts";

/**
 * The signed-in user's in-app notifications (issue 19): the list, the bell's unread count, marking read, and the
 * optional topics they hear about. Only ever the caller's own rows; every answer is private (no-store).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const service = createNotificationsService(db, clock);
  const tags = ["notifications"];

  app.get(
    "/notifications",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The user's own notifications, newest first, with how many are unread",
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    (request) => service.page(requireUser(request).id, request.query.page, request.query.limit),
  );

  app.get(
    "/notifications/unread-count",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "How many of the user's notifications are unread (the navbar bell)",
        response: { 200: unreadCountSchema },
      },
    },
    (request) => service.unreadCount(requireUser(request).id),
  );

  app.post(
    "/notifications/:id/read",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Mark one of the user's notifications read (someone else's is a 404 like a missing one)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...refusals("NOTIFICATION_NOT_FOUND") },
      },
    },
    (request) => service.markRead(requireUser(request).id, request.params.id),
  );

  app.post(
    "/notifications/read-all",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Mark all of the user's notifications read; `updated` is how many were unread",
        response: { 200: readAllAnswerSchema },
      },
    },
    (request) => service.markAllRead(requireUser(request).id),
  );

  app.get(
    "/notification-preferences",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Which optional topics the user hears about (all on until they choose)",
        response: { 200: notificationPreferencesSchema },
      },
    },
    (request) => service.preferences(requireUser(request).id),
  );

  app.put(
    "/notification-preferences",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Turn reminders or camp updates on or off (a topic left out keeps its value); account, request and " +
          "payment messages are always sent",
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    (request) => service.savePreferences(requireUser(request).id, request.body),
  );
};
