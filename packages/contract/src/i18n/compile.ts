import type { Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/**
 * A catalogue (ICU MessageFormat by id) compiled to Lingui's message format, so no parser runs where it is used
 * (ADR 022). The web compiles at build time (its Vite plugin), the server when it starts. Throws on a message that
 * is not valid ICU, naming it.
 */
export function compileCatalog(catalog: Readonly<Record<string, string>>): Messages {
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`Message ${id} is not valid ICU: ${(error as Error).message}`);
    }
  }
  return compiled;
}
