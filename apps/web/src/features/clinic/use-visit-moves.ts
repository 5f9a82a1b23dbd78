import type { StationKind } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callNext, moveVisit } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";

/** Call next and moves at a station; each refreshes the camp's queues (the polling would, two seconds later). */
export function useVisitMoves(mealId: string, station: StationKind) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clinicKeys.all });
  const call = useMutation({ mutationFn: () => callNext(mealId, station), onSettled: refresh });
  const move = useMutation({
    mutationFn: ({ visitId, to }: { visitId: string; to: StationKind | "next" }) =>
      moveVisit(visitId, { from: station, to }),
    onSettled: refresh,
  });
  return { call, move };
}
