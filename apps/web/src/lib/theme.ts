import { THEME_CHANGE_EVENT } from "../ssr/start-mode";

/**
 * Calls `onChange` whenever the theme switch changes the theme (the page's starter answers the switch, ADR 025);
 * returns the unsubscribe.
 */
export function subscribeToTheme(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}
