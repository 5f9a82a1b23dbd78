import type { Attendance } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** GET /api/meals/{id}/attendance → { expected, checkedIn, noShow | null } (admins and the camp's staff). */
export const getAttendance = (campId: string, signal?: AbortSignal) =>
  apiFetch<Attendance>(`/meals/${encodeURIComponent(campId)}/attendance`, { signal });

/** Check-ins arrive all day, so the counts are read fresh every time the dialog opens. */
export const attendanceQueryOptions = (campId: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, "attendance", campId] as const,
    queryFn: ({ signal }) => getAttendance(campId, signal),
    staleTime: 0,
  });

export const useAttendance = (campId: string) => useQuery(attendanceQueryOptions(campId));
