import type { MyCampState } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { ownDataKeys } from "../../../lib/query-keys";

export type { MyCampState };

/**
 * GET /api/meals/:id/mine → the signed-in user's newest join request for the camp (its status, and its waitlist
 * position while waitlisted, issue 18) and their review, each or null.
 */
export const getMyCampState = (id: string, signal?: AbortSignal) =>
  apiFetch<MyCampState>(`/meals/${encodeURIComponent(id)}/mine`, { signal });

/** How long an answer counts as this visit's. */
const MY_CAMP_STATE_FRESH_MS = 5_000;

/**
 * What the signed-in user already did with this camp, so the detail shows "Requested", "Waitlisted (position N)" or
 * "Your review" instead of offering Join Camp and the review form again (a declined request offers Join Camp again). Read afresh on every visit (a request may have been served or a
 * review deleted elsewhere); nothing is asked for a visitor.
 */
export function useMyCampState(campId: string, email: string | undefined) {
  return useQuery({
    queryKey: ownDataKeys.campState(email ?? "", campId),
    queryFn: ({ signal }) => getMyCampState(campId, signal),
    enabled: Boolean(email) && campId !== "",
    // Afresh on every visit, but not again the moment a server-rendered page (ADR 019) hydrates with it.
    staleTime: MY_CAMP_STATE_FRESH_MS,
  });
}
