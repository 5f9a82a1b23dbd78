import type { FastifyPluginAsync } from "fastify";
import { startPollLoop } from "./poll-loop.ts";

export interface SweepJobOptions {
  /** One pass; answers how many rows it removed. */
  sweep: () => Promise<number>;
  pollMs: number;
  /** What the log says was removed, e.g. "health answers past their retention deleted". */
  done: string;
  /** What the log says when a pass fails. */
  failed: string;
}

/**
 * Runs a sweep every JOB_POLL_MS on each instance, from ready to close. A sweep works from the rows themselves, so a
 * crash or a stop leaves the rest for the next pass of any instance (intake answers, clinical data).
 */
export const sweepJob: FastifyPluginAsync<SweepJobOptions> = async (app, { sweep, pollMs, done, failed }) => {
  let loop: ReturnType<typeof startPollLoop> | undefined;
  app.addHook("onReady", async () => {
    loop = startPollLoop(
      async () => {
        const removed = await sweep();
        if (removed > 0) app.log.info({ rows: removed }, done);
      },
      pollMs,
      (error) => app.log.error({ err: error }, failed),
    );
  });
  app.addHook("preClose", async () => {
    await loop?.stop();
  });
};
