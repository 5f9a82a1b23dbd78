import type { StationKind, Visit } from "@medcamp/contract";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { useOnline } from "../../lib/network-status";
import { ReferPanel } from "./referrals/refer-form";
import { VisitReferrals } from "./referrals/visit-referrals";
import { useClinicCamp } from "./clinic-camp";
import { PageMessage, PageSpinner } from "../../components/feedback/page-status";
import { deviceVisit, shownToken, visitFromDevice } from "./device-view";
import { FlagBadges } from "./flag-badges";
import { OfflineNotice } from "./offline-notice";
import { isOutage } from "./outage";
import { personDetails } from "./person-line";
import { SectionView } from "./section-view";
import { StationForm, writesSection } from "./station-form";
import { SendLinkPanel } from "./summary/send-link-panel";
import { summaryPath } from "./summary/summary-api";
import type { ClinicRole } from "./station-roles";
import { useDeviceState } from "./use-device-state";
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

/**
 * A visit opened at a station: who it is, their flags, the sections the role may read, and the station's form. With
 * no network it is the visit as this device knows it (who, from its queues or its registration; its own records).
 */
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
  const mealId = useClinicCamp();
  const online = useOnline();
  const visit = useVisit(visitId);
  const fromDevice = !visit.data && (!online || (visit.isError && isOutage(visit.error)));
  const device = useDeviceState(mealId, fromDevice);

  let body;
  if (visit.data) {
    body = (
      <>
        {!online && <OfflineNotice />}
        <VisitBody visit={visit.data} token={visit.data.token} station={station} role={role} />
      </>
    );
  } else if (fromDevice) {
    const known = device.data && deviceVisit(device.data, visitId);
    if (known) {
      body = (
        <>
          <OfflineNotice />
          <VisitBody
            visit={visitFromDevice(known, mealId, station)}
            token={shownToken(known.entry)}
            station={station}
            role={role}
          />
        </>
      );
    } else if (device.isPending) body = <PageSpinner />;
    else body = <PageMessage text={text.visitNotOnPhone} />;
  } else if (visit.isPending) body = <PageSpinner />;
  else body = <PageMessage text={text.loadFailed} retry={() => void visit.refetch()} />;

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

function VisitBody({
  visit,
  token,
  station,
  role,
}: {
  visit: Visit;
  token: number | string;
  station: StationKind;
  role: ClinicRole;
}) {
  const text = MESSAGES.clinicUi;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { person } = visit;
  const formHere = writesSection(role, station);
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold break-words">
        {text.visitTitle(token, person.name)}
      </h2>
      <p className="text-base-content/70">{[personDetails(person), person.phone].filter(Boolean).join(" · ")}</p>
      <FlagBadges flags={visit.flags} />
      {visit.signature && readsSummary(role) && <PrintSummaryLink visitId={visit.id} />}
      {/* Issue 40: the summary texted as a link to the person (at the exit, and wherever the summary is printed). */}
      {visit.signature && person.phone && (station === "exit" || readsSummary(role)) && (
        <SendLinkPanel visitId={visit.id} />
      )}
      {visit.sections
        .filter((s) => !(formHere && s.station === station))
        .map((s) => (
          <SectionView key={s.station} station={s.station} data={s.data} />
        ))}
      <h3 className="font-semibold">{text.stations[station]}</h3>
      <StationForm visit={visit} station={station} role={role} />
      {visit.referrals && <VisitReferrals referrals={visit.referrals} />}
      {/* Issue 40: the doctor refers the person from the consultation (the form asks the server, so online only). */}
      {station === "consultation" && readsSummary(role) && <ReferPanel visit={visit} />}
    </>
  );
}
