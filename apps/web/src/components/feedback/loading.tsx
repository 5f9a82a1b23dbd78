import { MESSAGES } from "../../i18n/messages";
/** Full-page loading view, also the router's fallback while a lazy area loads. */
export function Loading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <div role="status" className="flex flex-col items-center gap-3">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">{MESSAGES.common.loading}</span>
      </div>
    </div>
  );
}
