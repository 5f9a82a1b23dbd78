import { SEAT_HOLDING_STATUSES } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import type { AdminRequest } from "./api/get-requests";

const holdsSeat = (status: AdminRequest["status"]) => (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);

/**
 * Serve Camp's Status cell: seat-holders (pending, delivered) keep the server's word in a filled badge, the waitlist
 * shows its rank in an amber one, a declined request is greyed out, so the two groups stand apart at a glance.
 */
export function ServeStatusBadge({ request }: { request: AdminRequest }) {
  if (holdsSeat(request.status)) return <span className="badge badge-soft badge-primary">{request.status}</span>;
  if (request.status === "waitlisted")
    return (
      <span className="badge badge-warning whitespace-nowrap">
        {request.position ? MESSAGES.schedule.waitlistAt(request.position) : MESSAGES.schedule.waitlistStatus}
      </span>
    );
  return <span className="badge badge-ghost">{MESSAGES.schedule.declinedStatus}</span>;
}
