import { OFFLINE_TEXT, useOnline } from "../../lib/network-status";

/**
 * Says so while the browser is offline, held at the bottom of the screen while the page scrolls: the page and its
 * chrome stay, and the user knows why nothing new loads or sends. The status region is always there (empty while
 * online), so the change is announced.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="sticky bottom-0 z-40">
      {!online && (
        <p className="bg-warning px-4 py-2 text-center text-sm font-medium break-words text-warning-content">
          {OFFLINE_TEXT.banner}
        </p>
      )}
    </div>
  );
}
