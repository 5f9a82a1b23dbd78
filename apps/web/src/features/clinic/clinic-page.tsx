import { Link, Navigate, useSearchParams } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { useCamp } from "../../lib/get-camp";
import { clinicSettingsPath } from "../../lib/clinic-path";
import type { ClinicAccess } from "./clinic-access";
import { ClinicMessage, ClinicSpinner } from "./clinic-feedback";
import { DeskForm } from "./desk-form";
import { QueuePanel } from "./queue-panel";
import { StationPicker } from "./station-picker";
import { chosenStation, type ClinicRole, stationsAt } from "./station-roles";
import { useStationOrder } from "./use-clinic-lists";
import { VisitPanel } from "./visit-panel";

/**
 * A camp's clinic (issue 39) for admins and the camp's staff with a station role: the station is in the URL
 * (`?station=`), and so is the visit opened from its queue (`?visit=`), so Back and a reload keep both.
 */
export function ClinicPage({ mealId, access }: { mealId: string; access: ClinicAccess }) {
  const camp = useCamp(mealId);
  const title = camp.data?.title;
  const heading = title ? MESSAGES.clinicUi.title(title) : MESSAGES.clinicUi.pageTitle;

  if (access.state === "signedOut") return <Navigate to="/" replace />;
  let body;
  if (access.state === "loading") body = <ClinicSpinner />;
  else if (access.state === "noRole") body = <ClinicMessage text={MESSAGES.clinicUi.noRole} />;
  else if (access.state === "failed") {
    body = <ClinicMessage text={MESSAGES.clinicUi.loadFailed} retry={access.retry} />;
  } else body = <Stations mealId={mealId} role={access.role} />;

  return (
    <section aria-labelledby="clinic-heading" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6">
      {/* The check-in page's tab title ("heading · MedCamp"): one text for both staff pages. */}
      <title>{MESSAGES.checkInUi.documentTitle(heading)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="clinic-heading" className="min-w-0 text-2xl font-bold break-words">
          {heading}
        </h1>
        {access.state === "allowed" && access.role === "admin" && (
          <Link to={clinicSettingsPath(mealId)} className="btn btn-outline btn-sm">
            {MESSAGES.clinicLists.settings}
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}

function Stations({ mealId, role }: { mealId: string; role: ClinicRole }) {
  const [params, setParams] = useSearchParams();
  const order = useStationOrder(mealId);
  const station = chosenStation(role, params.get("station"), order);
  const visitId = params.get("visit");
  const go = (next: { station?: string; visit?: string | null }) => {
    const updated = new URLSearchParams(params);
    if (next.station) updated.set("station", next.station);
    if (next.visit) updated.set("visit", next.visit);
    else updated.delete("visit");
    setParams(updated);
  };
  if (!station) return <ClinicMessage text={MESSAGES.clinicLists.noStationHere} />;
  return (
    <>
      <StationPicker
        role={role}
        stations={stationsAt(role, order)}
        station={station}
        onChoose={(s) => go({ station: s, visit: null })}
      />
      {station === "registration" ? (
        <DeskForm mealId={mealId} />
      ) : (
        <>
          {visitId && (
            <VisitPanel
              key={visitId}
              visitId={visitId}
              station={station}
              role={role}
              onClose={() => go({ visit: null })}
            />
          )}
          <QueuePanel mealId={mealId} station={station} onOpen={(id) => go({ visit: id })} />
        </>
      )}
    </>
  );
}
