import type { Queue, StationKind } from "@medcamp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getQueue } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";
import { saveQueue } from "./clinic-store";

/** The pause between one answer of the queue and the next long poll (an error never spins a tight loop). */
export const QUEUE_POLL_MS = 250;

/**
 * A station's waiting visits, live while the page is visible (not in a background tab): each read sends the version
 * shown, and the server answers as soon as the queue changes on any device (or after 25 s as it is). A change this
 * device makes invalidates the query, which asks again at once. Each answer is kept on the device, for when the
 * network goes.
 */
export function useQueue(mealId: string, station: StationKind) {
  const client = useQueryClient();
  const queryKey = clinicKeys.queue(mealId, station);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const queue = await getQueue(mealId, station, client.getQueryData<Queue>(queryKey)?.version, signal);
      // A device that cannot store it (a private window) still shows it.
      await saveQueue(mealId, queue).catch(() => undefined);
      return queue;
    },
    refetchInterval: QUEUE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
