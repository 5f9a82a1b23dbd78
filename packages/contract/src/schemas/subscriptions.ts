import { z } from "zod";
import { PACKAGE_NAMES, SUBSCRIPTION_STATUSES } from "../constants.ts";

const instant = z.iso.datetime({ offset: true });

/**
 * The signed-in user's package as a subscription (issue 20): the current one-month period, whether it renews by
 * itself, a downgrade scheduled for the period's end, and the grace a failed renewal leaves.
 */
export const subscriptionSchema = z.object({
  package: z.enum(PACKAGE_NAMES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startsAt: instant,
  endsAt: instant,
  /** Renews at `endsAt` (false once cancelled: it then ends there). */
  autoRenew: z.boolean(),
  /** The package the next period will be (a downgrade chosen during this one), or null. */
  nextPackage: z.enum(PACKAGE_NAMES).nullable(),
  /** After a failed renewal: the package stays active until then. */
  graceUntil: instant.nullable(),
  provider: z.enum(["demo", "stripe"]),
  /** Whether a card is on file to renew with (otherwise the period ends at `endsAt`). */
  canRenew: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const mySubscriptionSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const QUOTE_ACTIONS = ["buy", "renew", "upgrade", "downgrade", "held"] as const;
export type QuoteAction = (typeof QUOTE_ACTIONS)[number];

export const subscriptionQuoteQuerySchema = z.object({ package: z.enum(PACKAGE_NAMES) });

/**
 * What choosing a package means for the signed-in user now, before anything is paid: `buy` (no package: full price,
 * a period from now), `renew` (the package's renewal failed: full price, a new period from now), `upgrade` (the
 * price difference for the days left of the current period, which keeps its end), `downgrade` (nothing now; the
 * package changes at the period's end), `held` (the active package: nothing to buy).
 */
export const subscriptionQuoteSchema = z.object({
  package: z.enum(PACKAGE_NAMES),
  action: z.enum(QUOTE_ACTIONS),
  /** The package the user holds now (null: none), which an upgrade or a downgrade starts from. */
  currentPackage: z.enum(PACKAGE_NAMES).nullable(),
  /** Dollars charged now (two decimals); 0 for downgrade and held. */
  amountDue: z.number(),
  /** The package's monthly price. */
  monthlyPrice: z.number(),
  /** The period the payment covers, or when a downgrade takes effect (`startsAt`). */
  startsAt: instant,
  endsAt: instant,
  /** An upgrade: whole days left of the current period that the difference is charged for. */
  daysLeft: z.number().int().optional(),
  /** An upgrade: the days of the current period. */
  periodDays: z.number().int().optional(),
});
export type SubscriptionQuote = z.infer<typeof subscriptionQuoteSchema>;

/** A downgrade for the period's end, or the active package again to keep it (drops a scheduled downgrade). */
export const subscriptionChangeBodySchema = z.object({ package: z.enum(PACKAGE_NAMES) });

/** Stripe mode with Billing: a customer portal session to manage the card and invoices at Stripe. */
export const subscriptionPortalSchema = z.object({ url: z.url() });
