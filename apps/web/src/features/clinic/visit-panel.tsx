import type { StationKind } from "@medcamp/contract";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { ClinicMessage, ClinicSpinner } from "./clinic-feedback";
import { FlagBadges } from "./flag-badges";
import { personDetails } from "./person-line";
import { SectionView } from "./section-view";
import { StationForm, writesSection } from "./station-form";
import { summaryPath } from "./summary/summary-api";
import type { ClinicRole } from "./station-roles";
import { useVisit } from "./use-visit";

/** Who may read a visit's summary at the camp: its doctors and admins (the person too, from their dashboard). */
const readsSummary = (role: ClinicRole) => role === "doctor" || role === "admin";

/** The signed visit's summary, to print for the person; Back on it returns to this visit at this station. */
function PrintSummaryLink({ visitId }: { visitId: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={summaryPath(visitId)}
      state={{ back: `${pathname}${search}` }}
      className="btn btn-outline btn-primary self-start"
    >
      {MESSAGES.clinicSummary.print}
    </Link>
  );
}

/** A visit opened at a station: who it is, their flags, the sections the role may read, and the station's form. */
export function VisitPanel({
  visitId,
  station,
  role,
  onClose,
}: {
  visitId: string;
  station: StationKind;
  role: ClinicRole;
  onClose: () => void;
}) {
  const text = MESSAGES.clinicUi;
  const visit = useVisit(visitId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = !!visit.data;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  let body;
  if (visit.data) {
    const { person } = visit.data;
    const formHere = writesSection(role, station);
    body = (
      <>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold break-words">
          {text.visitTitle(visit.data.token, person.name)}
        </h2>
        <p className="text-base-content/70">{[personDetails(person), person.phone].filter(Boolean).join(" · ")}</p>
        <FlagBadges flags={visit.data.flags} />
        {visit.data.signature && readsSummary(role) && <PrintSummaryLink visitId={visitId} />}
        {visit.data.sections
          .filter((s) => !(formHere && s.station === station))
          .map((s) => (
            <SectionView key={s.station} station={s.station} data={s.data} />
          ))}
        <h3 className="font-semibold">{text.stations[station]}</h3>
        <StationForm visit={visit.data} station={station} role={role} />
      </>
    );
  } else if (visit.isPending) body = <ClinicSpinner />;
  else body = <ClinicMessage text={text.loadFailed} retry={() => void visit.refetch()} />;

  return (
    <section aria-label={text.stations[station]} className="card bg-base-100 shadow-sm ring-1 ring-base-300">
      <div className="card-body gap-3 p-4 sm:p-6">
        <button type="button" className="btn btn-ghost btn-sm self-end" onClick={onClose}>
          {MESSAGES.staffAdmin.close}
        </button>
        {body}
      </div>
    </section>
  );
}
