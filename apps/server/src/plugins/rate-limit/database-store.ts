import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../../db/client.ts";
import { countRequest } from "./rate-limit-repository.ts";

/** A @fastify/rate-limit store on the database, so every instance on one PostgreSQL shares the counters. */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countRequest(db, key, windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** One bucket for all write routes: the same store answers for every route. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
