import type { adminProfileSchema } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import type { z } from "zod";
import { adminKeys } from "../../../../lib/query-keys";

export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** GET /api/admin/:email → { name, email, noOfMealsAdded }. */
export const getAdminProfile = (email: string, signal?: AbortSignal) =>
  apiFetch<AdminProfile>(`/admin/${encodeURIComponent(email)}`, { signal });

export const adminProfileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: adminKeys.profile(email),
    queryFn: ({ signal }) => getAdminProfile(email, signal),
    enabled: email !== "",
    staleTime: 0,
  });

export const useAdminProfile = (email: string) => useQuery(adminProfileQueryOptions(email));
