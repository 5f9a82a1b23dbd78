import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { refusalMessage } from "@medcamp/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiArea, routePath } from "../lib/request-path.ts";
import { type PageRenderer, rendersPage } from "./server-render.ts";

/** index.html is revalidated on every load, so a new release (new hashed asset names) is picked up at once. */
export const INDEX_CACHE_CONTROL = "no-cache";

/** The service worker and what registers and describes it (ADR 018): revalidated too, so a release reaches phones. */
const REVALIDATED_FILES = new Set(["sw.js", "registerSW.js", "manifest.webmanifest"]);

export interface WebAppOptions {
  distDir: string;
  /** Whether a camp exists: the /meal/:id document of an unknown or deleted camp answers 404 (still the app). */
  campExists?: (id: string) => Promise<boolean>;
  /** Server rendering of the public pages (ADR 019), when the web build has its server entry. */
  renderPage?: PageRenderer;
}

const CAMP_PAGE = /^\/meal\/([^/]+)\/?$/;

/** 404 for the document of a camp page whose camp the server knows is not there; 200 for every other page. */
async function documentStatus(request: FastifyRequest, campExists: WebAppOptions["campExists"]): Promise<number> {
  const match = CAMP_PAGE.exec(routePath(request));
  if (!match || !campExists) return 200;
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return 404;
  }
  return (await campExists(id)) ? 200 : 404;
}

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (`no-cache`) for every other non-/api GET
 * so that client-side routes load on refresh. Unknown /api paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, opts: WebAppOptions): Promise<void> {
  const indexPath = path.join(opts.distDir, "index.html");
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The server-rendering bundle is the server's to import, not a file to serve.
      allowedPath: (pathName) => !pathName.startsWith("/ssr/"),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const revalidated =
          path.resolve(filePath) === path.resolve(indexPath) ||
          (path.dirname(path.resolve(filePath)) === path.resolve(opts.distDir) &&
            REVALIDATED_FILES.has(path.basename(filePath)));
        reply.header(
          "cache-control",
          immutable
            ? "public, max-age=31536000, immutable"
            : revalidated
              ? INDEX_CACHE_CONTROL
              : "public, max-age=3600",
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = apiArea(request) !== undefined;
    if (!isApi && hasWeb && opts.renderPage && rendersPage(request)) return opts.renderPage(request, reply);
    if (!isApi && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      const status = await documentStatus(request, opts.campExists);
      if (status === 200) return reply.header("cache-control", INDEX_CACHE_CONTROL).sendFile("index.html");
      // No validators on the 404: a conditional request must not turn it into a 304.
      return reply
        .status(status)
        .header("cache-control", INDEX_CACHE_CONTROL)
        .sendFile("index.html", { etag: false, lastModified: false });
    }
    const path = request.url.split("?")[0] ?? "";
    return reply.status(404).send({
      message: refusalMessage("ROUTE_NOT_FOUND", { method: request.method, path }),
      code: "ROUTE_NOT_FOUND",
    });
  });
}
