import { MESSAGES } from "../../i18n/messages";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../lib/api-client";
import { useOnline } from "../../lib/network-status";
import { CheckInDesk } from "./check-in-desk";
import { formatScanTime } from "./roster-view";
import { NoStoredRosterError, useRoster } from "./use-roster";

function Message({ text, tone = "text-error" }: { text: string; tone?: string }) {
  return (
    <p role="alert" className={`py-8 text-center text-lg font-medium ${tone}`}>
      {text}
    </p>
  );
}

/**
 * The phone check-in page (issue 21) for admins and the camp's staff. It sits outside the guards because it must
 * open with no network: online the server decides who may see it (401 → home, 403 → not authorized); offline the
 * roster stored on the device stands in.
 */
export function CheckInPage() {
  const { mealId = "" } = useParams();
  const online = useOnline();
  const roster = useRoster(mealId, online);
  const { data, error, isPending, refetch } = roster;

  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 401) return <Navigate to="/" replace />;

  let body;
  if (status === 403) body = <Message text={MESSAGES.auth.notAuthorized} />;
  else if (data) {
    body = (
      <>
        {data.fromDevice && (
          <p className="alert alert-warning">{MESSAGES.checkIn.offlineRoster(formatScanTime(data.savedAt))}</p>
        )}
        <CheckInDesk mealId={mealId} roster={data.roster} />
      </>
    );
  } else if (isPending) {
    body = (
      <div role="status" className="flex justify-center py-12">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">{MESSAGES.adminCommon.loading}</span>
      </div>
    );
  } else if (error instanceof NoStoredRosterError) {
    body = <Message text={MESSAGES.checkIn.noStoredRoster} tone="text-base-content" />;
  } else {
    body = (
      <div className="flex flex-col items-center">
        <Message text={MESSAGES.checkIn.loadFailed} />
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          {MESSAGES.account.tryAgain}
        </button>
      </div>
    );
  }

  const campTitle = data?.roster.camp.title;
  const heading = campTitle ? MESSAGES.checkIn.title(campTitle) : MESSAGES.checkIn.pageTitle;
  return (
    <section aria-labelledby="check-in-heading" className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-6">
      <title>{MESSAGES.checkInUi.documentTitle(heading)}</title>
      <h1 id="check-in-heading" className="text-2xl font-bold break-words">
        {heading}
      </h1>
      {body}
    </section>
  );
}
