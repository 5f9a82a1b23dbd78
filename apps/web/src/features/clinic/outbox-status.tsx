import { MESSAGES } from "../../i18n/messages";
import type { RefusedRecord } from "./clinic-sync";
import { type DeviceState, deviceVisit, shownToken } from "./device-view";
import type { PhoneDropped } from "./use-clinic-sync";

/** A refused record's token as the station knows it: the camp's, the phone's provisional one, or a dash. */
function tokenOf(record: RefusedRecord, state: DeviceState): string {
  const known = deviceVisit(state, record.item.visitId);
  return known ? String(shownToken(known.entry)) : "—";
}

/**
 * What this phone still has to send, and what the server refused of it (dropped, so said once here) or took without
 * a phone number.
 */
export function OutboxStatus({
  state,
  refused,
  phoneDropped,
}: {
  state: DeviceState;
  refused: readonly RefusedRecord[];
  phoneDropped: readonly PhoneDropped[];
}) {
  const text = MESSAGES.clinicUi;
  const waiting = state.outbox.length;
  if (waiting === 0 && refused.length === 0 && phoneDropped.length === 0) return null;
  return (
    <div className="space-y-2">
      {waiting > 0 && (
        <p role="status" className="badge badge-warning badge-lg h-auto py-1">
          {text.waitingToSend(waiting)}
        </p>
      )}
      {refused.length > 0 && (
        <ul role="alert" className="space-y-1 text-error">
          {refused.map((r) => (
            <li key={r.item.id}>{text.notSent(tokenOf(r, state), r.message)}</li>
          ))}
        </ul>
      )}
      {phoneDropped.length > 0 && (
        <ul className="space-y-1">
          {phoneDropped.map((p) => (
            <li key={p.visitId}>{text.phoneDropped(p.name)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
