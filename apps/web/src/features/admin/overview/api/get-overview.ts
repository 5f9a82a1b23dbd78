import type { Overview } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../../lib/api-client";
import { adminKeys } from "../../../../lib/query-keys";

/** GET /api/admin/overview → the key figures and the four charts' series (issue 23). */
export const useOverview = () =>
  useQuery({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => apiFetch<Overview>("/admin/overview", { signal }),
  });
