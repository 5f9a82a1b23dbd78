import type { StationKind } from "@medcamp/contract";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useOnline } from "../../lib/network-status";
import { getQueue, getStations } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";
import { saveCamp, saveQueue } from "./clinic-store";
import { type ClinicRole, STATIONS_OF } from "./station-roles";
import { useMedicines, useScreeningTests } from "./use-clinic-lists";

/** How often, while online, the queues of the role's other stations are read to keep them on the device. */
export const SNAPSHOT_MS = 60_000;

const ignore = () => undefined;

/**
 * While online, keeps on the device what its stations need with no network (issue 39, item 4): the user's role at
 * the camp, the camp's title and stations, its screening tests and medicines, and the queue of every station the role works at (the one on screen is
 * stored with each of its answers; the others are read every SNAPSHOT_MS).
 */
export function useKeepOnDevice(mealId: string, role: ClinicRole, title: string | undefined) {
  const online = useOnline();
  const stations = useQuery({
    queryKey: clinicKeys.stations(mealId),
    queryFn: ({ signal }) => getStations(mealId, signal),
    enabled: online,
    staleTime: SNAPSHOT_MS,
  });
  const camp = stations.data?.stations;

  useEffect(() => {
    if (!online) return;
    void saveCamp({ mealId, role, title, stations: camp, savedAt: new Date().toISOString() }).catch(ignore);
  }, [online, mealId, role, title, camp]);

  // The lists the role's stations pick from, read now so they are on the device before the network goes.
  const works = (station: StationKind) => STATIONS_OF[role].includes(station);
  useScreeningTests(mealId, online && works("screening"));
  useMedicines(mealId, online && (works("consultation") || works("pharmacy")));

  const kept = STATIONS_OF[role].filter((s) => s !== "registration" && (camp?.includes(s) ?? true));
  useQueries({
    queries: kept.map((station) => ({
      queryKey: clinicKeys.snapshot(mealId, station),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const queue = await getQueue(mealId, station, undefined, signal);
        await saveQueue(mealId, queue).catch(ignore);
        return queue.version;
      },
      enabled: online,
      refetchInterval: SNAPSHOT_MS,
      refetchIntervalInBackground: false,
      staleTime: SNAPSHOT_MS,
    })),
  });
}
