import { LRUCache } from "lru-cache";
import type { ChangeFeed, ChangeTopic } from "./change-feed.ts";

export interface VersionedCache<T> {
  /**
   * The value for `key`, computed at most once per version of `topics` (concurrent misses share one computation).
   * The stamp is taken before computing, so a value read from data older than a change is never kept past it.
   */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** The value for `key` if one is cached and still current; never computes. */
  peek(key: string): T | undefined;
}

/** An LRU cache (bounded to `max` entries) whose entries go stale when a change notice for `topics` arrives. */
export function createVersionedCache<T extends NonNullable<unknown>>(
  feed: ChangeFeed,
  topics: readonly ChangeTopic[],
  max: number,
): VersionedCache<T> {
  const entries = new LRUCache<string, { stamp: string; value: T }>({ max });
  const pending = new Map<string, Promise<T>>();
  return {
    async get(key, compute) {
      const stamp = feed.stamp(topics);
      if (stamp === undefined) return compute();
      const hit = entries.get(key);
      if (hit?.stamp === stamp) return hit.value;
      const pendingKey = `${stamp}\u0000${key}`;
      const inFlight = pending.get(pendingKey);
      if (inFlight) return inFlight;
      const computing = compute()
        .then((value) => {
          entries.set(key, { stamp, value });
          return value;
        })
        .finally(() => pending.delete(pendingKey));
      pending.set(pendingKey, computing);
      return computing;
    },

    peek(key) {
      const stamp = feed.stamp(topics);
      const hit = stamp === undefined ? undefined : entries.get(key);
      return hit?.stamp === stamp ? hit?.value : undefined;
    },
  };
}
