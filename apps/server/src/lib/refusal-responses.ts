import { errorBodySchema, REFUSALS, type RefusalCode } from "@medcamp/contract";

interface ErrorResponse {
  description: string;
  content: { "application/json": { schema: typeof errorBodySchema } };
}

/** How a refusal reads in the API document: its code, and its message when that does not depend on the request. */
export function describeRefusal(code: RefusalCode): string {
  const message = REFUSALS[code].message;
  return typeof message === "string" ? `\`${code}\`: ${message}` : `\`${code}\``;
}

/**
 * The error answers a route's own rules can give, for its `response` schema: one entry per status, described by
 * the refusals it carries. The answers every route shares (validation, session, role, limits) are added by the
 * API document (plugins/api-docs/operation.ts).
 */
export function refusals(...codes: RefusalCode[]): Record<number, ErrorResponse> {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = REFUSALS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), describeRefusal(code)]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, lines]) => [
      status,
      { description: lines.join("\n\n"), content: { "application/json": { schema: errorBodySchema } } },
    ]),
  );
}
