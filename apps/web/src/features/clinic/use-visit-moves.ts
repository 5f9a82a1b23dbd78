import type { StationKind } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MESSAGES } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";
import { callNext } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";
import { recordMove } from "./clinic-records";
import type { SaveOutcome } from "./save-bar";

/**
 * Call next (online only: the server decides who is next) and moves at a station (kept on the device and sent when
 * the network allows); each refreshes the camp's queues and what the device shows.
 */
export function useVisitMoves(mealId: string, station: StationKind) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: clinicKeys.queues(mealId) });
    await queryClient.invalidateQueries({ queryKey: clinicKeys.device(mealId) });
  };
  const call = useMutation({ mutationFn: () => callNext(mealId, station), onSettled: refresh });
  const move = useMutation({
    // Offline is this mutation's nature: it keeps the move on the device.
    networkMode: "always",
    mutationFn: async ({ visitId, to }: { visitId: string; to: StationKind | "next" }): Promise<SaveOutcome> => {
      const outcome = await recordMove(mealId, visitId, station, to);
      if ("refused" in outcome) throw outcome.refused;
      if ("sent" in outcome && outcome.sent.kind === "move" && outcome.sent.alreadyMoved) {
        throw new ApiError(409, MESSAGES.clinic.visitMoved, "VISIT_MOVED");
      }
      return { queued: "queued" in outcome };
    },
    onSettled: refresh,
  });
  return { call, move };
}
