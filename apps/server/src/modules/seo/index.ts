import type { FastifyInstance } from "fastify";
import type { ChangeFeed } from "../../cache/change-feed.ts";
import type { Db } from "../../db/client.ts";
import { createSeoRepository } from "./repository.ts";
import { seoHttpRoutes } from "./routes.ts";
import { createSeoService } from "./service.ts";
import { SITEMAP_MAX_URLS } from "./sitemap-xml.ts";

export interface SeoDeps {
  db: Db;
  /** The change feed the cached files follow (ADR 006). */
  feed: ChangeFeed;
  /** The public origin (config.baseUrl): every URL in the sitemaps and robots.txt starts with it. */
  baseUrl: string;
  /** The web build's directory (config.webDistDir), which holds the shipped `/images/…` files. */
  webRoot: string;
  /** Camp URLs per sitemap file: at most (and by default) the protocol's 50,000; tests use a few. */
  sitemapPageSize?: number;
}

/**
 * Registers, at the site's root, what search engines and link previews read (issue 22): each camp's share picture
 * (`/meal-image/{id}.png`) and the site's (`/share-image.png`), `/sitemap.xml` with its files under `/sitemaps/`, and `/robots.txt`.
 */
export async function registerSeoRoutes(app: FastifyInstance, deps: SeoDeps): Promise<void> {
  const sitemapPageSize = Math.min(deps.sitemapPageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const service = createSeoService({
    repo: createSeoRepository(deps.db),
    feed: deps.feed,
    baseUrl: deps.baseUrl,
    webRoot: deps.webRoot,
    sitemapPageSize,
  });
  await app.register(seoHttpRoutes, { service });
}

export { campImageUrl, SEO_PATHS, siteImageUrl } from "./service.ts";
export { SHARE_IMAGE } from "./share-image.ts";
