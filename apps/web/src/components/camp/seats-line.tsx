import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { type CampSchedule, isEnded } from "../../lib/camp-time";

/** What a camp's seats line needs: its end, and its seats when it is published (upcoming camps have none). */
type SeatsCamp = CampSchedule & { capacity?: number | null; seatsLeft?: number | null };

/**
 * "12 of 40 seats left", or "Full — join the waitlist" when none is left; null without a limit or seats to show, and
 * for a camp that has ended (it says "Ended" instead).
 */
function seatsText(camp: SeatsCamp, now: Date = new Date()): string | null {
  if (isEnded(camp, now) || camp.capacity == null || camp.seatsLeft == null) return null;
  return camp.seatsLeft > 0 ? MESSAGES.schedule.seatsLeft(camp.seatsLeft, camp.capacity) : MESSAGES.schedule.full;
}

const BADGE = "badge badge-sm h-auto min-h-5 py-0.5 font-medium";

/**
 * A camp's seats as a term and value of a `<dl>`: "12 of 40 seats left", "Full — join the waitlist" as a warning
 * badge, or an "Ended" badge once the camp has ended; nothing for a camp without a limit (issue 18). The term is read
 * only by screen readers.
 */
export function SeatsFact({ camp, className = "", icon }: { camp: SeatsCamp; className?: string; icon?: ReactNode }) {
  const now = new Date();
  const ended = isEnded(camp, now);
  const text = seatsText(camp, now);
  if (!ended && !text) return null;
  return (
    <div className={`flex items-center gap-1.5 ${className}`}>
      {icon}
      <dt className="sr-only">{ended ? MESSAGES.schedule.statusLabel : MESSAGES.schedule.seatsLabel}</dt>
      <dd>
        {ended ? (
          <span className={`${BADGE} badge-neutral`}>{MESSAGES.schedule.ended}</span>
        ) : camp.seatsLeft === 0 ? (
          <span className={`${BADGE} badge-warning`}>{text}</span>
        ) : (
          <span className="font-medium">{text}</span>
        )}
      </dd>
    </div>
  );
}
