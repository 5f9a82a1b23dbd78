import { Link, useParams } from "react-router";
import { QueryState } from "../../../components/feedback/query-state";
import { MESSAGES } from "../../../i18n/messages";
import { useCamp } from "../../../lib/get-camp";
import { clinicPath } from "../../../lib/clinic-path";
import { FacilitiesEditor } from "../referrals/facilities-editor";
import { useFacilities } from "../referrals/referrals-api";
import { useCampStations, useMedicines, useScreeningTests } from "../use-clinic-lists";
import { MedicinesEditor } from "./medicines-editor";
import { ScreeningTestsEditor } from "./screening-tests-editor";
import { StationsEditor } from "./stations-editor";

/**
 * /admin/clinic/:mealId/settings (issue 39): a camp's clinic lists for admins — its stations in order, its screening
 * tests and its medicines, each saved on its own; the station screens follow them. Issue 40: its partner facilities.
 */
export function ClinicSettingsPage() {
  const { mealId = "" } = useParams();
  const text = MESSAGES.clinicLists;
  const title = useCamp(mealId).data?.title;
  const heading = title ? text.settingsOf(title) : text.settings;
  const stations = useCampStations(mealId);
  const tests = useScreeningTests(mealId);
  const medicines = useMedicines(mealId);
  const facilities = useFacilities(mealId);
  const loadFailed = MESSAGES.clinicUi.loadFailed;
  return (
    <section aria-labelledby="clinic-settings-heading" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
      <title>{MESSAGES.checkInUi.documentTitle(heading)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="clinic-settings-heading" className="min-w-0 text-3xl font-bold break-words">
          {heading}
        </h1>
        <Link to={clinicPath(mealId)} className="btn btn-outline btn-sm">
          {text.backToClinic}
        </Link>
      </div>
      <QueryState loading={stations.isPending} error={stations.error} errorText={loadFailed}>
        {stations.data && <StationsEditor mealId={mealId} stations={stations.data.stations} />}
      </QueryState>
      <QueryState loading={tests.isPending} error={tests.error} errorText={loadFailed}>
        {tests.data && <ScreeningTestsEditor mealId={mealId} answer={tests.data} />}
      </QueryState>
      <QueryState loading={medicines.isPending} error={medicines.error} errorText={loadFailed}>
        {medicines.data && <MedicinesEditor mealId={mealId} answer={medicines.data} />}
      </QueryState>
      <QueryState loading={facilities.isPending} error={facilities.error} errorText={loadFailed}>
        {facilities.data && <FacilitiesEditor mealId={mealId} answer={facilities.data} />}
      </QueryState>
    </section>
  );
}
