import type { StationKind } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { getQueue } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";

/** How often a station's queue is asked again while the page is visible (a live feed replaces it later). */
export const QUEUE_POLL_MS = 2_000;

/** A station's waiting visits, asked every QUEUE_POLL_MS while the page is visible (not in a background tab). */
export const useQueue = (mealId: string, station: StationKind) =>
  useQuery({
    queryKey: clinicKeys.queue(mealId, station),
    queryFn: ({ signal }) => getQueue(mealId, station, signal),
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: false,
  });
