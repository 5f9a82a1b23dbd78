import { errorBodySchema, REFUSALS, type RefusalCode } from "@medcamp/contract";

/**
 * The error answers a route's own rules can give, for its `response` schema: one entry per status, described by
 * the codes it carries. The answers every route shares (validation, session, role, limits) are added by the
 * API document plugin.
 */
export function refusals(...codes: RefusalCode[]) {
  const byStatus = new Map<number, RefusalCode[]>();
  for (const code of codes) byStatus.set(REFUSALS[code].status, [...(byStatus.get(REFUSALS[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [status, errorBodySchema.describe(list.join(", "))]),
  ) as Record<number, typeof errorBodySchema>;
}
