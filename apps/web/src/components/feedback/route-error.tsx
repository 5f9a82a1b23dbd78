import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { Link, useRouteError } from "react-router";
import { ApiError, NETWORK_ERROR_STATUS } from "../../lib/api-client";
import { isOffline, OFFLINE_TEXT } from "../../lib/network-status";

/** How browsers word a module (a lazy screen's chunk) that could not be fetched, and a fetch without an answer. */
const UNREACHABLE =
  /dynamically imported module|importing a module script failed|unable to preload|failed to fetch|networkerror|load failed/i;

/** The failure came from the network (offline, or a screen's chunk that could not be fetched), not from the app. */
export function isNetworkFailure(error: unknown): boolean {
  if (isOffline()) return true;
  if (error instanceof ApiError) return error.status === NETWORK_ERROR_STATUS;
  return error instanceof Error && UNREACHABLE.test(error.message);
}

function ErrorPanel({ heading: Heading }: { heading: "h1" | "h2" }) {
  const error = useRouteError();
  const [note, setNote] = useState("");
  if (import.meta.env.DEV) console.error(error);
  const network = isNetworkFailure(error);

  function retry() {
    // A screen whose chunk failed is not fetched again by the router: a reload is the retry.
    if (isOffline()) setNote(OFFLINE_TEXT.stillOffline);
    else window.location.reload();
  }

  return (
    <div className="grid place-items-center px-4 py-16 text-center">
      <div>
        <Heading className="text-2xl font-bold">{network ? OFFLINE_TEXT.page : MESSAGES.camps.somethingWrong}</Heading>
        <div className="mt-6 flex justify-center gap-2">
          <button type="button" className="btn btn-primary" onClick={retry}>
            {network ? MESSAGES.common.retry : MESSAGES.common.reload}
          </button>
          <Link to="/" className="btn">
            {MESSAGES.nav.home}
          </Link>
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm">
          {note}
        </p>
      </div>
    </div>
  );
}

/** Router error boundary of a whole area (its layout failed): a failed lazy chunk or a render error, no stack. */
export function RouteError() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center">
      <ErrorPanel heading="h1" />
    </main>
  );
}

/**
 * Router error boundary inside a layout: a screen that failed (its chunk could not be fetched offline, or it broke)
 * is replaced by the message while the navbar and footer stay, so the user can go elsewhere.
 */
export function PageError() {
  return <ErrorPanel heading="h1" />;
}
