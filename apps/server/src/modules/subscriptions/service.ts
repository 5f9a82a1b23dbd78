import {
  PACKAGE_RANK,
  PACKAGES,
  type PackageName,
  type PaymentKind,
  type QuoteAction,
  type Subscription,
  type SubscriptionQuote,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import { type BillingState, mirrorDecision, type SubscriptionBilling } from "./stripe-mirror.ts";
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

export type AppliedPurchase =
  | { held: true }
  | { held: false; outdated: true }
  | { held: false; outdated?: undefined; kind: PaymentKind; period: Period };

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
    canRenew: renewable(row),
  };
}

/** A card on file (the built-in processor) or a Stripe Billing subscription: something to renew with. */
const renewable = (row: SubscriptionRow) => row.cardLast4 !== null || row.providerSubscriptionId !== null;

export interface SubscriptionsServiceOptions {
  /** Stripe Billing, when its Prices are configured: it renews, cancels and schedules the subscriptions it bills. */
  billing?: SubscriptionBilling | undefined;
  /** SUBSCRIPTION_GRACE_DAYS: how long a package counts after a failed renewal. */
  graceDays: number;
  /** Where Stripe's customer portal returns to. */
  baseUrl: string;
}

/**
 * Packages as monthly subscriptions (issue 20, ADR 016). A purchase starts a one-month period; buying the active
 * package again is refused; a higher package is paid now for the days left and takes effect at once; a lower one
 * and a cancellation take effect at the period's end. Changes that race a payment are settled under the user's
 * row lock, which the payments module takes before it calls {@link applyPurchase}.
 */
