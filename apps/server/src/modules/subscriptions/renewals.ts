import { MESSAGES, PACKAGES } from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notice, type Notifier, type Recipient } from "../notifications/index.ts";
import { daysToMs, nextPeriod, type Period } from "./period.ts";
import type { SubscriptionRow, SubscriptionsRepository } from "./repository.ts";

/** Subscriptions settled per transaction; a full batch is followed by another at once. */
const RENEWAL_BATCH = 50;
/** When a subscription whose settling failed is looked at again. */
const RETRY_MS = 5 * 60_000;

/** A renewal the processor accepted, recorded as a payment (with its receipt) by the payments module. */
export interface RenewalCharge {
  buyer: Recipient;
  packageName: string;
  price: number;
  period: Period;
}

export interface RenewalSweepOptions {
  db: Db;
  repo: SubscriptionsRepository;
  clock: Clock;
  notifier: Notifier;
  baseUrl: string;
  /** SUBSCRIPTION_GRACE_DAYS: how long a package stays active after its renewal was declined. */
  graceDays: number;
  /** The built-in processor charges the card on file (its last four digits): true when it is accepted. */
  chargeDemoCard: (cardLast4: string) => boolean;
  /** Writes the renewal's payment row and receipt in the sweep's transaction. */
  recordRenewal: (tx: Tx, charge: RenewalCharge) => Promise<void>;
  /** Told of a subscription whose settling failed (it is retried later). */
  onError?: (error: unknown) => void;
  batch?: number;
}

type DueRow = SubscriptionRow & { email: string; name: string };

const price = (name: string) => PACKAGES.find((p) => p.name === name)?.price ?? 0;
const shortDay = (at: Date) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(at);

/**
 * The renewal sweep (issue 20, ADR 016): each pass claims the subscriptions due now (`due_at` passed) with
 * `FOR UPDATE SKIP LOCKED` and settles each in the same transaction:
 *
 * - active, renewing, with the built-in processor's card on file: the card is charged for the next month (the
 *   downgrade chosen meanwhile, if any). Accepted: a new period, a payment and its receipt. Declined: past due, the
 *   package still active for SUBSCRIPTION_GRACE_DAYS, and a notice.
 * - cancelled, with nothing to renew with, or past due at the grace's end: the package ends, with a notice.
 *
 * Nothing waits in memory: a pass that dies rolls back and its rows are due again for the next pass of any instance,
 * and a row settled once is no longer due, so each renewal is charged once across instances.
 */
export function createRenewalSweep(options: RenewalSweepOptions) {
  const { db, repo, clock, notifier, baseUrl, graceDays, chargeDemoCard, recordRenewal, onError } = options;
  const batch = options.batch ?? RENEWAL_BATCH;
  const to = (row: DueRow): Recipient => ({ id: row.userId, email: row.email, name: row.name });

  async function end(tx: Tx, row: DueRow) {
    await repo.end(tx, row.userId);
    await notifier.send(tx, [
      notice({
        to: to(row),
        topic: "always",
        inApp: {
          kind: "subscription-ended",
          title: MESSAGES.subscription.endedTitle,
          body: MESSAGES.subscription.endedBody(row.packageName),
          link: "/#packages",
        },
        mail: {
          template: "subscription-notice",
          props: { name: row.name, baseUrl, packageName: row.packageName, kind: "ended" },
        },
      }),
    ]);
  }

  async function decline(tx: Tx, row: DueRow, now: Date) {
    const graceUntil = new Date(row.endsAt.getTime() + daysToMs(graceDays));
    if (graceUntil <= now) return end(tx, row);
    await repo.markPastDue(tx, row.userId, graceUntil, MESSAGES.payment.cardDeclined);
    await notifier.send(tx, [
      notice({
        to: to(row),
        topic: "always",
        inApp: {
          kind: "subscription-renewal-failed",
          title: MESSAGES.subscription.renewalFailedTitle,
          body: MESSAGES.subscription.renewalFailedBody(row.packageName, shortDay(graceUntil)),
          link: "/#packages",
        },
        mail: {
          template: "subscription-notice",
          props: {
            name: row.name,
            baseUrl,
            packageName: row.packageName,
            kind: "renewal-failed",
            until: graceUntil.toISOString(),
          },
        },
      }),
    ]);
  }

  async function settle(tx: Tx, row: DueRow, now: Date) {
    const renews = row.status === "active" && row.autoRenew && row.provider === "demo" && row.cardLast4 !== null;
    // Met ahead of its end (RENEWAL_LEAD_MS) but not renewing: it ends at its end, not before.
    if (!renews && row.status === "active" && row.endsAt > now) return repo.postpone(tx, row.userId, row.endsAt);
    if (!renews || row.cardLast4 === null) return end(tx, row);
    if (!chargeDemoCard(row.cardLast4)) return decline(tx, row, now);
    const packageName = row.nextPackage ?? row.packageName;
    const period = nextPeriod(row.endsAt, now);
    await repo.writePeriod(tx, {
      userId: row.userId,
      packageName,
      ...period,
      autoRenew: true,
      provider: row.provider,
      cardLast4: row.cardLast4,
    });
    await recordRenewal(tx, { buyer: to(row), packageName, price: price(packageName), period });
  }

  /** One pass: settles every subscription due now, a batch per transaction. Returns how many it settled. */
  return async function sweep(): Promise<number> {
    let settled = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const now = clock.now();
        const due = await repo.claimDue(tx, now, batch);
        for (const row of due) {
          // Each row in a savepoint: one that fails (a template, a constraint) is looked at again in 5 minutes with
          // its error kept, and does not hold back the others.
          try {
            await tx.transaction((rowTx) => settle(rowTx, row, now));
          } catch (error) {
            await repo.postpone(tx, row.userId, new Date(now.getTime() + RETRY_MS), String(error).slice(0, 500));
            onError?.(error);
          }
        }
        return due.length;
      });
      settled += count;
      if (count < batch) return settled;
    }
  };
}
