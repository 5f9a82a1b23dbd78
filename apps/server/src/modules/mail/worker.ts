import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import { startLeaseWorker } from "../../lib/lease-queue.ts";
import { MailDeliveryError, type Mailer, type OutgoingMail } from "./mailer.ts";
import { renderTemplate } from "./render.ts";
import type { ClaimedMail, MailRepository } from "./repository.ts";
import { messagesIn } from "../../lib/messages-in.ts";

/** How long a claimed message belongs to its worker: far longer than one SMTP delivery may take (mailer-smtp.ts). */
export const LEASE_MS = 5 * 60_000;
/**
 * Requests in flight from which this instance counts as busy: its worker then leaves mail waiting (rendering a
 * message is CPU work the requests' answers would wait behind), for at most MAX_DEFER_MS, and after that sends one
 * batch per pass until the rush is over. The messages wait in the database, so nothing is lost.
 */
export const BUSY_REQUESTS = 32;
export { MAX_ATTEMPTS, MAX_DEFER_MS, retryDelayMs } from "../../lib/lease-queue.ts";

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

/**
 * The mail worker of one server instance (ADR 014), on the shared lease queue (lib/lease-queue.ts): every `pollMs` it
 * claims due messages, hands each to the mailer outside any transaction, and records the result at once. Nothing
 * waits in memory: a message a dead instance held is due again when its lease runs out.
 */
export function startMailWorker({
  repo,
  mailer,
  clock,
  pollMs,
  leaseMs = LEASE_MS,
  busy,
  maxDeferMs,
  log,
}: MailWorkerOptions): MailWorker {
  return startLeaseWorker<ClaimedMail, "sent" | "kept">({
    name: "mail",
    queue: {
      claimDue: (now, lease, limit) => repo.claimDue(now, lease, limit),
      hand: async (mail) => mailer.deliver(await partsOf(repo, mail)),
      done: (mail, result) => (result === "sent" ? repo.markSent(mail.id, clock.now()) : repo.markKept(mail.id)),
      failed: repo.markFailed,
      retry: repo.markRetry,
    },
    clock,
    pollMs,
    leaseMs,
    ...(busy ? { busy } : {}),
    ...(maxDeferMs !== undefined ? { maxDeferMs } : {}),
    log,
    onStop: () => mailer.close(),
  });
}
