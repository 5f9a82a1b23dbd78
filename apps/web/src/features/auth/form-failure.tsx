import type { AuthFailure } from "./auth-error";

/** The failure line under an auth form: the message and the provider's error code, announced when it appears. */
export function FormFailure({ failure }: { failure: AuthFailure | undefined }) {
  return (
    <p role="alert" className="min-h-5 text-sm text-error">
      {failure?.text}
    </p>
  );
}
