import {
  PACKAGE_RANK,
  PACKAGES,
  type PackageName,
  type PaymentKind,
  type Subscription,
  type SubscriptionQuote,
} from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import { addMonths, monthFrom, type Period, upgradeCharge } from "./period.ts";
import { accessUntil, type SubscriptionRow, type SubscriptionsRepository } from "./repository.ts";

const priceOf = (name: string) => PACKAGES.find((p) => p.name === name)?.price ?? 0;
const rankOf = (name: string) => PACKAGE_RANK[name as PackageName] ?? 0;

/** What paying an intent does, fixed when the intent is made (the quote the checkout showed). */
export interface IntentTerms {
  kind: "purchase" | "upgrade";
  amountCents: number;
  /** An upgrade: the end of the period it upgrades. */
  periodEnd: Date | null;
}

/** A verified payment about to be recorded, as the payments module hands it over inside its transaction. */
export interface PaidIntent {
  userId: string;
  packageName: string;
  kind: "purchase" | "upgrade";
  periodEnd: Date | null;
  provider: string;
  cardLast4: string | null;
}

export type AppliedPurchase = { held: true } | { held: false; kind: PaymentKind; period: Period };

/** A row's state at `now`: live (its package counts), and whether it is in good standing (not past due). */
function standing(row: SubscriptionRow | undefined, now: Date) {
  const until = row ? accessUntil(row) : null;
  const live = Boolean(row && until && until > now);
  return { live, active: live && row?.status === "active", pastDue: live && row?.status === "past_due" };
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    package: row.packageName as PackageName,
    status: row.status as Subscription["status"],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    autoRenew: row.autoRenew,
    nextPackage: (row.nextPackage as PackageName | null) ?? null,
    graceUntil: row.graceUntil?.toISOString() ?? null,
    provider: row.provider === "stripe" ? "stripe" : "demo",
    canRenew: row.provider === "stripe" || row.cardLast4 !== null,
  };
}

/**
 * Packages as monthly subscriptions (issue 20, ADR 016). A purchase starts a one-month period; buying the active
 * package again is refused; a higher package is paid now for the days left and takes effect at once; a lower one
 * and a cancellation take effect at the period's end. Changes that race a payment are settled under the user's
 * row lock, which the payments module takes before it calls {@link applyPurchase}.
 */
