declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The tables a route's shared cached answer is read from (ADR 006). Each must have a change trigger, or the
     * answer would stay cached after the data changed; a test checks every declared table.
     */
    cachedReads?: readonly string[];
  }
}

export {};
