import type { FastifyReply, FastifyRequest } from "fastify";
import "./cached-reads.ts";
import type { ChangeFeed } from "./change-feed.ts";
import type { FrontDoor } from "./front-door.ts";
import { type CachedJson, PUBLIC_REVALIDATE, sendCachedJson } from "./http-cache.ts";
import type { VersionedCache } from "./versioned-cache.ts";

/** What the cached routes need: the change feed their caches follow and the front door (ADR 006). */
export interface Caching {
  feed: ChangeFeed;
  front: FrontDoor;
}

/**
 * Sends an answer that is the same for every anonymous visitor from `cache` (computed when stale), and lets the
 * front door answer the next anonymous GET of the same URL while that answer is current.
 */
export async function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { front }: Caching,
  cache: VersionedCache<CachedJson>,
  key: string,
  compute: () => Promise<CachedJson>,
): Promise<FastifyReply> {
  if (!request.routeOptions.config.cachedReads?.length) {
    throw new Error(`${request.routeOptions.url} shares a cached answer but declares no cachedReads`);
  }
  const cached = await cache.get(key, compute);
  front.remember(request.raw.url ?? request.url, () => cache.peek(key), PUBLIC_REVALIDATE);
  return sendCachedJson(request, reply, cached, PUBLIC_REVALIDATE);
}
