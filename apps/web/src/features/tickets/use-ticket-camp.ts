import { PAGE_SIZE_MAX } from "@medcamp/contract";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatCampDates, placeLine } from "../../lib/camp-time";
import { ownDataKeys } from "../../lib/query-keys";
import { campQueryOptions } from "../../lib/get-camp";
import { type MyRequest, type MyRequestList, myRequestsQueryOptions } from "../../lib/get-my-requests";

/** What the ticket shows about its camp; each part is missing until (or unless) it is known. */
export type TicketCamp = {
  /** The request is one of the signed-in user's own (an admin or staff member may open someone else's ticket). */
  own: boolean;
  title?: string;
  dates?: string;
  place?: string;
};

/** The request in any page of My Camp Requests already loaded (the page the Ticket link was followed from). */
function cachedRequest(queryClient: QueryClient, email: string, requestId: string): MyRequest | undefined {
  const pages = queryClient.getQueriesData<MyRequestList>({ queryKey: ownDataKeys.requests(email) });
  for (const [, page] of pages) {
    const found = page?.mealRequests.find((row) => row.mealRequest._id === requestId);
    if (found) return found.mealRequest;
  }
  return undefined;
}

/**
 * The ticket's camp, found cheaply: its request from the My Camp Requests cache, or else from the newest page of
 * them (opened from a link or after a reload); then the camp's detail for its dates and place.
 */
export function useTicketCamp(requestId: string, email: string, online: boolean): TicketCamp {
  const queryClient = useQueryClient();
  const cached = email === "" ? undefined : cachedRequest(queryClient, email, requestId);
  const lookup = useQuery({
    ...myRequestsQueryOptions(email, 1, PAGE_SIZE_MAX),
    enabled: online && email !== "" && !cached,
  });
  const request = cached ?? lookup.data?.mealRequests.find((row) => row.mealRequest._id === requestId)?.mealRequest;
  const mealId = request?.mealId ?? "";
  const camp = useQuery({ ...campQueryOptions(mealId), enabled: online && mealId !== "" });

  return {
    own: Boolean(request),
    title: request?.title ?? camp.data?.title,
    dates: camp.data ? (formatCampDates(camp.data) ?? undefined) : undefined,
    place: camp.data?.location ? placeLine(camp.data.location) : undefined,
  };
}
