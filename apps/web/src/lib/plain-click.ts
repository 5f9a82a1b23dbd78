import type { MouseEvent } from "react";

/**
 * A plain press of the main button, which the app may answer in place; a press with a modifier or another button (a
 * new tab or window, a download) is the browser's.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
