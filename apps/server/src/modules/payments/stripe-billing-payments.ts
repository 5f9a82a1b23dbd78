import { CURRENCY, PACKAGES, type PackageName, packageForPrice } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { BillingState } from "../subscriptions/index.ts";
import type { StripeBilling } from "./providers/stripe-billing.ts";
import type { PaymentRecords } from "./payment-records.ts";
import type { Charge, PaymentsRepository } from "./repository.ts";
import type { PaymentClaim, PaymentsService, SubscriptionTerms } from "./service.ts";

/**
 * Payments in Stripe Billing mode (issue 20, ADR 016). A new month (buy, or renew during a failed renewal's grace)
 * starts a Stripe Subscription on the package's Price, left incomplete until the checkout confirms its first invoice;
 * an upgrade's difference is a PaymentIntent, as before (the subscriptions module then switches the Price). Invoices
 * and subscriptions are recorded by reading them back from Stripe, whether the browser or a webhook asks, so either may
 * come first, twice, or not at all.
 */
export function createStripeBillingPayments(
  base: PaymentsService,
  repo: PaymentsRepository,
  records: PaymentRecords,
  stripe: StripeBilling,
  subscriptions: SubscriptionTerms,
  publishableKey: string,
) {
  async function customerFor(user: SignedInUser) {
    return (
      (await repo.customerOf(user.id)) ??
      repo.saveCustomer(user.id, await stripe.createCustomer({ id: user.id, email: user.email, name: user.name }))
    );
  }

  /** The user's open first invoice for this package at Stripe, if its checkout can still confirm it. */
  async function openSubscriptionIntent(userId: string, pkg: PackageName) {
    for (const row of await repo.openIntents(userId, "stripe", pkg)) {
      if (row.kind !== "purchase" || !row.providerInvoiceId) continue;
      const invoice = await stripe.invoice(row.providerInvoiceId);
      if (invoice.open) return row;
      await repo.setIntentStatus(row.id, invoice.paid ? "succeeded" : "canceled", null);
    }
    return undefined;
  }

  /**
   * Applies the subscription as Stripe has it now, and cancels a live one it replaced; one superseded by a newer one
   * (two checkouts paid at once) is cancelled, its invoice left for the operator to refund (ADR 016).
   */
  async function mirror(userId: string, state: BillingState, charge?: Omit<Charge, "buyer">) {
    const result = await records.recordInvoice(userId, charge, state);
    if (result.applied?.replaced) await stripe.billing.cancelNow(result.applied.replaced);
    if (result.applied?.superseded && state.status !== "ended") await stripe.billing.cancelNow(state.subscriptionId);
    return result;
  }

  /** A paid invoice: its payment and the subscription it belongs to. Unpaid or not ours: nothing. */
  async function settleInvoice(invoiceId: string) {
    const invoice = await stripe.invoice(invoiceId);
    const userId = invoice.customerId ? await repo.userOfCustomer(invoice.customerId) : undefined;
    if (!invoice.paid || !invoice.subscriptionId || !userId) {
      return { insertedId: undefined, created: false, applied: undefined, invoice };
    }
    const state = await stripe.state(invoice.subscriptionId);
    const packageName = invoice.packageName ?? state.packageName;
    const charge =
      invoice.amountCents > 0 && packageName && invoice.currency === CURRENCY
        ? {
            packageName,
            price: invoice.amountCents / 100,
            transactionId: invoice.id,
            kind: invoice.kind,
            period: invoice.period ?? null,
          }
        : undefined;
    return { ...(await mirror(userId, state, charge)), invoice };
  }

  /** `customer.subscription.*`: whatever the event said, the subscription is read again and mirrored. */
  async function syncSubscription(subscriptionId: string) {
    const state = await stripe.state(subscriptionId);
    const userId = await repo.userOfCustomer(state.customerId);
    if (userId) await mirror(userId, state);
    return { synced: Boolean(userId) };
  }

  return {
    ...base,

    async createIntent(user: SignedInUser, price: number) {
      const pkg = packageForPrice(price);
      if (!pkg) throw refuse("UNKNOWN_PACKAGE");
      const terms = await subscriptions.intentTerms(user.id, pkg.name);
      if (terms.kind === "upgrade") return base.createIntent(user, price);
      const answer = (clientSecret: string) => ({ clientSecret, provider: "stripe" as const, publishableKey });
      const open = await openSubscriptionIntent(user.id, pkg.name);
      if (open) return answer(open.clientSecret);
      const started = await stripe.start({
        customerId: await customerFor(user),
        userId: user.id,
        packageName: pkg.name,
      });
      await repo.recordIntent({
        id: started.paymentIntentId,
        provider: "stripe",
        clientSecret: started.clientSecret,
        userId: user.id,
        packageName: pkg.name,
        amountCents: started.amountCents,
        currency: CURRENCY,
        kind: "purchase",
        providerSubscriptionId: started.subscriptionId,
        providerInvoiceId: started.invoiceId,
      });
      // Two first visits at once: both settle on the oldest open invoice (Stripe drops the other unpaid in a day).
      const [oldest] = (await repo.openIntents(user.id, "stripe", pkg.name)).filter(
        (row) => row.kind === "purchase" && row.providerInvoiceId,
      );
      if (oldest && oldest.id !== started.paymentIntentId) {
        await repo.setIntentStatus(started.paymentIntentId, "canceled", null);
        return answer(oldest.clientSecret);
      }
      return answer(started.clientSecret);
    },

    /** The checkout confirmed a first invoice's payment: settle that invoice (or, for an upgrade, the intent). */
    async recordFromBrowser(user: SignedInUser, claim: PaymentClaim) {
      const ours = await repo.findIntent(claim.transactionId);
      if (!ours?.providerInvoiceId) return base.recordFromBrowser(user, claim);
      if (ours.userId !== user.id) throw refuse("FORBIDDEN");
      if (ours.status === "refund_due") throw refuse("PAYMENT_OUTDATED");
      if (claim.userPackage !== undefined && claim.userPackage !== ours.packageName) {
        throw refuse("PACKAGE_MISMATCH", { paid: ours.packageName, claimed: claim.userPackage });
      }
      const listPrice = PACKAGES.find((p) => p.name === ours.packageName)?.price;
      if (claim.price !== undefined && claim.price !== listPrice) {
        throw refuse("PRICE_MISMATCH", { paid: listPrice ?? 0, claimed: claim.price });
      }
      const settled = await settleInvoice(ours.providerInvoiceId);
      if (settled.applied?.superseded) throw refuse("PAYMENT_OUTDATED");
      if (!settled.invoice.paid || !settled.insertedId) throw refuse("PAYMENT_FAILED");
      return { insertedId: settled.insertedId, created: settled.created };
    },

    settleInvoice,
    syncSubscription,
  };
}
export type StripeBillingPayments = ReturnType<typeof createStripeBillingPayments>;
