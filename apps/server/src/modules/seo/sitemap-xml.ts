/** The most URLs one sitemap file may list (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text that stays text in XML content and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A sitemap index: the URL of every sitemap file. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>\n`).join("");
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}

/** One sitemap file: the page URLs it lists. */
export function urlSetXml(pageUrls: readonly string[]): string {
  const entries = pageUrls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>\n`).join("");
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries}</urlset>\n`;
}
