import { type Roster } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { CameraScanner } from "./camera-scanner";
import { ParticipantSearch } from "./participant-search";
import { PictureScanner } from "./picture-scanner";
import { checkedInCount } from "./roster-view";
import { ScanResultPanel } from "./scan-result-panel";
import { TicketCodeForm } from "./ticket-code-form";
import { useCheckIn } from "./use-check-in";
import { useQueue } from "./use-roster";
import { WaitingList } from "./waiting-list";

/** The check-in desk of one camp: the count, the latest scan's answer and every way to scan. */
export function CheckInDesk({ mealId, roster }: { mealId: string; roster: Roster }) {
  const queue = useQueue(mealId).data ?? [];
  const { result, scan, undo, undoing, refused } = useCheckIn(mealId);
  const onScan = (code: string) => void scan(code);

  return (
    <>
      <p
        role="status"
        aria-label={MESSAGES.checkIn.countLabel}
        className="rounded-box bg-base-200 px-4 py-3 text-center text-2xl font-bold tabular-nums"
      >
        {MESSAGES.checkIn.count(checkedInCount(roster, queue), roster.expected)}
      </p>
      <ScanResultPanel result={result} onUndo={(target, name) => void undo(target, name)} undoing={undoing} />
      <TicketCodeForm onScan={onScan} />
      <CameraScanner onScan={onScan} />
      <PictureScanner onScan={onScan} />
      <ParticipantSearch roster={roster} queue={queue} onScan={onScan} />
      <WaitingList queue={queue} refused={refused} />
    </>
  );
}
