import { useQuery } from "@tanstack/react-query";
import { clinicKeys } from "./clinic-keys";
import { loadCamp, loadQueues, outbox, registrations } from "./clinic-store";
import type { DeviceState } from "./device-view";

/** Everything the device keeps of the camp, read in one go. A device with no IndexedDB keeps nothing. */
async function loadDeviceState(mealId: string): Promise<DeviceState> {
  try {
    const [camp, queues, waiting, registered] = await Promise.all([
      loadCamp(mealId),
      loadQueues(mealId),
      outbox(mealId),
      registrations(mealId),
    ]);
    return { camp, queues, outbox: waiting, registrations: registered };
  } catch {
    return { camp: undefined, queues: [], outbox: [], registrations: [] };
  }
}

/** What this device keeps of the camp (read afresh each time a screen shows it; no network needed). */
export const useDeviceState = (mealId: string, enabled = true) =>
  useQuery({
    queryKey: clinicKeys.device(mealId),
    queryFn: () => loadDeviceState(mealId),
    networkMode: "always",
    retry: false,
    staleTime: 0,
    enabled,
  });
