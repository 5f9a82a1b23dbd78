import type { StationKind } from "@medcamp/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { saveSection } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";
import { retrySafeId } from "./retry-safe-id";

/** Saves a station's section of a visit: PUT …/sections/{station} with a write id that a retry reuses. */
export function useSectionSave(visitId: string, station: StationKind) {
  const queryClient = useQueryClient();
  const [ids] = useState(retrySafeId);
  return useMutation({
    mutationFn: (data: Record<string, unknown>) => saveSection(visitId, station, ids.idFor(data), data),
    onSettled: (_answer, error) => {
      ids.settled(error);
      if (!error) void queryClient.invalidateQueries({ queryKey: clinicKeys.visit(visitId) });
    },
  });
}
