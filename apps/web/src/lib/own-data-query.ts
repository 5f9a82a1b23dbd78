/**
 * Everything the dashboard shows is the signed-in user's own data, which other screens change too (joining or
 * reviewing a camp, buying a package), so it is always read fresh when a screen opens; the cached copy shows
 * meanwhile.
 */
export const OWN_DATA_STALE_TIME = 0;

export function pageQuery(email: string, page: number, limit: number): string {
  return new URLSearchParams({ email, page: String(page), limit: String(limit) }).toString();
}
