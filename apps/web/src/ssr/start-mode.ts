/**
 * What the page's first scripts need to know about a page (ADR 020, ADR 025), kept apart from the app so those
 * scripts stay tiny: the starter in <head> (src/start/page-start.ts) and boot.ts.
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

/** On <html>: the app has taken the page over; its controls are React's from then on. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/**
 * On <html>: the app is taking the page over (hydrating) and has not yet been handed what the person did before; a
 * press meanwhile waits for it (boot.ts), and the page's starter leaves the forms alone.
 */
export const HYDRATING_ATTRIBUTE = "data-hydrating";
/** On <html>: scripts run on this page (the starter set it), so what serves a browser without them steps aside. */
export const SCRIPTS_ATTRIBUTE = "data-js";
/** On <html>: a form of the page was sent as plain HTML before the app took over; the next page is on its way. */
export const LEAVING_ATTRIBUTE = "data-leaving";
/** On a GET form: until the app takes over, choosing in one of its selects sends the form (the server filters). */
export const SUBMIT_ON_CHANGE_ATTRIBUTE = "data-submit-on-change";
/** On the theme switch's buttons: the theme a press chooses; the starter switches at once, with or without the app. */
export const THEME_CHOICE_ATTRIBUTE = "data-theme-choice";
/** The window event that says the theme changed (the app's charts repaint in it). */
export const THEME_CHANGE_EVENT = "medcamp:theme";
