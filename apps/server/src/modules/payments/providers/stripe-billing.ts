import { PACKAGES, type PackageName } from "@medcamp/contract";
import type Stripe from "stripe";
import type { BillingState, SubscriptionBilling } from "../../subscriptions/index.ts";

export type PackagePrices = Record<PackageName, string>;

/** A subscription's first invoice, for the checkout to confirm with Stripe.js (`confirmCardPayment`). */
export interface StartedSubscription {
  subscriptionId: string;
  invoiceId: string;
  /** The invoice's payment; its id is what Stripe.js answers after confirming. */
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
}

/** A paid (or not yet paid) invoice of a subscription, as the payment history records it. */
export interface BillingInvoice {
  id: string;
  paid: boolean;
  open: boolean;
  amountCents: number;
  currency: string;
  customerId: string;
  subscriptionId: string | undefined;
  kind: "purchase" | "renewal" | "upgrade";
  packageName: PackageName | undefined;
  period: { startsAt: Date; endsAt: Date } | undefined;
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);
const at = (seconds: number) => new Date(seconds * 1000);
const KIND_BY_REASON: Record<string, BillingInvoice["kind"]> = {
  subscription_create: "purchase",
  subscription_cycle: "renewal",
  subscription_update: "upgrade",
};

/**
 * Stripe Billing through the official SDK (issue 20, ADR 016): one Customer per user, a Subscription per package on
 * its monthly Price, Subscription Schedules for a downgrade at the period's end, and the customer portal. Every answer
 * is read back from Stripe, never assumed.
 */
export function createStripeBilling(stripe: Stripe, prices: PackagePrices) {
  const packageOfPrice = (price: string | { id: string } | null | undefined): PackageName | undefined => {
    const id = idOf(price);
    return PACKAGES.find((p) => prices[p.name] === id)?.name;
  };

  async function state(subscriptionId: string): Promise<BillingState> {
    const sub = await stripe.subscriptions.retrieve(subscriptionId, { expand: ["schedule"] });
    return stateOf(sub);
  }

  async function stateOf(sub: Stripe.Subscription): Promise<BillingState> {
    const item = sub.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`);
    const scheduleRef = sub.schedule;
    const schedule =
      typeof scheduleRef === "string" ? await stripe.subscriptionSchedules.retrieve(scheduleRef) : scheduleRef;
    const later = schedule?.phases.find((phase) => phase.start_date >= item.current_period_end);
    const status: BillingState["status"] =
      sub.status === "active" || sub.status === "trialing"
        ? "active"
        : sub.status === "past_due" || sub.status === "unpaid"
          ? "past_due"
          : sub.status === "incomplete"
            ? "incomplete"
            : "ended";
    return {
      subscriptionId: sub.id,
      customerId: idOf(sub.customer) ?? "",
      status,
      packageName: packageOfPrice(item.price),
      startsAt: at(item.current_period_start),
      endsAt: at(item.current_period_end),
      cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
      nextPackage: later ? (packageOfPrice(later.items[0]?.price) ?? null) : null,
    };
  }

  /** Removes a pending downgrade: the subscription goes on with its current Price. */
  async function releaseSchedule(subscriptionId: string) {
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const scheduleId = idOf(sub.schedule);
    if (scheduleId) await stripe.subscriptionSchedules.release(scheduleId);
    return sub;
  }

  const billing: SubscriptionBilling = {
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      // A schedule owns the subscription's future: it is released before cancelling (the downgrade goes with it).
      if (cancel) await releaseSchedule(subscriptionId);
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      return state(subscriptionId);
    },

    async scheduleNext(subscriptionId, next) {
      const sub = await releaseSchedule(subscriptionId);
      if (next) {
        if (sub.cancel_at_period_end)
          await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
        const item = sub.items.data[0]!;
        const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
        await stripe.subscriptionSchedules.update(schedule.id, {
          end_behavior: "release",
          phases: [
            {
              items: [{ price: idOf(item.price)!, quantity: 1 }],
              start_date: item.current_period_start,
              end_date: item.current_period_end,
            },
            { items: [{ price: prices[next], quantity: 1 }], duration: { interval: "month", interval_count: 1 } },
          ],
        });
      }
      return state(subscriptionId);
    },

    async switchPrice(subscriptionId, pkg) {
      const sub = await releaseSchedule(subscriptionId);
      const item = sub.items.data[0]!;
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: prices[pkg] }],
        // The camper paid the difference for the days left through our checkout (the quote they saw).
        proration_behavior: "none",
      });
      return state(subscriptionId);
    },

    async cancelNow(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },

    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };

  return {
    /** The SDK client, shared with the payments module's webhook and one-off intents. */
    client: stripe,
    billing,
    state,

    /** The user's Customer: created once (an idempotency key per user keeps two first checkouts to one). */
    async createCustomer(user: { id: string; email: string; name: string }): Promise<string> {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `medcamp-customer-${user.id}` },
      );
      return customer.id;
    },

    /** A subscription waiting for its first payment (`default_incomplete`); Stripe drops it after a day unpaid. */
    async start(input: { customerId: string; userId: string; packageName: PackageName }): Promise<StartedSubscription> {
      const sub = await stripe.subscriptions.create({
        customer: input.customerId,
        items: [{ price: prices[input.packageName] }],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        expand: ["latest_invoice.confirmation_secret"],
        metadata: { userId: input.userId, packageName: input.packageName },
      });
      const invoice = sub.latest_invoice;
      const clientSecret = typeof invoice === "object" ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!invoice || typeof invoice === "string" || !invoice.id || !clientSecret) {
        throw new Error("Stripe returned no invoice to confirm");
      }
      return {
        subscriptionId: sub.id,
        invoiceId: invoice.id,
        paymentIntentId: clientSecret.split("_secret_")[0]!,
        clientSecret,
        amountCents: invoice.amount_due,
      };
    },

    async invoice(invoiceId: string): Promise<BillingInvoice> {
      const invoice = await stripe.invoices.retrieve(invoiceId);
      const lines = invoice.lines.data;
      const last = lines.at(-1);
      return {
        id: invoiceId,
        paid: invoice.status === "paid",
        open: invoice.status === "open" || invoice.status === "draft",
        amountCents: invoice.status === "paid" ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        customerId: idOf(invoice.customer) ?? "",
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        kind: KIND_BY_REASON[invoice.billing_reason ?? ""] ?? "purchase",
        packageName: packageOfPrice(last?.pricing?.price_details?.price),
        period: last
          ? {
              startsAt: at(Math.min(...lines.map((l) => l.period.start))),
              endsAt: at(Math.max(...lines.map((l) => l.period.end))),
            }
          : undefined,
      };
    },
  };
}
export type StripeBilling = ReturnType<typeof createStripeBilling>;
