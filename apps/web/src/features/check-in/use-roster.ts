import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, isNetworkError } from "../../lib/api-client";
import { getRoster } from "./check-in-api";
import { loadRoster, queuedCheckIns, saveRoster, type StoredRoster } from "./check-in-store";
import { forgetOnLostAccess } from "./check-in-sync";

/** How often the count is refreshed from the server while online. */
export const ROSTER_REFRESH_MS = 10_000;

/** The roster on screen, and whether it came from this device's copy (no network) rather than the server. */
export type RosterView = StoredRoster & { fromDevice: boolean };

/** Offline with no copy of this camp's roster on the device. */
export class NoStoredRosterError extends Error {
  constructor() {
    super("No roster stored on this device");
    this.name = "NoStoredRosterError";
  }
}

/** This page's query keys: its data is its own (the roster is not any other screen's). */
export const checkInKeys = {
  roster: (mealId: string) => ["check-in", "roster", mealId] as const,
  queue: (mealId: string) => ["check-in", "queue", mealId] as const,
};

/** A failure the device's copy stands in for: no answer at all, or the server failing. */
const isOutage = (error: unknown) => isNetworkError(error) || (error instanceof ApiError && error.status >= 500);

/**
 * The server's roster (saved on the device for later), or with no network the device's copy. A 401 or 403 (the session
 * or the staff role is gone) makes the device forget its copy first.
 */
async function readRoster(mealId: string, signal?: AbortSignal): Promise<RosterView> {
  try {
    const roster = await getRoster(mealId, signal);
    const savedAt = new Date().toISOString();
    // A device that cannot store it (private mode) still checks people in while online.
    await saveRoster(mealId, roster, new Date(savedAt)).catch(() => undefined);
    return { roster, savedAt, fromDevice: false };
  } catch (error) {
    await forgetOnLostAccess(error, mealId);
    if (!isOutage(error)) throw error;
    const stored = await loadRoster(mealId).catch(() => undefined);
    if (!stored) throw new NoStoredRosterError();
    return { ...stored, fromDevice: true };
  }
}

/**
 * networkMode "always": TanStack would pause the query while offline and the page would wait forever; here the
 * query runs and falls back to the device's copy at once.
 */
export const rosterQueryOptions = (mealId: string, online: boolean) =>
  queryOptions({
    queryKey: checkInKeys.roster(mealId),
    queryFn: ({ signal }) => readRoster(mealId, signal),
    networkMode: "always",
    retry: false,
    staleTime: 0,
    refetchInterval: online ? ROSTER_REFRESH_MS : false,
  });

export const useRoster = (mealId: string, online: boolean) => useQuery(rosterQueryOptions(mealId, online));

/** The scans of this camp waiting on this device. */
export const useQueue = (mealId: string) =>
  useQuery({
    queryKey: checkInKeys.queue(mealId),
    queryFn: () => queuedCheckIns(mealId),
    networkMode: "always",
    retry: false,
    staleTime: Infinity,
  });
