import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { clinicKeys } from "../clinic-keys";
import { retrySafeId } from "../retry-safe-id";

/**
 * A stock form's draft and its send: emptied and the stock report read again once the server took it; kept, with the
 * server's reason in `problem`, when it refused it. `send` gets the write's id: the same one again when the last
 * attempt of this draft got no answer, so a retry is not a second receipt or write-off.
 */
export function useStockForm<Draft extends Record<string, string>, Answer>(
  mealId: string,
  empty: Draft,
  send: (draft: Draft, writeId: string) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(empty);
  const [problem, setProblem] = useState<string>();
  const [ids] = useState(retrySafeId);
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const mutation = useMutation({
    mutationFn: () => send(draft, ids.idFor(draft)),
    onSettled: (_answer, error) => ids.settled(error),
    onSuccess: () => {
      setDraft(empty);
      void queryClient.invalidateQueries({ queryKey: clinicKeys.stock(mealId) });
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : MESSAGES.clinicUi.loadFailed),
  });
  return { draft, set, problem, setProblem, mutation };
}
