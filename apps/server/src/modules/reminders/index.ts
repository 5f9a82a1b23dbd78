import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { startPollLoop } from "../../lib/poll-loop.ts";
import type { Notifier } from "../notifications/index.ts";
import { createReminderSweep, type ReminderSweep } from "./sweep.ts";

export { claimDueReminders, createReminderSweep, REMINDER_BATCH, type ReminderSweep } from "./sweep.ts";

export interface ReminderJob {
  /** Stops looking for due reminders and waits for a pass in hand to commit or roll back. */
  stop(): Promise<void>;
}

/**
 * Runs the sweep every `pollMs` (JOB_POLL_MS), one pass at a time: the next pass is scheduled when the last one has
 * ended, so passes never overlap. Nothing waits in memory: what a pass did not finish (a crash, a stop, an error) is
 * still due in the database, and the next pass of any instance finds it.
 */
export function startReminderJob(sweep: ReminderSweep, pollMs: number, log: FastifyBaseLogger): ReminderJob {
  return startPollLoop(
    async () => {
      const sent = await sweep();
      if (sent > 0) log.info({ reminders: sent }, "camp reminders written");
    },
    pollMs,
    (error) => log.error({ err: error }, "reminder sweep failed"),
  );
}

export interface RemindersOptions {
  db: Db;
  notifier: Notifier;
  clock: Clock;
  config: Config;
}

/**
 * Reminders before a camp starts (issue 19): every instance sweeps for due reminders from when the server is ready
 * until it closes (docs/operations.md, Background jobs; ADR 015). No routes.
 */
export const reminderJob: FastifyPluginAsync<RemindersOptions> = async (app, { db, notifier, clock, config }) => {
  const sweep = createReminderSweep({
    db,
    notifier,
    clock,
    leadHours: config.reminderLeadHours,
    baseUrl: config.baseUrl,
  });
  let job: ReminderJob | undefined;
  app.addHook("onReady", async () => {
    job = startReminderJob(sweep, config.jobPollMs, app.log);
  });
  app.addHook("preClose", async () => {
    await job?.stop();
  });
};
