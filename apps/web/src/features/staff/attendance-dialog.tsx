import { type Attendance } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { ModalDialog } from "../../components/feedback/modal-dialog";
import { QueryState } from "../../components/feedback/query-state";
import { useAttendance } from "./api/attendance";

type Camp = { _id: string; title: string };

/** All Camps' "Attendance" dialog (issue 21): expected, checked in and, once the camp has ended, the no-shows. */
export function AttendanceDialog({ camp, onClose }: { camp: Camp | null; onClose: () => void }) {
  return (
    <ModalDialog open={camp !== null} title={MESSAGES.staffAdmin.attendanceOf(camp?.title ?? "")} onClose={onClose}>
      {camp && <LoadedAttendance key={camp._id} campId={camp._id} />}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          {MESSAGES.staffAdmin.close}
        </button>
      </div>
    </ModalDialog>
  );
}

function LoadedAttendance({ campId }: { campId: string }) {
  const attendance = useAttendance(campId);
  return (
    <QueryState
      loading={attendance.isPending}
      error={attendance.error}
      errorText={MESSAGES.staffAdmin.attendanceLoadFailed}
    >
      {attendance.data && <AttendanceCounts attendance={attendance.data} />}
    </QueryState>
  );
}

function AttendanceCounts({ attendance }: { attendance: Attendance }) {
  const counts = [
    { label: MESSAGES.staffAdmin.expected, value: attendance.expected },
    { label: MESSAGES.staffAdmin.checkedIn, value: attendance.checkedIn },
    { label: MESSAGES.staffAdmin.noShow, value: attendance.noShow },
  ];
  return (
    <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
      {counts.map(({ label, value }) => (
        <div key={label} className="rounded-box border border-base-300 px-4 py-3">
          <dt className="text-sm text-base-content/70">{label}</dt>
          {value === null ? (
            <dd className="pt-1 font-medium">{MESSAGES.staffAdmin.noShowLater}</dd>
          ) : (
            <dd className="text-2xl font-bold">{value}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
