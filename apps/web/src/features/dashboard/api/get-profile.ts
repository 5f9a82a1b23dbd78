import type { userProfileResponseSchema } from "@medcamp/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";
import { OWN_DATA_STALE_TIME } from "../../../lib/own-data-query";

export type Profile = z.infer<typeof userProfileResponseSchema>;

/** GET /api/users/:email → { user: { name, email, badge } }. */
export const getProfile = (email: string, signal?: AbortSignal) =>
  apiFetch<Profile>(`/users/${encodeURIComponent(email)}`, { signal });

export const profileQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ownDataKeys.profile(email),
    queryFn: ({ signal }) => getProfile(email, signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
  });

export const useProfile = (email: string) => useQuery(profileQueryOptions(email));
