import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { Link } from "react-router";
import type { RowTool } from "../../components/list/data-table";
import { AttendanceDialog } from "./attendance-dialog";
import { checkInPath } from "./check-in-path";
import { clinicPath } from "../../lib/clinic-path";

type Camp = { _id: string; title: string };

/**
 * All Camps' Check-in page, clinic (issue 39) and Attendance of each camp (issue 21), and the dialog that shows the
 * attendance.
 */
export function useCampStaffTool(): RowTool<Camp> {
  const [counting, setCounting] = useState<Camp | null>(null);
  return {
    cell: (camp) => (
      <>
        <Link
          to={checkInPath(camp._id)}
          className="btn btn-outline btn-sm"
          aria-label={MESSAGES.staffAdmin.checkInOf(camp.title)}
        >
          {MESSAGES.staffAdmin.checkInLink}
        </Link>
        <Link
          to={clinicPath(camp._id)}
          className="btn btn-outline btn-sm"
          aria-label={MESSAGES.staffAdmin.openClinicOf(camp.title)}
        >
          {MESSAGES.staffAdmin.openClinic}
        </Link>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={MESSAGES.staffAdmin.attendanceOf(camp.title)}
          onClick={() => setCounting(camp)}
        >
          {MESSAGES.staffAdmin.attendance}
        </button>
      </>
    ),
    dialog: <AttendanceDialog camp={counting} onClose={() => setCounting(null)} />,
  };
}
