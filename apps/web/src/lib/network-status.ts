import { useSyncExternalStore } from "react";
import { MESSAGES } from "../i18n/messages";

/**
 * What the app says when the browser has no connection (issue 17, item 5: failures that keep people oriented). The
 * namespace itself: its texts are read when used, in the language being read.
 */
export const OFFLINE_TEXT = MESSAGES.layout.offline;

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
