import type { StaffAssignment } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

/** Beside the user's other own data, so a different user signing in never sees the last one's camps. */
export const myStaffKey = (email: string) => [...ownDataKeys.all, "staff", email] as const;

/** GET /api/me/staff → { allCamps, camps: [{ id, title }] }: the camps the signed-in user staffs. */
export const getMyStaff = (signal?: AbortSignal) => apiFetch<StaffAssignment>("/me/staff", { signal });

export const myStaffQueryOptions = (email: string) =>
  queryOptions({
    queryKey: myStaffKey(email),
    queryFn: ({ signal }) => getMyStaff(signal),
    enabled: email !== "",
  });

export const useMyStaff = (email: string) => useQuery(myStaffQueryOptions(email));

/** Whether the answer gives the user anything to staff. */
export const staffsAnything = (staff: StaffAssignment | undefined) =>
  !!staff && (staff.allCamps || staff.camps.length > 0);
