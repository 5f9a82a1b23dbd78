import type {
  MessageResponse,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  ReadAllAnswer,
  UnreadCount,
} from "@medcamp/contract";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

/** How often the navbar bell asks for the unread count (it also asks when the window gets focus). */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications?page&limit → { notifications, totalPages, unread }: the user's own, newest first. */
export const getNotifications = (page: number, limit: number, signal?: AbortSignal) =>
  apiFetch<NotificationPage>(`/notifications?${new URLSearchParams({ page: String(page), limit: String(limit) })}`, {
    signal,
  });

export const notificationsQueryOptions = (email: string, page: number, limit: number) =>
  queryOptions({
    queryKey: ownDataKeys.notificationPage(email, page, limit),
    queryFn: ({ signal }) => getNotifications(page, limit, signal),
    enabled: email !== "",
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useNotifications = (email: string, page: number, limit: number) =>
  useQuery(notificationsQueryOptions(email, page, limit));

/** GET /api/notifications/unread-count → { unread }. */
export const getUnreadCount = (signal?: AbortSignal) =>
  apiFetch<UnreadCount>("/notifications/unread-count", { signal });

/** The bell's count: every minute while the tab is visible, and again when the window gets focus. */
export const useUnreadCount = (email: string) =>
  useQuery({
    queryKey: ownDataKeys.unreadCount(email),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: email !== "",
    // Not refetched when a server-rendered page (ADR 019) hydrates with it; always when the window gets focus.
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
  });

/** POST /api/notifications/{id}/read → { message }. */
export const markNotificationRead = (id: string) =>
  apiFetch<MessageResponse>(`/notifications/${encodeURIComponent(id)}/read`, { method: "POST" });

/** POST /api/notifications/read-all → { message, updated }. */
export const markAllNotificationsRead = () => apiFetch<ReadAllAnswer>("/notifications/read-all", { method: "POST" });

/** Marks one read; the list and the bell refresh (also when the page was left meanwhile, e.g. by its link). */
export function useMarkRead(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownDataKeys.notifications(email) }),
  });
}

export function useMarkAllRead(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownDataKeys.notifications(email) }),
  });
}

/** GET /api/notification-preferences → { reminders, campUpdates }. */
export const getNotificationPreferences = (signal?: AbortSignal) =>
  apiFetch<NotificationPreferences>("/notification-preferences", { signal });

export const useNotificationPreferences = (email: string) =>
  useQuery({
    queryKey: ownDataKeys.notificationPreferences(email),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    enabled: email !== "",
    staleTime: 0,
  });

/** PUT /api/notification-preferences { reminders?, campUpdates? } → { reminders, campUpdates }. */
export const saveNotificationPreferences = (body: NotificationPreferencesUpdate) =>
  apiFetch<NotificationPreferences>("/notification-preferences", { method: "PUT", body });

/**
 * Saves a change at once: the switch shows the new value while it is sent, and goes back to what it was if the
 * server refuses (the caller tells the user either way).
 */
export function useSaveNotificationPreferences(email: string) {
  const queryClient = useQueryClient();
  const key = ownDataKeys.notificationPreferences(email);
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPreferences>(key);
      if (before) queryClient.setQueryData<NotificationPreferences>(key, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
