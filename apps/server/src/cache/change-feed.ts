import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";

/** What a cached answer can depend on; the database's triggers NOTIFY these names (migration 0001). */
export type ChangeTopic = "camps" | "camp-rows" | "upcoming";

export const CHANGE_CHANNEL = "medcamp_change";
const TOPICS: readonly ChangeTopic[] = ["camps", "camp-rows", "upcoming"];
const RETRY_MS = { first: 500, max: 30_000 };

export interface ChangeFeed {
  /**
   * A stamp of the topics' current versions: it differs after any committed change to one of them. Undefined while
   * the feed is down (changes could be missed), which means: do not cache.
   */
  stamp(topics: readonly ChangeTopic[]): string | undefined;
  /** Counts every topic as changed (e.g. after this instance wrote and its notice may still be on the way). */
  bumpAll(): void;
  close(): Promise<void>;
}

/**
 * Follows the database's change notices so every instance knows when its cached answers went stale, whichever
 * instance made the change. On PostgreSQL a lost listening connection is retried with backoff; while it is down
 * the stamp is undefined and nothing is served from cache.
 */
export async function startChangeFeed(database: Database, log: Pick<FastifyBaseLogger, "warn">): Promise<ChangeFeed> {
  const versions = new Map<ChangeTopic, number>(TOPICS.map((topic) => [topic, 0]));
  const bump = (topic: ChangeTopic) => versions.set(topic, (versions.get(topic) ?? 0) + 1);
  const bumpAll = () => TOPICS.forEach(bump);
  let live = false;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotify = (payload: string) => {
    if (payload === "camps") bump("camp-rows"); // a camp added, removed or renamed also changes what lists show
    if ((TOPICS as readonly string[]).includes(payload)) bump(payload as ChangeTopic);
    else bumpAll();
  };
  const onLost = () => {
    if (closed || !live) return;
    live = false;
    stop = undefined;
    log.warn("change feed lost its database connection; caching is off until it is back");
    scheduleRetry();
  };
  const connect = async () => {
    stop = await database.listen(CHANGE_CHANNEL, onNotify, onLost);
    bumpAll(); // anything may have changed while nobody was listening
    live = true;
    retryMs = RETRY_MS.first;
  };
  const scheduleRetry = () => {
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error }, "change feed could not reconnect");
        retryMs = Math.min(retryMs * 2, RETRY_MS.max);
        if (!closed) scheduleRetry();
      });
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return {
    stamp: (topics) => (live ? topics.map((topic) => versions.get(topic)).join(".") : undefined),
    bumpAll,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      live = false;
      await stop?.();
    },
  };
}
