import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "../../cache/change-feed.ts";
import { createVersionedCache } from "../../cache/versioned-cache.ts";
import { refuse } from "../../lib/http-errors.ts";
import { type CachedFile, PNG_TYPE, TEXT_TYPE, toCachedFile, XML_TYPE } from "./cached-file.ts";
import type { SeoRepository } from "./repository.ts";
import { robotsTxt } from "./robots.ts";
import { readShippedImage, renderPng, type ShippedImage, shareImageSvg } from "./share-image.ts";
import { sitemapIndexXml, urlSetXml } from "./sitemap-xml.ts";

/** The public pages that are the same for everyone and always there (the camp pages are listed from the data). */
const PUBLIC_PAGES = ["/", "/meals", "/upcoming-meals"];

/** Where each public file is served, from the site's root. */
export const SEO_PATHS = {
  robots: "/robots.txt",
  sitemapIndex: "/sitemap.xml",
  pagesSitemap: "/sitemaps/pages.xml",
  campsSitemap: (page: number) => `/sitemaps/camps-${page}.xml`,
  campImage: (campId: string) => `/meal-image/${campId}.png`,
  siteImage: "/share-image.png",
};

/** The absolute URL of a camp's share picture (1200×630 PNG), for its page's OpenGraph and Twitter tags. */
export function campImageUrl(baseUrl: string, campId: string): string {
  return `${baseUrl}${SEO_PATHS.campImage(encodeURIComponent(campId))}`;
}

/** The absolute URL of the site's own share picture (the MedCamp one, 1200×630 PNG), for the other public pages. */
export function siteImageUrl(baseUrl: string): string {
  return `${baseUrl}${SEO_PATHS.siteImage}`;
}

export interface SeoServiceDeps {
  repo: SeoRepository;
  feed: ChangeFeed;
  /** The public origin every listed URL starts with. */
  baseUrl: string;
  /** The web build's directory, where the shipped `/images/…` files are. */
  webRoot: string;
  /** Camp URLs per sitemap file. */
  sitemapPageSize: number;
}

/** The crawlers' files: each camp's share picture, the sitemap index and its files, robots.txt. */
export function createSeoService({ repo, feed, baseUrl, webRoot, sitemapPageSize }: SeoServiceDeps) {
  // A camp's picture until camp rows change (its image may be edited); pictures are drawn once per source image,
  // however many camps share it (the demo camps share 16 files, and every external URL gives the fallback).
  const campPictures = createVersionedCache<CachedFile>(feed, ["camp-rows"], 500);
  const drawn = new LRUCache<string, Promise<CachedFile>>({ max: 64 });
  // The sitemaps list camp ids only, which change when camps are added or removed: topic "camps".
  const pageStartIds = createVersionedCache<string[]>(feed, ["camps"], 1);
  const sitemaps = createVersionedCache<CachedFile>(feed, ["camps"], 16);
  const robots = toCachedFile(robotsTxt(baseUrl), TEXT_TYPE);
  const pagesSitemap = toCachedFile(urlSetXml(PUBLIC_PAGES.map((page) => `${baseUrl}${page}`)), XML_TYPE);

  /** The picture kept under `key`, made once (until evicted) however many ask for it at the same time. */
  function once(key: string, make: () => Promise<CachedFile>): Promise<CachedFile> {
    let picture = drawn.get(key);
    if (!picture) {
      picture = make();
      picture.catch(() => drawn.delete(key));
      drawn.set(key, picture);
    }
    return picture;
  }
  const png = async (source: ShippedImage | undefined) =>
    toCachedFile(await renderPng(shareImageSvg(source)), PNG_TYPE);
  const medCampPicture = () => once("", () => png(undefined));

  /** The picture of a camp's image: its shipped file's, or MedCamp's own when it is external or cannot be drawn. */
  function draw(image: string): Promise<CachedFile> {
    if (!image.startsWith("/images/")) return medCampPicture();
    return once(image, async () => {
      const source = await readShippedImage(webRoot, image);
      return source ? png(source) : medCampPicture();
    });
  }

  const campPageStarts = () => pageStartIds.get("all", () => repo.pageStarts(sitemapPageSize));

  return {
    /** The camp's share picture; refuses CAMP_NOT_FOUND for a camp that is not there. */
    campImage: (campId: string): Promise<CachedFile> =>
      campPictures.get(campId, async () => {
        const image = await repo.imageOf(campId);
        if (image === undefined) throw refuse("CAMP_NOT_FOUND");
        return draw(image);
      }),

    /** MedCamp's own share picture, for the pages that are not a camp's. */
    siteImage: (): Promise<CachedFile> => medCampPicture(),

    robots: (): CachedFile => robots,

    pagesSitemap: (): CachedFile => pagesSitemap,

    /** The sitemap index: the public pages' sitemap and one sitemap per page of camps. */
    sitemapIndex: (): Promise<CachedFile> =>
      sitemaps.get("index", async () => {
        const pages = (await campPageStarts()).length;
        const files = [
          SEO_PATHS.pagesSitemap,
          ...Array.from({ length: pages }, (_, i) => SEO_PATHS.campsSitemap(i + 1)),
        ];
        return toCachedFile(sitemapIndexXml(files.map((file) => `${baseUrl}${file}`)), XML_TYPE);
      }),

    /** Page `page` (from 1) of the camp URLs, in id order; undefined past the last page. */
    async campsSitemap(page: number): Promise<CachedFile | undefined> {
      if (page < 1 || page > (await campPageStarts()).length) return undefined;
      return sitemaps.get(`camps-${page}`, async () => {
        const firstId = (await campPageStarts())[page - 1];
        const ids = firstId === undefined ? [] : await repo.idsFrom(firstId, sitemapPageSize);
        return toCachedFile(urlSetXml(ids.map((id) => `${baseUrl}/meal/${id}`)), XML_TYPE);
      });
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
