import { MESSAGES } from "../../i18n/messages";

const URGENT = new Set(["bloodPressureVeryHigh", "oxygenVeryLow"]);

/** The flags earlier stations raised (raised BP, …), as badges; urgent ones in the error colour. */
export function FlagBadges({ flags }: { flags: readonly string[] }) {
  if (flags.length === 0) return null;
  const names: Record<string, string> = MESSAGES.clinicUi.flags;
  return (
    <ul aria-label={MESSAGES.clinicUi.flagsLabel} className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li key={flag} className={`badge ${URGENT.has(flag) ? "badge-error" : "badge-warning"}`}>
          {names[flag] ?? flag}
        </li>
      ))}
    </ul>
  );
}
