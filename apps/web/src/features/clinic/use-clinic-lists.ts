import { STATION_KINDS, type StationKind } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { isOffline } from "../../lib/network-status";
import { getMedicines, getScreeningTests, getStations } from "./clinic-lists-api";
import { type ListKind, loadList, saveList } from "./clinic-store";
import { isOutage } from "./outage";

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

const kept = (mealId: string, kind: ListKind) => loadList(mealId, kind).catch(() => undefined);

/**
 * Reads a list from the server and keeps it on the device (issue 39, item 4: the lists a station picks from work with
 * no network); offline, or when the server cannot answer, the device's copy stands in (a refusal does not).
 */
export async function keptOnDevice<T>(mealId: string, kind: ListKind, read: () => Promise<T>): Promise<T> {
  if (isOffline()) {
    const copy = await kept(mealId, kind);
    if (copy !== undefined) return copy as T;
  }
  try {
    const answer = await read();
    await saveList(mealId, kind, answer).catch(() => undefined);
    return answer;
  } catch (error) {
    const copy = isOutage(error) ? await kept(mealId, kind) : undefined;
    if (copy === undefined) throw error;
    return copy as T;
  }
}

/** A list's query: read rarely, kept on the device, answered from the device offline. */
function useKeptList<T>(mealId: string, kind: ListKind, read: (signal: AbortSignal) => Promise<T>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...clinicListKeys.all, kind, mealId],
    queryFn: ({ signal }) => keptOnDevice(mealId, kind, () => read(signal)),
    staleTime: LIST_STALE_MS,
    // TanStack would pause the read offline; keptOnDevice answers it from the device instead.
    networkMode: "always",
  });
}

/** The camp's stations in its order (GET …/stations). */
export const useCampStations = (mealId: string) =>
  useKeptList(mealId, "stations", (signal) => getStations(mealId, signal));

/** The camp's station order once known; until then (or offline before it ever came) the default order. */
export function useStationOrder(mealId: string): readonly StationKind[] {
  return useCampStations(mealId).data?.stations ?? STATION_KINDS;
}

/** The camp's screening tests: its own list or the defaults. */
export const useScreeningTests = (mealId: string, enabled = true) =>
  useKeptList(mealId, "tests", (signal) => getScreeningTests(mealId, signal), enabled);

/** The camp's medicines: its own list or the defaults. */
export const useMedicines = (mealId: string, enabled = true) =>
  useKeptList(mealId, "medicines", (signal) => getMedicines(mealId, signal), enabled);
