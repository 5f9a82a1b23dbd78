import type { CheckInBy } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { Avatar } from "../../components/media/avatar";
import { ResultIcon, type ResultIconName } from "./result-icons";
import { formatScanTime } from "./roster-view";
import type { ScanResult, UndoTarget } from "./scan-result";

const TEXT = MESSAGES.checkIn;

type Look = { tone: string; icon: ResultIconName; heading: string; detail?: ReactNode; person?: ScanPerson };
type ScanPerson = { name: string; photo: string | null };

function lookOf(result: ScanResult): Look {
  switch (result.kind) {
    case "idle":
      return { tone: "bg-base-200 text-base-content", icon: "scan", heading: TEXT.scanPrompt };
    case "checking":
      return { tone: "bg-base-200 text-base-content", icon: "scan", heading: TEXT.checking };
    case "checkedIn":
      return {
        tone: "bg-success text-success-content",
        icon: "check",
        heading: TEXT.checkedIn,
        person: result,
        detail: result.waiting ? TEXT.waitingNote : undefined,
      };
    case "already":
      return {
        tone: "bg-warning text-warning-content",
        icon: "clock",
        heading: TEXT.alreadyCheckedIn,
        person: result,
        detail: (
          <>
            {TEXT.checkedInWhen(formatScanTime(result.at), result.by ?? TEXT.onThisDevice)}
            {result.byUser && <CheckedInBy account={result.byUser} />}
          </>
        ),
      };
    case "notOnCamp":
      return {
        tone: "bg-error text-error-content",
        icon: "cross",
        heading: TEXT.notOnCamp,
        detail: MESSAGES.staff.ticketNotOnCamp,
      };
    case "cancelled":
      return {
        tone: "bg-error text-error-content",
        icon: "cross",
        heading: TEXT.cancelled,
        detail: MESSAGES.staff.ticketRevoked,
      };
    case "refused":
      return { tone: "bg-error text-error-content", icon: "cross", heading: TEXT.notCheckedIn, detail: result.message };
    case "undone":
      return { tone: "bg-info text-info-content", icon: "undo", heading: TEXT.undone(result.name) };
  }
}

/**
 * Who checked a ticket in, beyond the name they chose: their role and their account's e-mail, which a rename cannot
 * change (issue 37: a staff member renamed "MedCamp Admin" still reads as staff, with their own address).
 */
function CheckedInBy({ account }: { account: CheckInBy }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2 text-base">
      <span className="badge badge-outline font-semibold">
        {account.role === "admin" ? TEXT.byAdmin : TEXT.byStaff}
      </span>
      <bdi className="break-all">{account.email}</bdi>
    </span>
  );
}

type Props = {
  result: ScanResult;
  onUndo: (target: UndoTarget, name: string) => void;
  undoing: boolean;
};

/**
 * The answer to the latest scan, big enough to read at arm's length: colour, icon and words together. The undo sits
 * outside the live region (and apart from the inputs), so it is only ever pressed on purpose.
 */
export function ScanResultPanel({ result, onUndo, undoing }: Props) {
  const { tone, icon, heading, detail, person } = lookOf(result);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="status"
        aria-label={TEXT.scanResult}
        aria-busy={result.kind === "checking"}
        className={`flex min-h-36 items-center gap-4 rounded-box p-4 ${tone}`}
      >
        {person ? <Avatar name={person.name} photoURL={person.photo} size="size-20" /> : <ResultIcon name={icon} />}
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-2xl font-bold">
            {person && <ResultIcon name={icon} size="size-8" />}
            <span>{heading}</span>
          </p>
          {person && <p className="text-xl font-semibold break-words">{person.name}</p>}
          {detail && <p className="mt-1">{detail}</p>}
        </div>
      </div>
      {result.kind === "checkedIn" && (
        <button
          type="button"
          className="btn btn-outline btn-lg self-end"
          aria-label={TEXT.undoOf(result.name)}
          disabled={undoing}
          onClick={() => onUndo(result.undo, result.name)}
        >
          {undoing && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {TEXT.undo}
        </button>
      )}
    </div>
  );
}
