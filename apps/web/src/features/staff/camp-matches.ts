import { MESSAGES } from "../../i18n/messages";
import { useCamps } from "../../lib/get-camps";
import { useDebouncedValue } from "./use-debounced-value";

/** How many camps a search shows at most: the first page only, never the whole list. */
export const CAMP_MATCH_LIMIT = 10;

/**
 * The first camps whose title matches `search` (any camp while it is empty), asked when the typing pauses, and the
 * line that tells what the list shows: loading, failed, nothing, or only the first matches.
 */
export function useCampMatches(search: string, limit = CAMP_MATCH_LIMIT) {
  const settled = useDebouncedValue(search.trim());
  // The last matches stay while a new search loads: a camp chosen from them stays chosen (and can be sent) until
  // an answer without it comes.
  const camps = useCamps({ category: "All", ...(settled ? { search: settled } : {}) }, limit, { keepPrevious: true });
  const matches = camps.data?.meals ?? [];
  return { matches, status: matchesStatus(camps, matches.length, limit) };
}

/** The line under the select: loading (a new search too), failed, nothing, or only the first matches. */
function matchesStatus(camps: ReturnType<typeof useCamps>, count: number, limit: number): string {
  if (camps.isPending || camps.isPlaceholderData) return MESSAGES.staffAdmin.campsLoading;
  if (camps.error) return MESSAGES.staffAdmin.campsLoadFailed;
  if (count === 0) return MESSAGES.staffAdmin.noCampMatches;
  return (camps.data?.totalPages ?? 1) > 1 ? MESSAGES.staffAdmin.firstMatches(limit) : "";
}
