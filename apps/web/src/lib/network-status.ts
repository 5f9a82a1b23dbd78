import { useSyncExternalStore } from "react";

/** What the app says when the browser has no connection (issue 17, item 5: failures that keep people oriented). */
export const OFFLINE_TEXT = {
  banner: "You're offline. What is on screen stays; sending anything needs a connection.",
  action: "You're offline, so this was not sent. Try again once you're back online.",
  page: "You're offline, so this page could not be loaded.",
  stillOffline: "Still offline. Retry once the connection is back.",
} as const;

/** True only when the browser knows it has no connection (a browser that cannot tell counts as online). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Whether the browser is online, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