export function createSubscriptionsService(
  /** Opens the transactions (ADR 026). */
  db: Db,
  repo: SubscriptionsRepository,
  clock: Clock,
  { billing, graceDays, baseUrl }: SubscriptionsServiceOptions,
) {
  /** The Stripe subscription a row is billed by, when Stripe Billing is on: Stripe is asked first, then mirrored. */
  const billedBy = (row: SubscriptionRow | undefined) => (billing && row?.providerSubscriptionId) || undefined;

  /**
   * Applies Stripe's answer to the user's row, under its lock (replays and stale answers change nothing). Answers the
   * live subscription it replaced, if any (bought again during a failed renewal's grace), or whether this one is
   * superseded by a newer one the row holds (two checkouts paid at once): either is for the caller to cancel.
   */
  async function mirrorIn(
    tx: Tx,
    userId: string,
    state: BillingState,
  ): Promise<{ replaced: string | null; superseded: boolean }> {
    const row = await repo.lock(tx, userId);
    const decision = mirrorDecision(userId, state, row, graceDays, clock.now());
    if (decision.action === "end") await repo.end(tx, userId);
    if (decision.action !== "write") return { replaced: null, superseded: decision.action === "superseded" };
    await repo.mirror(tx, decision.write);
    const previous = row?.status !== "ended" ? row?.providerSubscriptionId : null;
    return { replaced: previous && previous !== state.subscriptionId ? previous : null, superseded: false };
  }

  /** A change made at Stripe, then mirrored: the row as it is afterwards. */
  async function afterBilling(userId: string, state: BillingState): Promise<Subscription> {
    await db.transaction((tx) => mirrorIn(tx, userId, state));
    return toSubscription(live(await repo.find(userId)));
  }

  /** The subscription as its owner sees it: null when there is none or it ended. */
  async function current(userId: string): Promise<Subscription | null> {
    const row = await repo.find(userId);
    return row && standing(row, clock.now()).live ? toSubscription(row) : null;
  }

  function quoteFor(row: SubscriptionRow | undefined, pkg: PackageName, now: Date): SubscriptionQuote {
    const monthlyPrice = priceOf(pkg);
    const action = quoteForAction(row, pkg, now);
    const currentPackage = row && standing(row, now).live ? (row.packageName as PackageName) : null;
    const base = { package: pkg, monthlyPrice, currentPackage, action };
    if (!row || action === "buy" || action === "renew")
      return { ...base, amountDue: monthlyPrice, ...iso(newPeriod(row, pkg, now)) };
    if (action === "held") return { ...base, amountDue: 0, ...iso(row) };
    if (action === "downgrade") {
      return { ...base, amountDue: 0, ...iso({ startsAt: row.endsAt, endsAt: addMonths(row.endsAt, 1) }) };
    }
    const charge = upgradeCharge(priceOf(row.packageName), monthlyPrice, row, now);
    return {
      ...base,
      amountDue: charge.cents / 100,
      ...iso({ startsAt: now, endsAt: row.endsAt }),
      daysLeft: charge.daysLeft,
      periodDays: charge.periodDays,
    };
  }

  return {
    current,

    /** Stripe Billing's word on a subscription (a webhook, a paid invoice), in the caller's transaction. */
    mirrorBilling: mirrorIn,

    /** An account about to be deleted: a subscription Stripe Billing would go on charging is cancelled there now. */
    async stopBilling(userId: string): Promise<void> {
      const row = await repo.find(userId);
      if (billing && row?.providerSubscriptionId && row.status !== "ended") {
        await billing.cancelNow(row.providerSubscriptionId);
      }
    },

    /** A Stripe customer portal link for a subscription Stripe bills (NO_SUBSCRIPTION otherwise). */
    async portal(userId: string): Promise<{ url: string }> {
      const row = await repo.find(userId);
      if (!billing || !row?.providerCustomerId) throw refuse("NO_SUBSCRIPTION");
      return { url: await billing.portalUrl(row.providerCustomerId, `${baseUrl}/dashboard/profile`) };
    },

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
     * Whether an intent's terms are still what choosing its package means now: the same kind, and for an upgrade the
     * same period. A checkout left open while the package changed (another tab, a renewal, a lapse) is outdated: it
     * must not be paid, and a payment that arrives anyway buys nothing (ADR 016).
     */
    async termsHold(userId: string, pkg: PackageName, terms: Pick<IntentTerms, "kind" | "periodEnd">) {
      return termsStillHold(await repo.find(userId), pkg, terms, clock.now());
    },

    /**
     * Applies a verified payment in the payments module's transaction, the user's row already locked there. A
     * purchase starts a month from now (a renewal past due, from the old period's end); an upgrade raises the package at once, the period and its end unchanged. The
     * active package again is `held`, and a payment whose terms no longer hold is `outdated`: neither is applied.
     */
    async applyPurchase(tx: Tx, paid: PaidIntent): Promise<AppliedPurchase> {
      const now = clock.now();
      const row = await repo.lock(tx, paid.userId);
      const pkg = paid.packageName as PackageName;
      if (quoteForAction(row, pkg, now) === "held") return { held: true };
      if (!termsStillHold(row, pkg, paid, now)) return { held: false, outdated: true };
      const stripeId = billedBy(row);
      if (paid.kind === "upgrade" && stripeId && billing && row) {
        // The difference is paid: Stripe Billing's Price follows, so the next renewal charges the new package.
        await mirrorIn(tx, paid.userId, await billing.switchPrice(stripeId, pkg));
        return { held: false, kind: "upgrade", period: { startsAt: now, endsAt: row.endsAt } };
      }
      if (paid.kind === "upgrade" && row) {
        await repo.changePackageNow(tx, paid.userId, paid.packageName, row.endsAt, paid.cardLast4);
        return { held: false, kind: "upgrade", period: { startsAt: now, endsAt: row.endsAt } };
      }
      const period = newPeriod(row, pkg, now);
      await repo.writePeriod(tx, {
        userId: paid.userId,
        packageName: paid.packageName,
        ...period,
        // Only a card on file renews: Stripe mode's one-off payments end at the period's end (ADR 016, Not yet).
        autoRenew: paid.cardLast4 !== null,
        provider: paid.provider,
        cardLast4: paid.cardLast4,
      });
      return { held: false, kind: "purchase", period };
    },

    async cancel(userId: string): Promise<Subscription> {
      const stripeId = billedBy(await repo.find(userId));
      if (stripeId && billing) return afterBilling(userId, await billing.setCancelAtPeriodEnd(stripeId, true));
      return toSubscription(live(await repo.setRenewal(userId, { autoRenew: false, nextPackage: null }, clock.now())));
    },

    async resume(userId: string): Promise<Subscription> {
      const row = await repo.find(userId);
      if (row && standing(row, clock.now()).active && !renewable(row)) throw refuse("NO_CARD_ON_FILE");
      const stripeId = billedBy(row);
      if (stripeId && billing && standing(row, clock.now()).active) {
        return afterBilling(userId, await billing.setCancelAtPeriodEnd(stripeId, false));
      }
      return toSubscription(live(await repo.setRenewal(userId, { autoRenew: true }, clock.now())));
    },

    /** A lower package for the next period (renewal turned on), or the active one again to drop that change. */
    async change(userId: string, pkg: PackageName): Promise<Subscription> {
      const row = await repo.find(userId);
      if (!row || !standing(row, clock.now()).active) throw refuse("NO_SUBSCRIPTION");
      if (rankOf(pkg) > rankOf(row.packageName)) throw refuse("UPGRADE_NEEDS_PAYMENT");
      const stripeId = billedBy(row);
      if (stripeId && billing) {
        const next = pkg === row.packageName ? null : pkg;
        return afterBilling(userId, await billing.scheduleNext(stripeId, next));
      }
      if (pkg === row.packageName) {
        return toSubscription(live(await repo.setRenewal(userId, { nextPackage: null }, clock.now())));
      }
      // Choosing the next period's package asks for a next period: renewal goes back on, with a card to renew with.
      if (!renewable(row)) throw refuse("NO_CARD_ON_FILE");
      return toSubscription(live(await repo.setRenewal(userId, { nextPackage: pkg, autoRenew: true }, clock.now())));
    },
  };

  /** A row just changed, if it is still live; NO_SUBSCRIPTION otherwise. */
  function live(row: SubscriptionRow | undefined): SubscriptionRow {
    if (!row || !standing(row, clock.now()).active) throw refuse("NO_SUBSCRIPTION");
    return row;
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

/** See `termsHold`: the intent's kind is still the quote's, and an upgrade is still of the period it was made for. */
function termsStillHold(
  row: SubscriptionRow | undefined,
  pkg: PackageName,
  terms: Pick<IntentTerms, "kind" | "periodEnd">,
  now: Date,
): boolean {
  const action = quoteForAction(row, pkg, now);
  if (terms.kind === "upgrade") return action === "upgrade" && row?.endsAt.getTime() === terms.periodEnd?.getTime();
  return action === "buy" || action === "renew";
}

/**
 * The month a purchase pays for: from now; but renewing a package past due (its renewal was declined) pays from where
 * its period ended, since the grace days since then were had with the package (issue 37).
 */
function newPeriod(row: SubscriptionRow | undefined, pkg: PackageName, now: Date): Period {
  return row && quoteForAction(row, pkg, now) === "renew" ? monthFrom(row.endsAt) : monthFrom(now);
}

/** What choosing `pkg` means now (the quote's action): ADR 016's rules in one place. */
function quoteForAction(row: SubscriptionRow | undefined, pkg: PackageName, now: Date): QuoteAction {
  const { active, pastDue } = standing(row, now);
  if (row && active) {
    if (row.packageName === pkg) return "held";
    return rankOf(pkg) < rankOf(row.packageName) ? "downgrade" : "upgrade";
  }
  return pastDue && row?.packageName === pkg ? "renew" : "buy";
}

const iso = (p: Period) => ({ startsAt: p.startsAt.toISOString(), endsAt: p.endsAt.toISOString() });
