import type { FastifyPluginAsync } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import { startPollLoop } from "../../lib/poll-loop.ts";
import type { IntakeRepository } from "./repository.ts";

const DAY_MS = 86_400_000;
/** Answers deleted per statement; a pass goes on while batches come back full. */
export const RETENTION_BATCH = 500;

/**
 * One retention pass (issue 21): deletes the health answers of camps that ended more than `retentionDays` ago, in
 * batches. It works from the rows themselves (a camp's end, an answer's health flag), so there is nothing to lose: a
 * crash or a stop leaves the rest for the next pass of any instance, and two instances deleting at once only find
 * fewer rows.
 */
export function createRetentionSweep(repo: IntakeRepository, clock: Clock, retentionDays: number) {
  return async () => {
    const endedBefore = new Date(clock.now().getTime() - retentionDays * DAY_MS);
    let total = 0;
    for (;;) {
      const deleted = await repo.deleteExpiredHealthAnswers(endedBefore, RETENTION_BATCH);
      total += deleted;
      if (deleted < RETENTION_BATCH) return total;
    }
  };
}

/** Runs the retention sweep every JOB_POLL_MS on each instance, from ready to close. */
export const intakeRetentionJob: FastifyPluginAsync<{ sweep: () => Promise<number>; pollMs: number }> = async (
  app,
  { sweep, pollMs },
) => {
  let loop: ReturnType<typeof startPollLoop> | undefined;
  app.addHook("onReady", async () => {
    loop = startPollLoop(
      async () => {
        const deleted = await sweep();
        if (deleted > 0) app.log.info({ answers: deleted }, "health answers past their retention deleted");
      },
      pollMs,
      (error) => app.log.error({ err: error }, "intake retention pass failed"),
    );
  });
  app.addHook("preClose", async () => {
    await loop?.stop();
  });
};
