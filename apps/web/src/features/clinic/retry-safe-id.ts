import { isNetworkError } from "../../lib/api-client";

/**
 * The id of a write made on the device: a fresh one per write, but the same one again when the last attempt of the
 * same content got no answer (network error), so the retry is not a second write (the server answers a repeated id
 * like the first).
 */
export function retrySafeId() {
  let pending: { id: string; content: string } | null = null;
  return {
    idFor(content: unknown): string {
      const key = JSON.stringify(content);
      if (pending?.content !== key) pending = { id: crypto.randomUUID(), content: key };
      return pending.id;
    },
    /** After an attempt: the id is kept only when the attempt got no answer. */
    settled(error: unknown) {
      if (!isNetworkError(error)) pending = null;
    },
  };
}
