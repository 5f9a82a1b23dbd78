import { CAMP_REPORT_PATHS, type CampRangeReport, type Dhis2Mapping } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

// The admins' report over a range of dates and the DHIS2 mapping (issue 41 item 2, docs/api.md).

/** The report over a range of dates (admins); `from` and `to` ride in the query so Back and a reload keep them. */
export const rangeReportPath = (range?: { from: string; to: string }) =>
  range ? `/admin/camp-reports?${new URLSearchParams(range).toString()}` : "/admin/camp-reports";

/** The DHIS2 mapping editor (admins). */
export const dhis2MappingPath = "/admin/dhis2-mapping";

export const rangeKeys = {
  range: (from: string, to: string) => ["camp-report-range", from, to] as const,
  mapping: ["dhis2-mapping"] as const,
};

/** The figures over every camp whose dates meet the range, and those camps. `range` undefined: nothing asked yet. */
export function useRangeReport(range: { from: string; to: string } | undefined) {
  return useQuery({
    queryKey: rangeKeys.range(range?.from ?? "", range?.to ?? ""),
    // The contract's link, less its /api (apiFetch adds it).
    queryFn: ({ signal }) => apiFetch<CampRangeReport>(CAMP_REPORT_PATHS.range(range!).slice(4), { signal }),
    enabled: Boolean(range),
    retry: false,
  });
}

export function useDhis2Mapping() {
  return useQuery({
    queryKey: rangeKeys.mapping,
    queryFn: ({ signal }) => apiFetch<Dhis2Mapping>("/admin/dhis2-mapping", { signal }),
    retry: false,
  });
}

/** Replaces the mapping; the server answers the mapping it keeps. */
export const saveDhis2Mapping = (mapping: Dhis2Mapping) =>
  apiFetch<Dhis2Mapping>("/admin/dhis2-mapping", { method: "PUT", body: mapping });
