import { CAMP_REPORT_PATHS, type CampReport } from "@medcamp/contract";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

// The camp report's API (issue 41, docs/api.md): the figures the screen draws, and the downloads it links to.

const meal = (campId: string) => `/meals/${encodeURIComponent(campId)}`;

/** The downloads of one camp's report, plain links (the browser saves what the server answers). */
export const campReportDownloads = (campId: string) => ({
  pdf: `/api${meal(campId)}/report.pdf`,
  csv: CAMP_REPORT_PATHS.csv(campId),
  dhis2: CAMP_REPORT_PATHS.dhis2(campId),
});

export const reportKeys = {
  camp: (campId: string) => ["camp-report", campId] as const,
};

/** One camp's figures, exact counts (the screen is read inside the product by those who may read the records). */
export function useCampReport(campId: string, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.camp(campId),
    queryFn: ({ signal }) => apiFetch<CampReport>(`${meal(campId)}/report`, { signal }),
    enabled,
    retry: false,
  });
}
