import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MESSAGES } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";
import { clinicKeys } from "../clinic-keys";

/**
 * A stock form's draft and its send: emptied and the stock report read again once the server took it; kept, with the
 * server's reason in `problem`, when it refused it.
 */
export function useStockForm<Draft extends Record<string, string>, Answer, Vars = void>(
  mealId: string,
  empty: Draft,
  send: (draft: Draft, vars: Vars) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(empty);
  const [problem, setProblem] = useState<string>();
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const mutation = useMutation({
    mutationFn: (vars: Vars) => send(draft, vars),
    onSuccess: () => {
      setDraft(empty);
      void queryClient.invalidateQueries({ queryKey: clinicKeys.stock(mealId) });
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : MESSAGES.clinicUi.loadFailed),
  });
  return { draft, set, problem, setProblem, mutation };
}
