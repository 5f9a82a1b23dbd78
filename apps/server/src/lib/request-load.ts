import type { FastifyInstance } from "fastify";

/** How many requests this instance is answering right now: the foreground work background jobs give way to. */
export interface RequestLoad {
  inFlight(): number;
}

/**
 * Counts the requests in flight, from their arrival to their response's close (sent, or the connection gone), for
 * every route of `app`. Register on the root instance.
 */
export function trackRequestLoad(app: FastifyInstance): RequestLoad {
  let inFlight = 0;
  app.addHook("onRequest", async (_request, reply) => {
    inFlight++;
    reply.raw.once("close", () => inFlight--);
  });
  return { inFlight: () => inFlight };
}
