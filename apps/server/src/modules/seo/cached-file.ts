import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { matchesEtag, PUBLIC_REVALIDATE } from "../../cache/http-cache.ts";

/** A public file made by the server (an image, a sitemap), kept as bytes with its type and a strong ETag. */
export interface CachedFile {
  bytes: Buffer;
  type: string;
  etag: string;
}

export const PNG_TYPE = "image/png";
export const XML_TYPE = "application/xml; charset=utf-8";
export const TEXT_TYPE = "text/plain; charset=utf-8";

/** Tags the bytes with a hash of them, so every instance gives the same ETag for the same file. */
export function toCachedFile(bytes: Buffer | string, type: string): CachedFile {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  return { bytes: buffer, type, etag: `"${createHash("sha1").update(buffer).digest("base64url")}"` };
}

/**
 * The file as every visitor gets it (ADR 006): stored by anyone but revalidated (`public, no-cache`), and a bodiless
 * 304 when the client's If-None-Match already names these bytes.
 */
export function sendCachedFile(request: FastifyRequest, reply: FastifyReply, file: CachedFile): FastifyReply {
  // Vary on a 304 too: it must carry what the 200 would (RFC 9110 §15.4.5), and text answers may be compressed.
  reply.header("cache-control", PUBLIC_REVALIDATE).header("etag", file.etag).header("vary", "accept-encoding");
  if (matchesEtag(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
  return reply.type(file.type).send(file.bytes);
}
