import { ManageCampsPage } from "../features/admin/camps/manage-camps-page";
import { useQuestionsTool } from "../features/intake/questions-tool";
import { useCampStaffTool } from "../features/staff/camp-staff-tool";

/** /admin/all-meal: All Camps, with each camp's intake Questions, Check-in page and Attendance (issue 21). */
export function ManageCampsRoute() {
  const questions = useQuestionsTool();
  const staff = useCampStaffTool();
  return <ManageCampsPage campTools={[questions, staff]} />;
}
