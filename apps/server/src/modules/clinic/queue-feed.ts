import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";

/** The channel migration 0024's trigger on `visit` notifies, with the camp's id. */
export const QUEUE_CHANNEL = "medcamp_queue";
const RETRY_MS = { first: 500, max: 30_000 };

export interface QueueFeed {
  /** Calls `onChange` whenever a visit of the camp changes on any instance; answers the unsubscribe. */
  subscribe(campId: string, onChange: () => void): () => void;
  /** Answers every waiting read now (the server is stopping: a long poll must not hold up the shutdown). */
  wakeAll(): void;
  close(): Promise<void>;
}

/**
 * Tells this instance's open station screens when a camp's queues changed, whichever instance changed them (issue
 * 39): one LISTEN per instance, started with the first subscriber. A lost connection is retried with backoff, and
 * every subscriber is told once it is back (anything may have changed meanwhile).
 */
export function createQueueFeed(database: Database, log: Pick<FastifyBaseLogger, "warn">): QueueFeed {
  const subscribers = new Map<string, Set<() => void>>();
  let listening: Promise<void> | undefined;
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;

  const tell = (campId: string) => subscribers.get(campId)?.forEach((onChange) => onChange());
  const tellAll = () => [...subscribers.keys()].forEach(tell);

  const connect = async () => {
    stop = await database.listen(QUEUE_CHANNEL, tell, onLost);
    retryMs = RETRY_MS.first;
  };
  function onLost() {
    if (closed) return;
    stop = undefined;
    log.warn("queue feed lost its database connection; retrying");
    retryTimer = setTimeout(() => {
      connect()
        .then(tellAll)
        .catch(() => {
          retryMs = Math.min(retryMs * 2, RETRY_MS.max);
          onLost();
        });
    }, retryMs);
    retryTimer.unref();
  }

  return {
    subscribe(campId, onChange) {
      listening ??= connect().catch((error: unknown) => {
        log.warn({ err: error }, "queue feed could not listen");
        listening = undefined;
      });
      const set = subscribers.get(campId) ?? new Set();
      set.add(onChange);
      subscribers.set(campId, set);
      return () => {
        set.delete(onChange);
        if (set.size === 0) subscribers.delete(campId);
      };
    },
    wakeAll: tellAll,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await listening;
      await stop?.();
    },
  };
}
