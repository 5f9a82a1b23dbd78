import { STATION_KINDS, type StationKind } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { getMedicines, getScreeningTests, getStations } from "./clinic-lists-api";

/**
 * The query keys of a camp's clinic lists: apart from the clinic's own keys, so the queue's frequent refreshes
 * (which invalidate those) do not ask for the lists again.
 */
export const clinicListKeys = {
  all: ["clinic-lists"] as const,
  stations: (mealId: string) => [...clinicListKeys.all, "stations", mealId] as const,
  tests: (mealId: string) => [...clinicListKeys.all, "tests", mealId] as const,
  medicines: (mealId: string) => [...clinicListKeys.all, "medicines", mealId] as const,
};

/** The lists change rarely (an admin's edit): read once a few minutes at most, kept while the device is offline. */
const LIST_STALE_MS = 5 * 60_000;

/** The camp's stations in its order (GET …/stations). */
export const useCampStations = (mealId: string) =>
  useQuery({
    queryKey: clinicListKeys.stations(mealId),
    queryFn: ({ signal }) => getStations(mealId, signal),
    staleTime: LIST_STALE_MS,
  });

/** The camp's station order once known; until then (or offline before it ever came) the default order. */
export function useStationOrder(mealId: string): readonly StationKind[] {
  return useCampStations(mealId).data?.stations ?? STATION_KINDS;
}

/** The camp's screening tests: its own list or the defaults. */
export const useScreeningTests = (mealId: string) =>
  useQuery({
    queryKey: clinicListKeys.tests(mealId),
    queryFn: ({ signal }) => getScreeningTests(mealId, signal),
    staleTime: LIST_STALE_MS,
  });

/** The camp's medicines: its own list or the defaults. */
export const useMedicines = (mealId: string) =>
  useQuery({
    queryKey: clinicListKeys.medicines(mealId),
    queryFn: ({ signal }) => getMedicines(mealId, signal),
    staleTime: LIST_STALE_MS,
  });
