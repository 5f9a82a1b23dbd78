import { useState } from "react";
import { ApiError, isRefusal } from "../../../lib/api-client";

/**
 * The two requests of a screen that works with a texted code (the staff's check of a number, the person's opening of
 * their link): `ask` (for a code, or the link) and `send` (a code typed). A refusal of the code is answered to the
 * code's field; any other failure is `error`, the server's refusal or `failed`.
 */
export function useCodeSteps<A, S>(steps: {
  ask: () => Promise<A>;
  asked: (answer: A) => void;
  send: (code: string) => Promise<S>;
  sent: (answer: S) => void;
  failed: string;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const failure = (e: unknown) => setError(e instanceof ApiError ? e.message : steps.failed);

  async function ask() {
    setBusy(true);
    setError(undefined);
    try {
      steps.asked(await steps.ask());
    } catch (e) {
      failure(e);
    } finally {
      setBusy(false);
    }
  }

  /** Sends the code; answers the refusal to show at its field (wrong, expired, none waiting), else nothing. */
  async function send(code: string): Promise<string | undefined> {
    setError(undefined);
    try {
      steps.sent(await steps.send(code));
    } catch (e) {
      if (isRefusal(e, "PHONE_CODE_WRONG", "PHONE_CODE_EXPIRED", "PHONE_CODE_NONE")) return e.message;
      failure(e);
    }
    return undefined;
  }

  return { error, busy, ask: () => void ask(), send };
}
