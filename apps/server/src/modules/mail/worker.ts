import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import { startPollLoop } from "../../lib/poll-loop.ts";
import { MailDeliveryError, type Mailer, type OutgoingMail } from "./mailer.ts";
import { renderTemplate } from "./render.ts";
import type { ClaimedMail, MailRepository } from "./repository.ts";
import { messagesIn } from "../../lib/messages-in.ts";

/** How long a claimed message belongs to its worker: far longer than one SMTP delivery may take (mailer-smtp.ts). */
export const LEASE_MS = 5 * 60_000;
/** Attempts before a message that keeps failing for a while is given up as `failed`. */
export const MAX_ATTEMPTS = 8;
/** Messages claimed at a time by one worker. */
const BATCH = 10;
/**
 * Requests in flight from which this instance counts as busy: its worker then leaves mail waiting (rendering a
 * message is CPU work the requests' answers would wait behind), for at most MAX_DEFER_MS, and after that sends one
 * batch per pass until the rush is over. The messages wait in the database, so nothing is lost.
 */
export const BUSY_REQUESTS = 32;
export const MAX_DEFER_MS = 10_000;

/** The wait before attempt n + 1 after n attempts failed for a while: 30 s × 2^(n−1), at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface MailWorkerOptions {
  repo: MailRepository;
  mailer: Mailer;
  clock: Clock;
  /** How often to look for due messages (JOB_POLL_MS). */
  pollMs: number;
  /** How long a claimed message belongs to this worker (MAIL_LEASE_MS; LEASE_MS when unset). */
  leaseMs?: number;
  /** Whether the instance is busy answering requests (the worker then defers; see BUSY_REQUESTS). */
  busy?: () => boolean;
  /** The longest the worker leaves mail waiting for a busy instance (MAX_DEFER_MS when unset). */
  maxDeferMs?: number;
  log: FastifyBaseLogger;
}

export interface MailWorker {
  /** Stops looking for work and waits for the deliveries in hand to be recorded. */
  stop(): Promise<void>;
}

type Result =
  | { kind: "sent" }
  | { kind: "kept" }
  | { kind: "failed"; error: string }
  | { kind: "retry"; error: string; delayMs: number };

/** The message's parts: rendered now (and kept) when it was queued from a template and not rendered yet. */
async function partsOf(repo: MailRepository, mail: ClaimedMail): Promise<OutgoingMail> {
  if (mail.text !== null && mail.html !== null) return { ...mail, text: mail.text, html: mail.html };
  if (!mail.template) throw new MailDeliveryError("the message has neither a body nor a template", true);
  let rendered: Awaited<ReturnType<typeof renderTemplate>>;
  try {
    // In the recipient's language (issue 24): the subject queued in English is written again in it.
    rendered = await renderTemplate(mail.template, mail.props, messagesIn(await repo.localeOf(mail.to)));
  } catch (error) {
    throw new MailDeliveryError(`rendering failed: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  // The files queued with the message, then those its template made (kept with the body for every later attempt).
  const parts = {
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    attachments: [...mail.attachments, ...rendered.attachments],
  };
  await repo.storeRendered(mail.id, parts);
  return { ...mail, ...parts };
}

async function attempt(repo: MailRepository, mailer: Mailer, mail: ClaimedMail): Promise<Result> {
  try {
    return (await mailer.deliver(await partsOf(repo, mail))) === "sent" ? { kind: "sent" } : { kind: "kept" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof MailDeliveryError && error.permanent;
    if (permanent || mail.attempts >= MAX_ATTEMPTS) return { kind: "failed", error: message };
    return { kind: "retry", error: message, delayMs: retryDelayMs(mail.attempts) };
  }
}

/**
 * The mail worker of one server instance (ADR 014): every `pollMs` it claims due messages (a short transaction that
 * sets a lease), hands each to the mailer outside any transaction, and records the result at once, so the window in
 * which a crash could send a message twice is one short UPDATE. Nothing waits in memory: a message a dead instance
 * held is due again when its lease runs out.
 */
export function startMailWorker({
  repo,
  mailer,
  clock,
  pollMs,
  leaseMs = LEASE_MS,
  busy = () => false,
  maxDeferMs = MAX_DEFER_MS,
  log,
}: MailWorkerOptions): MailWorker {
  let stopped = false;
  /** When the worker started leaving mail waiting for a busy instance (null while it is not). */
  let deferringSince: number | null = null;

  /** Whether to leave the due mail for a later pass: the instance is busy and has not been for too long yet. */
  function defer(): boolean {
    if (!busy()) {
      deferringSince = null;
      return false;
    }
    const now = clock.now().getTime();
    deferringSince ??= now;
    return now - deferringSince < maxDeferMs;
  }

  async function deliver(mail: ClaimedMail) {
    const result = await attempt(repo, mailer, mail);
    if (result.kind === "sent") await repo.markSent(mail.id, clock.now());
    else if (result.kind === "kept") await repo.markKept(mail.id);
    else if (result.kind === "failed") {
      log.warn({ mailId: mail.id, attempts: mail.attempts, error: result.error }, "mail failed for good");
      await repo.markFailed(mail.id, result.error);
    } else {
      log.info({ mailId: mail.id, attempts: mail.attempts, error: result.error }, "mail delivery will be retried");
      await repo.markRetry(mail.id, result.error, new Date(clock.now().getTime() + result.delayMs));
    }
  }

  async function drain() {
    while (!stopped) {
      if (defer()) return;
      const claimed = await repo.claimDue(clock.now(), leaseMs, BATCH);
      if (claimed.length === 0) return;
      // One message's trouble (even a failed recording: its lease then runs out) never holds up the others.
      const outcomes = await Promise.allSettled(claimed.map(deliver));
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") log.error({ err: outcome.reason }, "mail result not recorded");
      }
      // Busy past the longest deferral: one batch per pass, so the requests keep most of the time.
      if (deferringSince !== null && busy()) return;
    }
  }

  const loop = startPollLoop(drain, pollMs, (error) => log.error({ err: error }, "mail worker pass failed"));

  return {
    async stop() {
      stopped = true;
      await loop.stop();
      mailer.close();
    },
  };
}
