/**
 * Areas crawlers keep out of: the signed-in and admin screens, the API, checkout, sign-in, and the pages opened from
 * an e-mail's secret link.
 */
const PRIVATE_AREAS = ["/user", "/admin", "/api/", "/payments", "/auth/", "/newsletter/", "/unsubscribe"];

/** robots.txt: everything public may be crawled, the private areas not, and where the sitemap is. */
export function robotsTxt(baseUrl: string): string {
  const disallow = PRIVATE_AREAS.map((area) => `Disallow: ${area}`);
  return ["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${baseUrl}/sitemap.xml`, ""].join("\n");
}
