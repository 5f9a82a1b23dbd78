import { MESSAGES } from "../../i18n/messages";
import { ModalDialog } from "../../components/feedback/modal-dialog";
import { QueryState } from "../../components/feedback/query-state";
import { useStaffAssignments } from "./api/staff-assignments";
import { MakeStaffForm } from "./make-staff-form";
import { StaffAssignmentList } from "./staff-assignment-list";

type StaffUser = { _id: string; name: string };

/** Manage Users' "Staff" dialog (issue 21): the user's staff roles, Remove for each, and Make staff. */
export function StaffRolesDialog({ user, onClose }: { user: StaffUser | null; onClose: () => void }) {
  return (
    <ModalDialog open={user !== null} title={MESSAGES.staffAdmin.rolesOf(user?.name ?? "")} onClose={onClose}>
      {user && <StaffRoles key={user._id} userId={user._id} />}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {MESSAGES.staffAdmin.close}
        </button>
      </div>
    </ModalDialog>
  );
}

function StaffRoles({ userId }: { userId: string }) {
  const assignments = useStaffAssignments(userId);
  return (
    <QueryState loading={assignments.isPending} error={assignments.error} errorText={MESSAGES.staffAdmin.loadFailed}>
      {assignments.data && (
        <div className="space-y-5">
          <StaffAssignmentList userId={userId} assignments={assignments.data} />
          <MakeStaffForm userId={userId} staffed={assignments.data} />
        </div>
      )}
    </QueryState>
  );
}
