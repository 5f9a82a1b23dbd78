import { errorBodySchema, REFUSALS, type RefusalCode } from "@medcamp/contract";

interface ErrorResponse {
  description: string;
  content: { "application/json": { schema: typeof errorBodySchema } };
}

/**
 * The error answers a route's own rules can give, for its `response` schema: one entry per status, described by
 * the codes it carries. The answers every route shares (validation, session, role, limits) are added by the
 * API document (plugins/api-docs/operation.ts).
 */
export function refusals(...codes: RefusalCode[]): Record<number, ErrorResponse> {
  const byStatus = new Map<number, RefusalCode[]>();
  for (const code of codes) byStatus.set(REFUSALS[code].status, [...(byStatus.get(REFUSALS[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      { description: list.join(", "), content: { "application/json": { schema: errorBodySchema } } },
    ]),
  );
}
