import type { Location } from "react-router";

/** Unique to this document: a fresh load (typed URL, reload, link from elsewhere) is a new visit. */
const THIS_LOAD = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The key ScrollRestoration saves and restores positions by. React Router's default is the history entry's key, but
 * every entry a document starts on without one is "default": a direct load of /auth/register restored the position
 * saved by an earlier direct load of any page in the tab (307 px down). That first entry is keyed by this document
 * instead, so a fresh page opens at the top, a link opens at the top (a new entry) and Back restores.
 */
export function scrollKey(location: Location): string {
  return location.key === "default" ? `${THIS_LOAD}${location.pathname}` : location.key;
}
