import type { StationKind } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useClinicCamp } from "./clinic-camp";
import { clinicKeys } from "./clinic-keys";
import { recordSection } from "./clinic-records";
import type { SaveOutcome } from "./save-bar";

/**
 * Saves a station's section of a visit: checked on the device, kept in its outbox with a new writeId and sent at once
 * when the network is there (PUT …/sections/{station}); with no network it waits on the device (`queued`).
 */
export function useSectionSave(visitId: string, station: Exclude<StationKind, "registration">) {
  const mealId = useClinicCamp();
  const queryClient = useQueryClient();
  return useMutation({
    // Offline is this mutation's nature: it keeps the section on the device.
    networkMode: "always",
    mutationFn: async (data: Record<string, unknown>): Promise<SaveOutcome> => {
      const outcome = await recordSection(mealId, visitId, station, data);
      if ("refused" in outcome) throw outcome.refused;
      return { queued: "queued" in outcome };
    },
    onSuccess: ({ queued }) => {
      void queryClient.invalidateQueries({ queryKey: clinicKeys.device(mealId) });
      if (!queued) void queryClient.invalidateQueries({ queryKey: clinicKeys.visit(visitId) });
    },
  });
}
