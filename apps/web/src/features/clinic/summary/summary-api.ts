import type { VisitSummary } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { clinicKeys } from "../clinic-keys";

/** The path of a visit's summary screen: the station's "Print summary" and "My health record" link to it. */
export const summaryPath = (visitId: string) => `/visits/${encodeURIComponent(visitId)}/summary`;

/** GET /api/visits/:visitId/summary: in the person's language unless `locale` is given; refused before signing. */
export const getVisitSummary = (visitId: string, signal?: AbortSignal) =>
  apiFetch<VisitSummary>(`/visits/${encodeURIComponent(visitId)}/summary`, { signal });

/**
 * A visit's summary. Every read is a row in the person's access log, so it is read once per screen and not again
 * while it stays open (a signed summary never changes; a correction is an addendum the staff read).
 */
export const useVisitSummary = (visitId: string, enabled = true) =>
  useQuery({
    queryKey: clinicKeys.summary(visitId),
    queryFn: ({ signal }) => getVisitSummary(visitId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