export function createSubscriptionsService(repo: SubscriptionsRepository, clock: Clock) {
  /** The subscription as its owner sees it: null when there is none or it ended. */
  async function current(userId: string): Promise<Subscription | null> {
    const row = await repo.find(userId);
    return row && standing(row, clock.now()).live ? toSubscription(row) : null;
  }

  function quoteFor(row: SubscriptionRow | undefined, pkg: PackageName, now: Date): SubscriptionQuote {
    const monthlyPrice = priceOf(pkg);
    const { live, active, pastDue } = standing(row, now);
    const month = monthFrom(now);
    const currentPackage = live && row ? (row.packageName as PackageName) : null;
    const base = { package: pkg, monthlyPrice, currentPackage };
    if (row && active) {
      if (row.packageName === pkg) return { ...base, action: "held", amountDue: 0, ...iso(row) };
      if (rankOf(pkg) < rankOf(row.packageName)) {
        const next = { startsAt: row.endsAt, endsAt: addMonths(row.endsAt, 1) };
        return { ...base, action: "downgrade", amountDue: 0, ...iso(next) };
      }
      const charge = upgradeCharge(priceOf(row.packageName), monthlyPrice, row, now);
      return {
        ...base,
        action: "upgrade",
        amountDue: charge.cents / 100,
        ...iso({ startsAt: now, endsAt: row.endsAt }),
        daysLeft: charge.daysLeft,
        periodDays: charge.periodDays,
      };
    }
    const action = pastDue && row?.packageName === pkg ? "renew" : "buy";
    return { ...base, action, amountDue: monthlyPrice, ...iso(month) };
  }

  return {
    current,

    async quote(userId: string, pkg: PackageName): Promise<SubscriptionQuote> {
      return quoteFor(await repo.find(userId), pkg, clock.now());
    },

    /** What an intent for `pkg` charges; refuses the active package and a downgrade (nothing to pay for those). */
    async intentTerms(userId: string, pkg: PackageName): Promise<IntentTerms> {
      const row = await repo.find(userId);
      const quote = quoteFor(row, pkg, clock.now());
      if (quote.action === "held") throw refuse("PACKAGE_ALREADY_HELD");
      if (quote.action === "downgrade") throw refuse("DOWNGRADE_AT_PERIOD_END");
      const amountCents = Math.round(quote.amountDue * 100);
      if (quote.action === "upgrade") return { kind: "upgrade", amountCents, periodEnd: row!.endsAt };
      return { kind: "purchase", amountCents, periodEnd: null };
    },

    /** Whether paying for `pkg` now would buy what the user already holds (the card is then not charged). */
    async holds(userId: string, pkg: string): Promise<boolean> {
      const row = await repo.find(userId);
      return Boolean(row && standing(row, clock.now()).active && row.packageName === pkg);
    },

    /**
     * Applies a verified payment in the payments module's transaction, the user's row already locked there. A
     * purchase starts a month from now, unless the package is already active (`held`: not recorded). An upgrade
     * raises the package until the end it was quoted for; when that period has meanwhile been replaced, the camper
     * still gets the package they paid for until that end.
     */
    async applyPurchase(tx: Tx, paid: PaidIntent): Promise<AppliedPurchase> {
      const now = clock.now();
      const row = await repo.lock(tx, paid.userId);
      const { active } = standing(row, now);
      if (row && active && row.packageName === paid.packageName) return { held: true };
      if (paid.kind === "upgrade" && row && paid.periodEnd && paid.periodEnd > now) {
        if (active && row.endsAt.getTime() >= paid.periodEnd.getTime()) {
          await repo.changePackageNow(tx, paid.userId, paid.packageName, row.endsAt);
          return { held: false, kind: "upgrade", period: { startsAt: now, endsAt: row.endsAt } };
        }
        const period = { startsAt: now, endsAt: paid.periodEnd };
        await repo.writePeriod(tx, {
          userId: paid.userId,
          packageName: paid.packageName,
          ...period,
          autoRenew: row.autoRenew,
          provider: paid.provider,
          cardLast4: paid.cardLast4 ?? row.cardLast4,
        });
        return { held: false, kind: "upgrade", period };
      }
      const period = monthFrom(now);
      await repo.writePeriod(tx, {
        userId: paid.userId,
        packageName: paid.packageName,
        ...period,
        autoRenew: true,
        provider: paid.provider,
        cardLast4: paid.cardLast4,
      });
      return { held: false, kind: "purchase", period };
    },

    async cancel(userId: string): Promise<Subscription> {
      return toSubscription(live(await repo.setRenewal(userId, { autoRenew: false, nextPackage: null }, clock.now())));
    },

    async resume(userId: string): Promise<Subscription> {
      return toSubscription(live(await repo.setRenewal(userId, { autoRenew: true }, clock.now())));
    },

    /** A lower package for the next period (renewal turned on), or the active one again to drop that change. */
    async change(userId: string, pkg: PackageName): Promise<Subscription> {
      const row = await repo.find(userId);
      if (!row || !standing(row, clock.now()).active) throw refuse("NO_SUBSCRIPTION");
      if (rankOf(pkg) > rankOf(row.packageName)) throw refuse("UPGRADE_NEEDS_PAYMENT");
      const nextPackage = pkg === row.packageName ? null : pkg;
      return toSubscription(live(await repo.setRenewal(userId, { nextPackage, autoRenew: true }, clock.now())));
    },
  };

  /** A row just changed, if it is still live; NO_SUBSCRIPTION otherwise. */
  function live(row: SubscriptionRow | undefined): SubscriptionRow {
    if (!row || !standing(row, clock.now()).active) throw refuse("NO_SUBSCRIPTION");
    return row;
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

const iso = (p: Period) => ({ startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString() });
