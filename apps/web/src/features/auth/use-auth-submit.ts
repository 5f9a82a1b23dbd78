import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";

/** Submits a sign-in or sign-up: on success a toast and back to the saved location; on failure the error. */
export function useAuthSubmit(returnTo: string, successMessage: string) {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [serverError, setServerError] = useState("");

  async function submit(call: () => Promise<unknown>): Promise<string | undefined> {
    setServerError("");
    try {
      await call();
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message || error.code : "Something went wrong. Please try again.";
      setServerError(message);
      notify.error(message);
      return message;
    }
    await refresh();
    notify.success(successMessage);
    navigate(returnTo, { replace: true });
    return undefined;
  }

  return { submit, serverError };
}
