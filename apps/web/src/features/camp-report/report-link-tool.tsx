import { Link } from "react-router";
import type { RowTool } from "../../components/list/data-table";
import { MESSAGES } from "../../i18n/messages";
import { dhis2MappingPath, rangeReportPath } from "./range-report-api";
import { campReportPath } from "../../lib/clinic-path";

/** All Camps' link to each camp's report (issue 41). */
export function useCampReportTool(): RowTool<{ _id: string; title: string }> {
  return {
    cell: (camp) => (
      <Link
        to={campReportPath(camp._id)}
        className="btn btn-outline btn-sm"
        aria-label={MESSAGES.campReportUi.openOf(camp.title)}
      >
        {MESSAGES.campReportUi.open}
      </Link>
    ),
  };
}

/** All Camps' links to the reports over a range of dates and the DHIS2 mapping (issue 41). */
export function ReportPageLinks() {
  return (
    <>
      <Link to={rangeReportPath()} className="btn btn-outline btn-sm">
        {MESSAGES.campReportRange.open}
      </Link>
      <Link to={dhis2MappingPath} className="btn btn-outline btn-sm">
        {MESSAGES.campReportDhis2.open}
      </Link>
    </>
  );
}
