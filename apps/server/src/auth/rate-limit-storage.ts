import { redisStorage } from "@better-auth/redis-storage";
import type { BetterAuthOptions } from "better-auth";
import type { Redis } from "ioredis";

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions["rateLimit"]>["customStorage"]>;

/**
 * better-auth's sign-in/sign-up counters in Redis: one atomic INCR per attempt, the key expiring a window after
 * its first attempt. Only the counters go to Redis; sessions stay in the database (better-auth's secondary
 * storage would cache the user with each session, and a role or package granted by the server would go stale).
 */
export function redisAuthRateLimit(client: Redis): RateLimitStorage {
  const storage = redisStorage({ client, keyPrefix: "medcamp:auth-rate:" });
  return {
    async consume(key, rule) {
      const count = await storage.increment(key, rule.window);
      return count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: rule.window };
    },
  };
}
