import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

/** Anyone (also shared caches) may store it, but must check it is current (ETag) before each use. */
export const PUBLIC_REVALIDATE = "public, no-cache";
/**
 * No one may store it, not even the viewer's browser: every answer that depends on the session (ASVS 5.0 14.3.2),
 * set by plugins/private-answers.ts, and a signed-in viewer's answer of a public route (it names the viewer).
 */
export const NO_STORE = "no-store";

export const JSON_TYPE = "application/json; charset=utf-8";

/** A serialized JSON answer with its strong ETag (the same on every instance for the same bytes). */
export interface CachedJson {
  body: string;
  bytes: Buffer;
  etag: string;
  /** Compressed copies, made on first demand (the front door serves them to clients that accept them). */
  encoded: Partial<Record<"br" | "gzip", Buffer>>;
}

/** Serializes through the route's response schema (which allow-lists fields) and tags the bytes. */
export function toCachedJson<S extends z.ZodType>(schema: S, value: z.input<S>): CachedJson {
  const body = JSON.stringify(schema.parse(value));
  const bytes = Buffer.from(body);
  return { body, bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"`, encoded: {} };
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a cached JSON answer with its ETag and Cache-Control, or 304 Not Modified when the client already holds
 * these bytes. Sending the string skips the serializer: the bytes were made by `toCachedJson`.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  cacheControl: string,
): FastifyReply {
  // Vary on a 304 too: it must carry what the 200 would (RFC 9110 §15.4.5), and the 200 may be compressed.
  reply.header("cache-control", cacheControl).header("etag", cached.etag).header("vary", "accept-encoding");
  if (matchesEtag(request.headers["if-none-match"], cached.etag)) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(cached.body);
}
