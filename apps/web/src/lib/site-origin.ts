/** The origin a server render runs for (ADR 019); the browser's own origin otherwise. */
let renderedOrigin: string | undefined;

export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}

/** The site's origin (`https://medcamp.example`), on the server as in the browser. */
export function siteOrigin(): string {
  return renderedOrigin ?? window.location.origin;
}
