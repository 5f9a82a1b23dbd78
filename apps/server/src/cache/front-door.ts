import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyBaseLogger, FastifyServerFactory } from "fastify";
import { LRUCache } from "lru-cache";
import { logSafePath } from "../lib/log-safe-path.ts";
import type { SecurityHeaders } from "../plugins/security-headers.ts";
import { type CachedJson, JSON_TYPE, matchesEtag } from "./http-cache.ts";

/** Below this many bytes compressing costs more than it saves (the same threshold as the app's compression). */
const COMPRESS_MIN_BYTES = 1024;

/** Log levels at which the one-line-per-request log is written. */
const INFO_OR_LOWER = new Set(["trace", "debug", "info"]);

interface Remembered {
  /** The cached answer for this URL if it is still current (see VersionedCache.peek); never computes. */
  peek: () => CachedJson | undefined;
  cacheControl: string;
  contentType: string;
  vary: string;
  fits?: (req: IncomingMessage) => boolean;
}

export interface FrontDoor {
  /** Answers a request from cache and returns true, or returns false and leaves it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** After the app answered `rawUrl` with a public cached answer (JSON unless `contentType` says otherwise): later anonymous GETs of it may skip the app. */
  remember(
    rawUrl: string,
    peek: Remembered["peek"],
    cacheControl: string,
    contentType?: string,
    vary?: string,
    /** Which requests the remembered answer fits (e.g. those asking for its language); every one when left out. */
    fits?: (req: IncomingMessage) => boolean,
  ): void;
  /** Stops answering (the server is closing: the app decides from now on). */
  close(): void;
}

function encode(cached: CachedJson, encoding: "br" | "gzip"): Buffer {
  cached.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(cached.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(cached.bytes);
  return cached.encoded[encoding];
}

function acceptedEncoding(req: IncomingMessage, size: number): "br" | "gzip" | undefined {
  const accept = req.headers["accept-encoding"];
  if (!accept || size < COMPRESS_MIN_BYTES) return undefined;
  if (/\bbr\b/.test(accept)) return "br";
  return /\bgzip\b/.test(accept) ? "gzip" : undefined;
}

/** The bytes to send of a cached answer: br or gzip when the request accepts it (compressed once), else as is. */
export function encodedFor(req: IncomingMessage, cached: CachedJson): { body: Buffer; encoding?: "br" | "gzip" } {
  const encoding = acceptedEncoding(req, cached.bytes.length);
  return encoding ? { body: encode(cached, encoding), encoding } : { body: cached.bytes };
}

/**
 * Public answers the app has cached, served to anonymous GETs before Fastify parses anything: the request is the
 * same URL the app already answered, the answer is the same bytes and headers (security headers, ETag, 304 for
 * a matching If-None-Match, br/gzip made once per answer), and it is current by the change feed (ADR 006).
 * A request with a cookie or credentials, any other method, or anything not remembered goes to the app.
 */
export function createFrontDoor(opts: {
  headers: SecurityHeaders;
  log: () => FastifyBaseLogger;
  max?: number;
}): FrontDoor {
  const urls = new LRUCache<string, Remembered>({ max: opts.max ?? 2_000 });
  let open = true;
  return {
    serve(req, res) {
      if (!open || (req.method !== "GET" && req.method !== "HEAD")) return false;
      if (req.headers.cookie !== undefined || req.headers.authorization !== undefined) return false;
      const remembered = req.url === undefined ? undefined : urls.get(req.url);
      const cached = remembered?.peek();
      if (!remembered || !cached || (remembered.fits && !remembered.fits(req))) return false;
      const started = performance.now();
      const headers: Record<string, string | number> = {
        ...opts.headers,
        "cache-control": remembered.cacheControl,
        etag: cached.etag,
        vary: remembered.vary,
      };
      let status = 200;
      let body: Buffer | undefined;
      if (matchesEtag(req.headers["if-none-match"], cached.etag)) {
        status = 304;
      } else {
        headers["content-type"] = remembered.contentType; // a 304 has no body, so no content-type
        const encoded = encodedFor(req, cached);
        body = encoded.body;
        if (encoded.encoding) headers["content-encoding"] = encoded.encoding;
        headers["content-length"] = body.length;
      }
      res.writeHead(status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
      const log = opts.log();
      if (INFO_OR_LOWER.has(log.level)) {
        const ms = Math.round(performance.now() - started);
        log.info({ method: req.method, url: logSafePath(req.url ?? ""), status, ms, cache: "front" }, "request");
      }
      return true;
    },
    remember(rawUrl, peek, cacheControl, contentType = JSON_TYPE, vary = "accept-encoding", fits) {
      if (open) urls.set(rawUrl, { peek, cacheControl, contentType, vary, fits });
    },
    close() {
      open = false;
      urls.clear();
    },
  };
}

/** The longest a request's head may take to arrive. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How often the server looks for requests over their time. */
const CONNECTIONS_CHECK_MS = 1_000;

/**
 * Fastify's `serverFactory`: an HTTP server that lets the front door answer first and hands everything else to
 * Fastify, with the timeouts Fastify would have set on a server of its own.
 */
export function frontDoorServer(front: FrontDoor): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    // A request's head must arrive within HEADERS_TIMEOUT_MS and the whole request within Fastify's requestTimeout,
    // checked every CONNECTIONS_CHECK_MS (Node's defaults: 60 s, 300 s, every 30 s): a client that trickles a head or
    // a body in holds a connection that long at most.
    const server = http.createServer(
      { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
      (req, res) => {
        if (!front.serve(req, res)) handler(req, res);
      },
    );
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
