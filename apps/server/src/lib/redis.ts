import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * Connects to Redis (REDIS_URL) for the counters several instances share. Commands fail after one reconnect
 * attempt instead of queueing forever, so a Redis outage shows up as errors, not as hanging requests.
 * Resolves once the server answered PING, so a wrong URL stops the start with a clear error.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000, lazyConnect: true });
  client.on("error", (error: Error) => log.warn({ err: error }, "redis: connection error"));
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis at REDIS_URL is not reachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  return client;
}
