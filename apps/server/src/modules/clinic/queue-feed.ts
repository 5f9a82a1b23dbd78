import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";

/**
 * The channel the trigger on `visit` notifies: "<camp id> <old station> <new station>" (migration 0026; a bare camp
 * id, as migration 0024 sent, touches every station of the camp).
 */
export const QUEUE_CHANNEL = "medcamp_queue";
const RETRY_MS = { first: 500, max: 30_000 };

export interface QueueFeed {
  /**
   * Calls `onChange` whenever a visit of the camp enters, leaves or changes at the station, on any instance; answers
   * the unsubscribe.
   */
  subscribe(campId: string, station: string, onChange: () => void): () => void;
  /**
   * When this instance last heard that the station's queue may have changed (`performance.now()` time): a read of the
   * queue begun after it is still current. Infinity while the feed is not listening (nothing read can be trusted).
   */
  changedAt(campId: string, station: string): number;
  /** Answers every waiting read now (the server is stopping: a long poll must not hold up the shutdown). */
  wakeAll(): void;
  close(): Promise<void>;
}

/**
 * Tells this instance's open station screens when their station's queue changed, whichever instance changed it
 * (issue 39): one LISTEN per instance, started with the first subscriber; a screen of another station of the camp
 * is not woken. A lost connection is retried with backoff, and
 * every subscriber is told once it is back (anything may have changed meanwhile).
 */
export function createQueueFeed(database: Database, log: Pick<FastifyBaseLogger, "warn">): QueueFeed {
  /** Per camp, per station, the waiting reads' callbacks. */
  const subscribers = new Map<string, Map<string, Set<() => void>>>();
  let listening: Promise<void> | undefined;
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let retryMs = RETRY_MS.first;
  let retryTimer: NodeJS.Timeout | undefined;
  /** When the feed last (re)started listening; undefined while it is not. */
  let listeningSince: number | undefined;
  /** The last notice per "<camp> <station>", and per camp for a notice naming no station. */
  const noticed = new Map<string, number>();

  const tellCamp = (campId: string, stations?: readonly string[]) => {
    const at = performance.now();
    if (stations) stations.forEach((station) => noticed.set(`${campId} ${station}`, at));
    else noticed.set(campId, at);
    const camp = subscribers.get(campId);
    if (!camp) return;
    for (const [station, set] of camp) {
      if (!stations || stations.includes(station)) set.forEach((onChange) => onChange());
    }
  };
  const tell = (payload: string) => {
    const [campId = "", ...stations] = payload.split(" ");
    tellCamp(campId, stations.length > 0 ? stations : undefined);
  };
  const tellAll = () => [...subscribers.keys()].forEach((campId) => tellCamp(campId));

  const connect = async () => {
    stop = await database.listen(QUEUE_CHANNEL, tell, onLost);
    listeningSince = performance.now();
    retryMs = RETRY_MS.first;
  };
  function onLost() {
    if (closed) return;
    stop = undefined;
    listeningSince = undefined;
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
    subscribe(campId, station, onChange) {
      listening ??= connect().catch((error: unknown) => {
        log.warn({ err: error }, "queue feed could not listen");
        listening = undefined;
      });
      const camp = subscribers.get(campId) ?? new Map<string, Set<() => void>>();
      const set = camp.get(station) ?? new Set();
      set.add(onChange);
      camp.set(station, set);
      subscribers.set(campId, camp);
      return () => {
        set.delete(onChange);
        if (set.size === 0) camp.delete(station);
        if (camp.size === 0) subscribers.delete(campId);
      };
    },
    changedAt(campId, station) {
      if (listeningSince === undefined) return Number.POSITIVE_INFINITY;
      return Math.max(listeningSince, noticed.get(campId) ?? 0, noticed.get(`${campId} ${station}`) ?? 0);
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
