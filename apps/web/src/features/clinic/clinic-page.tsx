import { Link, Navigate, useSearchParams } from "react-router";
import { MESSAGES } from "../../i18n/messages";
import { useCamp } from "../../lib/get-camp";
import { campReportPath, clinicSettingsPath, clinicStockPath } from "../../lib/clinic-path";
import { keepsReferrals, referralsListPath } from "./referrals/referrals-api";
import type { ClinicAccess } from "./clinic-access";
import { ClinicCampContext } from "./clinic-camp";
import { PageMessage, PageSpinner } from "../../components/feedback/page-status";
import { DeskForm } from "./desk-form";
import { OutboxStatus } from "./outbox-status";
import { QueuePanel } from "./queue-panel";
import { StationPicker } from "./station-picker";
import { chosenStation, type ClinicRole, stationsAt } from "./station-roles";
import { useStationOrder } from "./use-clinic-lists";
import { useClinicSync } from "./use-clinic-sync";
import { useDeviceState } from "./use-device-state";
import { useKeepOnDevice } from "./use-keep-on-device";
import { VisitPanel } from "./visit-panel";

/**
 * A camp's clinic (issue 39) for admins and the camp's staff with a station role: the station is in the URL
 * (`?station=`), and so is the visit opened from its queue (`?visit=`), so Back and a reload keep both. It works with
 * no network from what the device kept (issue 39, item 4): see clinic-store.ts and ADR 027.
 */
export function ClinicPage({ mealId, access }: { mealId: string; access: ClinicAccess }) {
  const camp = useCamp(mealId);
  const device = useDeviceState(mealId);
  const title = camp.data?.title ?? device.data?.camp?.title;
  const heading = title ? MESSAGES.clinicUi.title(title) : MESSAGES.clinicUi.pageTitle;

  if (access.state === "signedOut") return <Navigate to="/" replace />;
  let body;
  if (access.state === "loading") body = <PageSpinner />;
  else if (access.state === "noRole") body = <PageMessage text={MESSAGES.clinicUi.noRole} />;
  else if (access.state === "nothingStored") body = <PageMessage text={MESSAGES.clinicUi.nothingStored} />;
  else if (access.state === "failed") {
    body = <PageMessage text={MESSAGES.clinicUi.loadFailed} retry={access.retry} />;
  } else body = <Stations mealId={mealId} role={access.role} title={camp.data?.title} />;

  return (
    <section aria-labelledby="clinic-heading" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6">
      {/* The check-in page's tab title ("heading · MedCamp"): one text for both staff pages. */}
      <title>{MESSAGES.checkInUi.documentTitle(heading)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="clinic-heading" className="min-w-0 text-2xl font-bold break-words">
          {heading}
        </h1>
        <div className="flex flex-wrap gap-2">
          {access.state === "allowed" && keepsReferrals(access.role) && (
            <Link to={referralsListPath(mealId)} className="btn btn-outline btn-sm">
              {MESSAGES.clinicReferrals.referrals}
            </Link>
          )}
          {access.state === "allowed" && ["pharmacist", "doctor", "admin"].includes(access.role) && (
            <Link to={clinicStockPath(mealId)} className="btn btn-outline btn-sm">
              {MESSAGES.clinicPharmacy.stock}
            </Link>
          )}
          {access.state === "allowed" && ["doctor", "admin"].includes(access.role) && (
            <Link to={campReportPath(mealId)} className="btn btn-outline btn-sm">
              {MESSAGES.clinicUi.report}
            </Link>
          )}
          {access.state === "allowed" && access.role === "admin" && (
            <Link to={clinicSettingsPath(mealId)} className="btn btn-outline btn-sm">
              {MESSAGES.clinicLists.settings}
            </Link>
          )}
        </div>
      </div>
      {body}
    </section>
  );
}

function Stations({ mealId, role, title }: { mealId: string; role: ClinicRole; title: string | undefined }) {
  useKeepOnDevice(mealId, role, title);
  const { refused, phoneDropped } = useClinicSync(mealId);
  const device = useDeviceState(mealId);
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
  if (!station) return <PageMessage text={MESSAGES.clinicLists.noStationHere} />;
  return (
    <ClinicCampContext value={mealId}>
      <StationPicker
        role={role}
        stations={stationsAt(role, order)}
        station={station}
        onChoose={(s) => go({ station: s, visit: null })}
      />
      {device.data && <OutboxStatus state={device.data} refused={refused} phoneDropped={phoneDropped} />}
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
    </ClinicCampContext>
  );
}
