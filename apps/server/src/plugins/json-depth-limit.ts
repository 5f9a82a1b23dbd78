import { MAX_JSON_DEPTH } from "@medcamp/contract";
import type { FastifyInstance } from "fastify";
import { refuse } from "../lib/http-errors.ts";

// MAX_JSON_DEPTH is deeper than any request schema goes (the deepest is 4): deeper bodies are refused before anything walks them.

/** How deep a parsed JSON value nests, counted without recursion and stopping once past `limit`. */
function depthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses JSON bodies nested deeper than MAX_JSON_DEPTH with a 400 (found by the fuzzing tests: 20,000 nested
 * arrays sent to better-auth's sign-up overflowed the stack into a 500).
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (depthExceeds(request.body, MAX_JSON_DEPTH)) throw refuse("JSON_TOO_DEEP");
  });
}
