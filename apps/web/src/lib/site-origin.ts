/** Where the origin of the page being rendered comes from on the server (ADR 019): each render's own store. */
let originSource: () => string | undefined = () => undefined;

/** The server renders pages for many visitors at once: it reads each render's origin from its own store. */
export function setOriginSource(source: () => string | undefined): void {
  originSource = source;
}

/** The site's origin (`https://medcamp.example`): BASE_URL's on the server, the browser's own otherwise. */
export function siteOrigin(): string {
  return originSource() ?? window.location.origin;
}
