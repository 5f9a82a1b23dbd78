import type { MealDetail } from "@medcamp/contract";
import { isLocale } from "@medcamp/contract";
import { canonicalUrl, languageAlternates } from "./canonical-url";
import { escapeHtml, serializeJsonForScript } from "./escape";
import { eventJsonLd, SITE_NAME } from "./event-json-ld";
import { pageText } from "./page-text";

export interface PageHeadInput {
  /** The public origin, e.g. "https://medcamp.example" (no trailing slash). */
  origin: string;
  /** The request's path: "/", "/meals", "/meal/abc", "/upcoming-meals" or any other. */
  pathname: string;
  /** The request's query string, "" or "?category=3days&page=2"; the canonical URL keeps only what names a list. */
  search: string;
  /** The document's language, "en". */
  lang: string;
  /** The camp of /meal/:id; without it that path is a not-found page (noindex). */
  camp?: MealDetail;
  /** Absolute URL of the camp's 1200×630 PNG. */
  campImageUrl?: string;
  /** Absolute URL of the default share image of other pages, also a 1200×630 PNG. */
  siteImageUrl?: string;
  /** Private or not-found pages: asks search engines not to index them, and gives no canonical URL. */
  noindex?: boolean;
}

export interface PageHead {
  /** The document title (also the first tag of `html`). */
  title: string;
  /** The tags for `<head>`, `<title>` included, every value escaped; the caller adds charset, viewport and assets. */
  html: string;
}

/** Share images are rendered at the size OpenGraph and Twitter's large card show without cropping. */
const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** The OpenGraph locale of each of our languages without a region (issue 24). */
const OG_LOCALES: Record<string, string> = { en: "en_US", bn: "bn_BD", es: "es_LA", ar: "ar_AR" };

/** An OpenGraph locale (`en_US`) for a document language (`en`, `en-GB`). */
function ogLocale(lang: string): string {
  const [language = "en", region] = lang.split(/[-_]/);
  if (region) return `${language.toLowerCase()}_${region.toUpperCase()}`;
  return OG_LOCALES[language.toLowerCase()] ?? language.toLowerCase();
}

const property = (name: string, content: string | number) =>
  `<meta property="${escapeHtml(name)}" content="${escapeHtml(String(content))}">`;
const named = (name: string, content: string) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/**
 * The `<head>` tags of a server-rendered page: title, description, canonical URL, OpenGraph and Twitter card (with
 * the camp's or the site's share image), robots `noindex` for private and not-found pages, and for a camp its
 * schema.org Event JSON-LD. A pure function of its input.
 */
export function pageHead(input: PageHeadInput): PageHead {
  const { origin, pathname, search, lang, camp } = input;
  const locale = isLocale(lang) ? lang : undefined;
  const url = canonicalUrl(origin, pathname, search, locale);
  const text = pageText(new URL(url).pathname, lang, camp);
  const noindex = input.noindex === true || text.notFound;
  const shownCamp = text.notFound ? undefined : camp;
  const image = shownCamp ? input.campImageUrl : input.siteImageUrl;

  const tags = [
    `<title>${escapeHtml(text.title)}</title>`,
    named("description", text.description),
    ...(noindex
      ? [named("robots", "noindex")]
      : [
          `<link rel="canonical" href="${escapeHtml(url)}">`,
          ...languageAlternates(origin, pathname, search).map(
            (alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`,
          ),
        ]),
    property("og:site_name", SITE_NAME),
    property("og:type", "website"),
    property("og:title", text.shareTitle),
    property("og:description", text.description),
    property("og:url", url),
    property("og:locale", ogLocale(lang)),
  ];
  if (image) {
    tags.push(
      property("og:image", image),
      property("og:image:width", SHARE_IMAGE.width),
      property("og:image:height", SHARE_IMAGE.height),
      property("og:image:type", SHARE_IMAGE.type),
      property("og:image:alt", text.shareTitle),
    );
  }
  // Without an image the large card would be an empty frame: the small one shows the title and text.
  tags.push(
    named("twitter:card", image ? "summary_large_image" : "summary"),
    named("twitter:title", text.shareTitle),
    named("twitter:description", text.description),
  );
  if (image) tags.push(named("twitter:image", image), named("twitter:image:alt", text.shareTitle));
  if (shownCamp) {
    const event = eventJsonLd({ camp: shownCamp, url, origin, imageUrl: input.campImageUrl });
    tags.push(`<script type="application/ld+json">${serializeJsonForScript(event)}</script>`);
  }
  return { title: text.title, html: tags.join("\n") };
}
