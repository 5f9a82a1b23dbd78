import type { StaffAssignment } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { adminKeys } from "../../../lib/query-keys";

/** Under the users' key, so whatever refreshes Manage Users refreshes the staff roles too. */
export const staffAssignmentsKey = (userId: string) => [...adminKeys.users(), "staff", userId] as const;

/** GET /api/staff/{userId} → { allCamps, camps: [{ id, title }] } (admin). */
export const getStaffAssignments = (userId: string, signal?: AbortSignal) =>
  apiFetch<StaffAssignment>(`/staff/${encodeURIComponent(userId)}`, { signal });

export const staffAssignmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: staffAssignmentsKey(userId),
    queryFn: ({ signal }) => getStaffAssignments(userId, signal),
  });

export const useStaffAssignments = (userId: string) => useQuery(staffAssignmentsQueryOptions(userId));
