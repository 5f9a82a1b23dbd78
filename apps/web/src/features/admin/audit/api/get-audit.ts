import type { AuditPage } from "@medcamp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys } from "../../../../lib/query-keys";
import { searchParams } from "../../common/search-params";

/** The audit log's filters as the screen keeps them in its address (empty = not filtering). */
export interface AuditFilters {
  actor: string;
  action: string;
  mealId: string;
  from: string;
  to: string;
}

/** GET /api/admin/audit?actor&action&mealId&from&to&page&limit → { entries, totalPages }, newest first. */
export const useAudit = (filters: AuditFilters, page: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.audit(filters, page, limit),
    queryFn: ({ signal }) =>
      apiFetch<AuditPage>(`/admin/audit?${searchParams({ ...filters, page, limit })}`, { signal }),
    placeholderData: keepPreviousData,
  });
