import { useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { type AuthFailure, authFailureFrom } from "./auth-error";

/** Submits a sign-in or sign-up: on success a toast and back to the saved location; on failure the coded error. */
export function useAuthSubmit(returnTo: string, successMessage: string) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [failure, setFailure] = useState<AuthFailure | undefined>();

  async function submit(call: () => Promise<unknown>): Promise<AuthFailure | undefined> {
    setFailure(undefined);
    try {
      await call();
    } catch (error) {
      const next = authFailureFrom(error);
      setFailure(next);
      notify.error(next.text);
      return next;
    }
    await refresh();
    notify.success(successMessage);
    void navigate(returnTo, { replace: true });
    return undefined;
  }

  return { submit, failure };
}
