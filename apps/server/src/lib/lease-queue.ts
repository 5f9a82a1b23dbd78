import type { FastifyBaseLogger } from "fastify";
import { type SQL, sql } from "drizzle-orm";
import type { Clock } from "./clock.ts";
import { startPollLoop } from "./poll-loop.ts";

// The durable outbox queues (ADR 014; mail, and text messages since issue 40): rows of a table with `state`,
// `attempts`, `next_attempt_at` and `locked_until`, claimed by every instance's worker with `FOR UPDATE SKIP LOCKED`
// and a lease, handed over outside any transaction, and recorded at once. One implementation for every such table.

/** Attempts before a row that keeps failing for a while is given up as `failed`. */
export const MAX_ATTEMPTS = 8;
/** Rows claimed at a time by one worker. */
const BATCH = 10;
/** The longest a worker leaves due rows waiting for a busy instance (issue 23). */
export const MAX_DEFER_MS = 10_000;

/** The wait before attempt n + 1 after n attempts failed for a while: 30 s × 2^(n−1), at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A hand-over that did not happen: `permanent` is not retried; anything else is, with backoff. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Claims up to `limit` due rows of `table` for `leaseMs` in one short statement (its own transaction): rows another
 * worker holds are skipped (`FOR UPDATE SKIP LOCKED`), and a row whose lease ran out (its worker died) is due again.
 * Each claim counts as an attempt. Answers the `returning` columns (table and columns are the caller's constants).
 */
export function claimLeasedRows(table: string, returning: string, now: Date, leaseMs: number, limit: number): SQL {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  return sql`update ${sql.raw(table)} set locked_until = ${at(leaseEnd)}, attempts = attempts + 1
    where id in (
      select id from ${sql.raw(table)}
      where state = 'queued' and next_attempt_at <= ${at(now)}
        and (locked_until is null or locked_until <= ${at(now)})
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked)
    returning ${sql.raw(returning)}`;
}

/** What became of one attempt: handed over (with what `hand` answered), failed for good, or to try again later. */
export type Outcome<D> =
  { kind: "done"; value: D } | { kind: "failed"; error: string } | { kind: "retry"; error: string; delayMs: number };

export interface LeaseQueue<R extends { id: string; attempts: number }, D> {
  claimDue(now: Date, leaseMs: number, limit: number): Promise<R[]>;
  /** Hands one claimed row over; throws a DeliveryError (or anything) when it did not go. */
  hand(row: R): Promise<D>;
  /** Each records an outcome in one short UPDATE, only while the row is still queued: handed over, */
  done(row: R, value: D): Promise<unknown>;
  /** refused for good or out of attempts, */
  failed(id: string, error: string): Promise<unknown>;
  /** or due again at `nextAttemptAt`. */
  retry(id: string, error: string, nextAttemptAt: Date): Promise<unknown>;
}

export interface LeaseWorkerOptions<R extends { id: string; attempts: number }, D> {
  /** What the log calls a row ("mail", "text message"). */
  name: string;
  queue: LeaseQueue<R, D>;
  clock: Clock;
  /** How often to look for due rows (JOB_POLL_MS). */
  pollMs: number;
  /** How long a claimed row belongs to this worker. */
  leaseMs: number;
  /** Whether the instance is busy answering requests (the worker then defers). */
  busy?: () => boolean;
  /** The longest the worker leaves rows waiting for a busy instance (MAX_DEFER_MS when unset). */
  maxDeferMs?: number;
  log: FastifyBaseLogger;
  /** Called once the worker stopped (the mailer's connections closed, …). */
  onStop?: () => void;
}

export interface LeaseWorker {
  /** Stops looking for work and waits for the hand-overs in hand to be recorded. */
  stop(): Promise<void>;
}

async function attempt<R extends { id: string; attempts: number }, D>(
  queue: LeaseQueue<R, D>,
  row: R,
): Promise<Outcome<D>> {
  try {
    return { kind: "done", value: await queue.hand(row) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    if (permanent || row.attempts >= MAX_ATTEMPTS) return { kind: "failed", error: message };
    return { kind: "retry", error: message, delayMs: retryDelayMs(row.attempts) };
  }
}

/**
 * The worker of one server instance for one queue (ADR 014): every `pollMs` it claims due rows (a short transaction
 * that sets a lease), hands each over outside any transaction, and records the result at once, so the window in
 * which a crash could hand a row over twice is one short UPDATE. Nothing waits in memory: a row a dead instance held
 * is due again when its lease runs out.
 */
export function startLeaseWorker<R extends { id: string; attempts: number }, D>({
  name,
  queue,
  clock,
  pollMs,
  leaseMs,
  busy = () => false,
  maxDeferMs = MAX_DEFER_MS,
  log,
  onStop,
}: LeaseWorkerOptions<R, D>): LeaseWorker {
  let stopped = false;
  /** When the worker started leaving rows waiting for a busy instance (null while it is not). */
  let deferringSince: number | null = null;

  function defer(): boolean {
    if (!busy()) {
      deferringSince = null;
      return false;
    }
    const now = clock.now().getTime();
    deferringSince ??= now;
    return now - deferringSince < maxDeferMs;
  }

  async function handOne(row: R) {
    const outcome = await attempt(queue, row);
    if (outcome.kind === "done") await queue.done(row, outcome.value);
    else if (outcome.kind === "failed") {
      log.warn({ id: row.id, attempts: row.attempts, error: outcome.error }, `${name} failed for good`);
      await queue.failed(row.id, outcome.error);
    } else {
      log.info({ id: row.id, attempts: row.attempts, error: outcome.error }, `${name} will be retried`);
      await queue.retry(row.id, outcome.error, new Date(clock.now().getTime() + outcome.delayMs));
    }
  }

  async function drain() {
    while (!stopped) {
      if (defer()) return;
      const claimed = await queue.claimDue(clock.now(), leaseMs, BATCH);
      if (claimed.length === 0) return;
      // One row's trouble (even a failed recording: its lease then runs out) never holds up the others.
      const outcomes = await Promise.allSettled(claimed.map(handOne));
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") log.error({ err: outcome.reason }, `${name} result not recorded`);
      }
      // Busy past the longest deferral: one batch per pass, so the requests keep most of the time.
      if (deferringSince !== null && busy()) return;
    }
  }

  const loop = startPollLoop(drain, pollMs, (error) => log.error({ err: error }, `${name} worker pass failed`));

  return {
    async stop() {
      stopped = true;
      await loop.stop();
      onStop?.();
    },
  };
}
