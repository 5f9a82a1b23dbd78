/**
 * What the first script needs to know about a page (ADR 020), kept apart from the app so that script stays tiny.
 */

/** The id of the non-executable JSON script that carries a rendered page's data to the browser (ADR 019). */
export const HYDRATION_SCRIPT_ID = "medcamp-data";

/** The data script's `data-start` for a page the app takes over at the visitor's first input, not at load. */
export const START_ON_INPUT = "on-input";

/** The events that count as a visitor's first input (a still `pointermove` aside; see boot.ts). */
export const FIRST_INPUTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
] as const;
