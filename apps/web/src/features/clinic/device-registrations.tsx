import { MESSAGES } from "../../i18n/messages";
import type { DeviceRegistration } from "./clinic-store";

/** How many of this device's registrations the desk lists (newest first). */
export const REGISTRATIONS_SHOWN = 20;

/**
 * The walk-ins registered on this phone, newest first: the token the phone gave each, and the camp's token once the
 * server has answered (the person is called by it at the other stations).
 */
export function DeviceRegistrations({ registrations }: { registrations: readonly DeviceRegistration[] }) {
  const text = MESSAGES.clinicUi;
  const shown = registrations
    .filter((r) => !r.refused)
    .slice(-REGISTRATIONS_SHOWN)
    .reverse();
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="registered-here" className="space-y-2">
      <h2 id="registered-here" className="text-lg font-semibold">
        {text.registeredHere}
      </h2>
      <ul className="space-y-1">
        {shown.map((r) => (
          <li key={r.visitId} className="flex flex-wrap items-baseline gap-x-3">
            <span className="tabular-nums">{r.provisional}</span>
            <span aria-hidden="true">→</span>
            <span className="font-bold tabular-nums">{r.token ?? text.notSentYet}</span>
            <bdi className="min-w-0 break-words">{r.name}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}
