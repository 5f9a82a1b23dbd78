import type { PackageName } from "@medcamp/contract";
import type { SubscriptionRow } from "./repository.ts";

/** A Stripe Billing subscription as the product needs it (issue 20, ADR 016), read fresh from Stripe. */
export interface BillingState {
  subscriptionId: string;
  customerId: string;
  /** Stripe's status folded: `incomplete` (never paid yet), `active`, `past_due` (a renewal failed), `ended`. */
  status: "incomplete" | "active" | "past_due" | "ended";
  /** The package of the subscription's Price; undefined for a Price the configuration does not name. */
  packageName: PackageName | undefined;
  startsAt: Date;
  endsAt: Date;
  cancelAtPeriodEnd: boolean;
  /** A lower package a Subscription Schedule switches to at the period's end. */
  nextPackage: PackageName | null;
}

/** What the subscriptions service asks Stripe Billing to do; each answer is the subscription afterwards. */
export interface SubscriptionBilling {
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<BillingState>;
  /** A lower package from the period's end (a Subscription Schedule), or null to keep the current one. */
  scheduleNext(subscriptionId: string, next: PackageName | null): Promise<BillingState>;
  /** An upgrade whose difference the camper has just paid: the Price changes now, with no proration of its own. */
  switchPrice(subscriptionId: string, pkg: PackageName): Promise<BillingState>;
  /** Ends the subscription at once (an account deleted, or a subscription replaced by a new one). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** A Stripe customer portal session for this customer, returning to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** The local row a billing state becomes. */
export interface MirrorWrite {
  userId: string;
  packageName: PackageName;
  status: "active" | "past_due";
  startsAt: Date;
  endsAt: Date;
  autoRenew: boolean;
  nextPackage: PackageName | null;
  graceUntil: Date | null;
  providerCustomerId: string;
  providerSubscriptionId: string;
}

const DAY_MS = 86_400_000;

/**
 * What a fresh read of a Stripe subscription means for the user's row. Applying the subscription as Stripe has it now,
 * whichever event announced it, makes replayed and out-of-order webhooks harmless:
 * - not paid yet (`incomplete`), or a Price we do not sell: nothing;
 * - ended: the row ends, if it is this subscription's (an older one ending changes nothing);
 * - live: the row mirrors it, unless the row holds a newer live subscription: then it is `superseded` (two checkouts
 *   paid at once), for the caller to cancel at Stripe. A renewing period counts until its end
 *   plus the grace (Stripe charges a renewal about an hour after the period ends, and its webhook may come later); a
 *   past-due one until the grace after its period began (when the renewal failed); a cancelled one until its end.
 */
export function mirrorDecision(
  userId: string,
  state: BillingState,
  row: SubscriptionRow | undefined,
  graceDays: number,
  now: Date,
): { action: "ignore" } | { action: "superseded" } | { action: "end" } | { action: "write"; write: MirrorWrite } {
  if (state.status === "incomplete" || !state.packageName) return { action: "ignore" };
  const ours = row?.providerSubscriptionId === state.subscriptionId;
  if (state.status === "ended") return ours && row?.status !== "ended" ? { action: "end" } : { action: "ignore" };
  const rowLive = row && row.status !== "ended" && (row.graceUntil ?? row.endsAt) > now;
  // Started no later than the row's own (a tie keeps what the camper holds).
  if (!ours && rowLive && row.startsAt >= state.startsAt) return { action: "superseded" };
  const grace = graceDays * DAY_MS;
  const autoRenew = !state.cancelAtPeriodEnd;
  const graceUntil =
    state.status === "past_due"
      ? new Date(state.startsAt.getTime() + grace)
      : autoRenew
        ? new Date(state.endsAt.getTime() + grace)
        : null;
  return {
    action: "write",
    write: {
      userId,
      packageName: state.packageName,
      status: state.status,
      startsAt: state.startsAt,
      endsAt: state.endsAt,
      autoRenew,
      nextPackage: autoRenew ? state.nextPackage : null,
      graceUntil,
      providerCustomerId: state.customerId,
      providerSubscriptionId: state.subscriptionId,
    },
  };
}
