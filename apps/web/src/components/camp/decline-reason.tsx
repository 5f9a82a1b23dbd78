import { MESSAGES } from "../../i18n/messages";

/**
 * Why an organiser declined a join request (issue 23), under its "Declined" status: in My Camp Requests for the
 * camper and on Serve Camp for the admins. Long reasons wrap within the cell.
 */
export function DeclineReason({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <span className="block max-w-xs text-sm break-words whitespace-pre-line text-base-content/70">
      {MESSAGES.schedule.declineReasonText(reason)}
    </span>
  );
}
