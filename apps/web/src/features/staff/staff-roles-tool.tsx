import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import type { RowTool } from "../../components/list/data-table";
import { StaffRolesDialog } from "./staff-roles-dialog";

type StaffUser = { _id: string; name: string };

/** Manage Users' "Staff" of each student (issue 21), beside Make Admin, and the dialog of their staff roles. */
export function useStaffRolesTool(): RowTool<StaffUser> {
  const [staffing, setStaffing] = useState<StaffUser | null>(null);
  return {
    cell: (user) => (
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={MESSAGES.staffAdmin.rolesOf(user.name)}
        onClick={() => setStaffing(user)}
      >
        {MESSAGES.staffAdmin.staffAction}
      </button>
    ),
    dialog: <StaffRolesDialog user={staffing} onClose={() => setStaffing(null)} />,
  };
}
