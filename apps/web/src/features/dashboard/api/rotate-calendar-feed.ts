import type { CalendarFeed } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

/** POST /api/me/calendar/rotate → { url }: a new secret address; the old one stops working at once. */
export const rotateCalendarFeed = () => apiFetch<CalendarFeed>("/me/calendar/rotate", { method: "POST" });

/** Replaces the user's feed address and shows the new one without asking the server again. */
export function useRotateCalendarFeed(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(ownDataKeys.calendarFeed(email), feed),
  });
}
