import { formatTicketCode } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import type { QueuedCheckIn } from "./check-in-store";
import type { RefusedCheckIn } from "./check-in-sync";
import { formatScanTime } from "./roster-view";

const who = (item: QueuedCheckIn) => item.name ?? formatTicketCode(item.code);

/** The scans still on this device, and those the server refused once they were sent. */
export function WaitingList({ queue, refused }: { queue: QueuedCheckIn[]; refused: RefusedCheckIn[] }) {
  return (
    <>
      {queue.length > 0 && (
        <section aria-labelledby="check-in-waiting" className="rounded-box border border-warning p-4">
          <h2 id="check-in-waiting" className="text-lg font-bold">
            {MESSAGES.checkIn.waiting(queue.length)}
          </h2>
          <ul className="mt-2 list-disc ps-5">
            {queue.map((item) => (
              <li key={item.clientId}>
                {who(item)} · {formatScanTime(item.scannedAt)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="check-in-refused" className="rounded-box border border-error p-4">
          <h2 id="check-in-refused" className="text-lg font-bold">
            {MESSAGES.checkIn.refusedTitle}
          </h2>
          <ul className="mt-2 list-disc ps-5">
            {refused.map(({ item, message }) => (
              <li key={item.clientId}>
                {who(item)}: {message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
