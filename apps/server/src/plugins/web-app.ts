import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { refusalMessage } from "@medcamp/contract";
import type { FastifyInstance } from "fastify";
import { apiArea } from "../lib/request-path.ts";

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html for every other non-/api GET
 * so that client-side routes load on refresh. Unknown /api paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, opts: { distDir: string }): Promise<void> {
  const indexPath = path.join(opts.distDir, "index.html");
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = apiArea(request) !== undefined;
    if (!isApi && hasWeb && (request.method === "GET" || request.method === "HEAD")) {
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    const path = request.url.split("?")[0] ?? "";
    return reply.status(404).send({
      message: refusalMessage("ROUTE_NOT_FOUND", { method: request.method, path }),
      code: "ROUTE_NOT_FOUND",
    });
  });
}
