import type { AccessLog, MyVisits } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { OWN_DATA_STALE_TIME } from "../../../lib/own-data-query";
import { ownDataKeys } from "../../../lib/query-keys";

/** GET /api/me/visits: the signed-in person's clinic visits, newest first, each with when it was signed. */
export const getMyVisits = (signal?: AbortSignal) => apiFetch<MyVisits>("/me/visits", { signal });

/** GET /api/me/access-log: who read the signed-in person's record, newest first. */
export const getMyAccessLog = (signal?: AbortSignal) => apiFetch<AccessLog>("/me/access-log", { signal });

/** The person's visits (keyed by their e-mail, like the rest of their own data). */
export const useMyVisits = (email: string) =>
  useQuery({
    queryKey: ownDataKeys.healthVisits(email),
    queryFn: ({ signal }) => getMyVisits(signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
  });

/** Who read the person's record: read fresh each time the screen opens (a read of the record adds a row). */
export const useMyAccessLog = (email: string) =>
  useQuery({
    queryKey: ownDataKeys.healthReads(email),
    queryFn: ({ signal }) => getMyAccessLog(signal),
    enabled: email !== "",
    staleTime: OWN_DATA_STALE_TIME,
  });
