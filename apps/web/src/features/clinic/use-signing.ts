import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { addAddendum, signVisit } from "./clinic-api";
import { clinicKeys } from "./clinic-keys";
import { retrySafeId } from "./retry-safe-id";

/** The doctor's signature of the consultation, and the addenda after it (each with a write id a retry reuses). */
export function useSigning(visitId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clinicKeys.visit(visitId) });
  const [ids] = useState(retrySafeId);
  const sign = useMutation({ mutationFn: () => signVisit(visitId), onSuccess: refresh });
  const addendum = useMutation({
    mutationFn: (text: string) => addAddendum(visitId, ids.idFor(text), text),
    onSettled: (_answer, error) => {
      ids.settled(error);
      if (!error) void refresh();
    },
  });
  return { sign, addendum };
}
