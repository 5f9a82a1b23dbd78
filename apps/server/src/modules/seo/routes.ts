import { idParamsSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { refuse } from "../../lib/http-errors.ts";
import { sendCachedFile } from "./cached-file.ts";
import type { SeoService } from "./service.ts";

/** A sitemap page number as written in its file name: 1, 2, … (no sign, no leading zero). */
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

// These answers are the same for every visitor (`public, no-cache` with an ETag, ADR 006). They are not part of the
// JSON API, so its document leaves them out.
const cachedReads = ["meal"];

/** Files for crawlers and link previews, at the site's root (outside /api): share pictures, sitemaps, robots.txt. */
export const seoHttpRoutes: FastifyPluginAsyncZod<{ service: SeoService }> = async (app, { service }) => {
  app.get(
    "/meal-image/:id.png",
    { config: { cachedReads }, schema: { hide: true, params: idParamsSchema } },
    async (request, reply) => sendCachedFile(request, reply, await service.campImage(request.params.id)),
  );

  app.get("/share-image.png", { schema: { hide: true } }, async (request, reply) =>
    sendCachedFile(request, reply, await service.siteImage()),
  );

  app.get("/sitemap.xml", { config: { cachedReads }, schema: { hide: true } }, async (request, reply) =>
    sendCachedFile(request, reply, await service.sitemapIndex()),
  );

  app.get("/sitemaps/pages.xml", { schema: { hide: true } }, async (request, reply) =>
    sendCachedFile(request, reply, service.pagesSitemap()),
  );

  app.get(
    "/sitemaps/camps-:page.xml",
    { config: { cachedReads }, schema: { hide: true, params: z.object({ page: z.string() }) } },
    async (request, reply) => {
      const { page } = request.params;
      const file = PAGE_NUMBER.test(page) ? await service.campsSitemap(Number(page)) : undefined;
      if (!file) throw refuse("ROUTE_NOT_FOUND", { method: request.method, path: request.url.split("?")[0] ?? "" });
      return sendCachedFile(request, reply, file);
    },
  );

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) =>
    sendCachedFile(request, reply, service.robots()),
  );
};
