import type { Clock } from "../../lib/clock.ts";
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
