import { ManageCampsPage } from "../features/admin/camps/manage-camps-page";
import { ReportPageLinks, useCampReportTool } from "../features/camp-report/report-link-tool";
import { useQuestionsTool } from "../features/intake/questions-tool";
import { useCampStaffTool } from "../features/staff/camp-staff-tool";

/**
 * /admin/all-meal: All Camps, with each camp's intake Questions, Check-in page and Attendance (issue 21) and its
 * report, and the reports over a range of dates (issue 41).
 */
export function ManageCampsRoute() {
  const questions = useQuestionsTool();
  const staff = useCampStaffTool();
  const report = useCampReportTool();
  return <ManageCampsPage campTools={[questions, staff, report]} pageTools={<ReportPageLinks />} />;
}
