import type { FastifyInstance } from "fastify";
import { refuse } from "../lib/http-errors.ts";

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, v]) => key.includes("\u0000") || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character, so a NUL anywhere in the path, query or JSON body is refused
 * with a 400 before any handler runs (found by the fuzzing tests: `?search=%00` used to reach the database).
 */
export function registerRejectNul(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (/%00/.test(request.url) || hasNul(request.body)) throw refuse("NUL_CHARACTER");
  });
}
