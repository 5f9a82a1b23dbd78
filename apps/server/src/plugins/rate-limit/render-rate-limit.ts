import { isIPv6 } from "node:net";
import { LRUCache } from "lru-cache";

/** How many clients' buckets one instance keeps at most (a client not seen for a window has a full bucket anyway). */
const MAX_CLIENTS = 20_000;

/**
 * Who a render is counted against: the client's address, an IPv6 address by its /64 (one subscriber's network, as
 * @fastify/rate-limit counts by default), an IPv4-mapped IPv6 address as the IPv4 address it is.
 */
export function renderClientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.split("%")[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  // A dotted IPv4 tail (`64:ff9b::192.0.2.1`) fills the last two groups.
  const width = (part: string[]) => part.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? 0 : 8 - width(before) - width(after);
  const all = [...before, ...Array<string>(zeros).fill("0"), ...after];
  const network = all.slice(0, 4).map((group) => (group.includes(".") ? "0" : parseInt(group, 16).toString(16)));
  return `${network.join(":")}::/64`;
}

export interface RenderRateLimit {
  /**
   * Takes one render from the client's bucket: `allowed` when it had one, else `retryAfterMs` until it has. `onEmpty`
   * is called the first time a client finds its bucket empty (once until it renders again), to say so in the log
   * without a line per request.
   */
  take(ip: string, onEmpty?: (client: string) => void): { allowed: boolean; retryAfterMs: number };
}

/**
 * Pages rendered on a cache miss, per client, as a token bucket (issue 37, item 9): `max` renders at once, and
 * `max` more per `windowSeconds`, refilled continuously. Kept in this instance's memory: what it bounds is this
 * instance's processor time, and counting costs no store round trip (a client over the limit costs next to nothing).
 */
export function createRenderRateLimit(
  limit: { max: number; windowSeconds: number },
  now: () => number = () => performance.now(),
): RenderRateLimit {
  const windowMs = limit.windowSeconds * 1000;
  const perMs = limit.max / windowMs;
  // An entry not touched for a window would be full again: it expires, and a missing entry is a full bucket.
  const buckets = new LRUCache<string, { tokens: number; at: number; told: boolean }>({
    max: MAX_CLIENTS,
    ttl: windowMs,
  });
  return {
    take(ip, onEmpty) {
      const client = renderClientKey(ip);
      const at = now();
      const bucket = buckets.get(client) ?? { tokens: limit.max, at, told: false };
      bucket.tokens = Math.min(limit.max, bucket.tokens + (at - bucket.at) * perMs);
      bucket.at = at;
      const allowed = bucket.tokens >= 1;
      if (allowed) {
        bucket.tokens -= 1;
        bucket.told = false;
      } else if (!bucket.told) {
        bucket.told = true;
        onEmpty?.(client);
      }
      buckets.set(client, bucket);
      return { allowed, retryAfterMs: allowed ? 0 : (1 - bucket.tokens) / perMs };
    },
  };
}
