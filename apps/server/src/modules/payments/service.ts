import {
  CURRENCY,
  PACKAGES,
  type PackageName,
  type Payment,
  type PaymentKind,
  packageForPrice,
} from "@medcamp/contract";
import type { paymentIntents } from "../../db/schema/index.ts";
import type { IntentTerms } from "../subscriptions/index.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import { checkDemoCard } from "./providers/demo-cards.ts";
import { type CreateIntentInput, type PaymentProvider, type ProviderIntent, SUCCEEDED } from "./providers/provider.ts";
import type { PaymentRecords } from "./payment-records.ts";
import { OPEN_INTENT_STATUSES, type PaymentsRepository } from "./repository.ts";

export interface PaymentClaim {
  transactionId: string;
  price?: number | undefined;
  userPackage?: PackageName | undefined;
}

/** Our copy of an intent: what paying it was quoted to do. */
export type IntentRecord = Pick<
  typeof paymentIntents.$inferSelect,
  "userId" | "packageName" | "amountCents" | "kind" | "periodEnd" | "cardLast4"
>;

/**
 * A purchase is real only if the provider says the intent succeeded, for the buyer and package it was made for and
 * the exact amount quoted: our copy of the intent says which (a package's price, or an upgrade's difference). An
 * intent we have no copy of (made elsewhere at the provider) counts only as a full-price purchase.
 */
export function verifiedPurchase(intent: ProviderIntent, provider: string, ours?: IntentRecord) {
  const pkg = PACKAGES.find((p) => p.name === intent.packageName);
  if (!pkg || !intent.userId) return undefined;
  if (ours && (ours.userId !== intent.userId || ours.packageName !== pkg.name)) return undefined;
  const upgrade = ours?.kind === "upgrade";
  const amountCents = ours?.amountCents ?? pkg.price * 100;
  // A new month costs the package's price; an upgrade's difference is more than nothing and less than that.
  const plausible = upgrade ? amountCents > 0 && amountCents < pkg.price * 100 : amountCents === pkg.price * 100;
  if (!plausible || intent.status !== SUCCEEDED || intent.amountCents !== amountCents || intent.currency !== CURRENCY)
    return undefined;
  return {
    userId: intent.userId,
    transactionId: intent.id,
    packageName: pkg.name,
    price: amountCents / 100,
    kind: upgrade ? ("upgrade" as const) : ("purchase" as const),
    periodEnd: ours?.periodEnd ?? null,
    provider,
    cardLast4: ours?.cardLast4 ?? null,
  };
}

/** What the payments service asks the subscriptions module (issue 20). */
export interface SubscriptionTerms {
  intentTerms(userId: string, pkg: PackageName): Promise<IntentTerms>;
  holds(userId: string, pkg: string): Promise<boolean>;
  termsHold(userId: string, pkg: PackageName, terms: Pick<IntentTerms, "kind" | "periodEnd">): Promise<boolean>;
}

/** Whether an open intent was made on these terms (the same quote: kind, amount, the upgraded period). */
const sameTerms = (row: Pick<IntentTerms, "kind" | "amountCents" | "periodEnd">, terms: IntentTerms) =>
  row.kind === terms.kind &&
  row.amountCents === terms.amountCents &&
  (row.periodEnd?.getTime() ?? null) === (terms.periodEnd?.getTime() ?? null);

const toPayment = (row: Awaited<ReturnType<PaymentsRepository["listForUser"]>>[number]): Payment => ({
  _id: row.id,
  // A payment loses its e-mail only when its buyer deleted the account, and then no one lists it as theirs.
  email: row.email ?? "",
  price: Number(row.price),
  transactionId: row.transactionId,
  date: row.createdAt.toISOString(),
  userPackage: row.packageName as PackageName,
  status: row.status,
  kind: row.kind as PaymentKind,
  ...(row.periodStart && row.periodEnd
    ? { periodStart: row.periodStart.toISOString(), periodEnd: row.periodEnd.toISOString() }
    : {}),
});

const CANCELED = "canceled";

export function createPaymentsService(
  repo: PaymentsRepository,
  records: PaymentRecords,
  provider: PaymentProvider,
  subscriptions: SubscriptionTerms,
) {
  /** The oldest of the user's open intents for this package, on the same terms, that the provider still lets them pay. */
  async function reusableIntent(wanted: CreateIntentInput, terms: IntentTerms) {
    for (const row of await repo.openIntents(wanted.userId, provider.name, wanted.packageName)) {
      if (!sameTerms(row as Pick<IntentTerms, "kind" | "amountCents" | "periodEnd">, terms)) {
        // Made on a quote that no longer holds: never payable again.
        await repo.setIntentStatus(row.id, CANCELED, null);
        continue;
      }
      const live = await provider.retrieveIntent(row.id);
      const payable =
        live &&
        OPEN_INTENT_STATUSES.includes(live.status) &&
        live.userId === wanted.userId &&
        live.amountCents === wanted.amountCents &&
        live.currency === wanted.currency;
      if (payable) return row;
      // Paid, cancelled or gone at the provider (e.g. Stripe before its webhook came): never offer it again.
      await repo.setIntentStatus(row.id, live?.status ?? CANCELED, null);
    }
    return undefined;
  }

  return {
    /**
     * An intent for the session user and the package of this price. The user's open intent for that package is
     * reused while the provider says it can still be paid, so reloading /payments creates nothing new; concurrent
     * first visits all settle on the oldest open intent and cancel their own extra one. What it charges is the
     * subscription's quote (issue 20): the price for a new month, or an upgrade's difference for the days left. The
     * active package (PACKAGE_ALREADY_HELD) and a lower one (DOWNGRADE_AT_PERIOD_END) are refused before anything is
     * paid.
     */
    async createIntent(user: SignedInUser, price: number) {
      const pkg = packageForPrice(price);
      if (!pkg) throw refuse("UNKNOWN_PACKAGE");
      const terms = await subscriptions.intentTerms(user.id, pkg.name);
      const answer = (clientSecret: string) => ({
        clientSecret,
        provider: provider.name,
        publishableKey: provider.publishableKey,
      });
      const wanted = { userId: user.id, packageName: pkg.name, amountCents: terms.amountCents, currency: CURRENCY };
      const reusable = await reusableIntent(wanted, terms);
      if (reusable) return answer(reusable.clientSecret);
      const intent = await provider.createIntent({ ...wanted, kind: terms.kind });
      await repo.recordIntent({
        id: intent.id,
        provider: provider.name,
        clientSecret: intent.clientSecret,
        kind: terms.kind,
        periodEnd: terms.periodEnd,
        ...wanted,
      });
      const [oldest] = (await repo.openIntents(user.id, provider.name, pkg.name)).filter((row) =>
        sameTerms(row as Pick<IntentTerms, "kind" | "amountCents" | "periodEnd">, terms),
      );
      if (oldest && oldest.id !== intent.id) {
        await repo.setIntentStatus(intent.id, CANCELED, null);
        return answer(oldest.clientSecret);
      }
      return answer(intent.clientSecret);
    },

    /** The demo processor's card confirmation (what Stripe.js does against Stripe in Stripe mode). */
    async confirmDemo(
      user: SignedInUser,
      input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
    ) {
      if (provider.name !== "demo") throw refuse("NOT_FOUND");
      const intent = await repo.findIntentBySecret(input.clientSecret);
      if (!intent || intent.provider !== "demo") throw refuse("PAYMENT_NOT_FOUND");
      if (intent.userId !== user.id) throw refuse("FORBIDDEN");
      if (intent.status === SUCCEEDED) return { id: intent.id, status: intent.status };
      if (await subscriptions.holds(user.id, intent.packageName)) throw refuse("PACKAGE_ALREADY_HELD");
      // A checkout left open while the package changed is not charged (ADR 016).
      const terms = { kind: intent.kind as IntentTerms["kind"], periodEnd: intent.periodEnd };
      if (
        intent.status === CANCELED ||
        !(await subscriptions.termsHold(user.id, intent.packageName as PackageName, terms))
      ) {
        await repo.setIntentStatus(intent.id, CANCELED, null);
        throw refuse("PAYMENT_OUTDATED");
      }
      const check = checkDemoCard(input);
      if (!check.ok) {
        await repo.setIntentStatus(intent.id, "requires_payment_method", check.message);
        throw refuse(check.code);
      }
      await repo.setIntentStatus(intent.id, SUCCEEDED, null, check.last4);
      return { id: intent.id, status: SUCCEEDED };
    },

    /** The browser reports a purchase; only the provider's word counts. */
    async recordFromBrowser(user: SignedInUser, claim: PaymentClaim) {
      const intent = await provider.retrieveIntent(claim.transactionId);
      if (!intent) throw refuse("PAYMENT_FAILED");
      if (intent.userId !== user.id) throw refuse("FORBIDDEN");
      const purchase = verifiedPurchase(intent, provider.name, await repo.findIntent(intent.id));
      if (!purchase) throw refuse("PAYMENT_FAILED");
      if (claim.userPackage !== undefined && claim.userPackage !== purchase.packageName) {
        throw refuse("PACKAGE_MISMATCH", { paid: purchase.packageName, claimed: claim.userPackage });
      }
      // The browser names the package by its monthly price (product.md §4), whatever an upgrade charged.
      const listPrice = PACKAGES.find((p) => p.name === purchase.packageName)?.price ?? purchase.price;
      if (claim.price !== undefined && claim.price !== listPrice) {
        throw refuse("PRICE_MISMATCH", { paid: listPrice, claimed: claim.price });
      }
      const result = await records.recordPurchase(purchase);
      if (result.alreadyHeld) throw refuse("PACKAGE_ALREADY_HELD");
      if (result.outdated) throw refuse("PAYMENT_OUTDATED");
      if (!result.insertedId) throw refuse("USER_NOT_FOUND");
      return { insertedId: result.insertedId, created: result.created };
    },

    async recordFromWebhook(intent: ProviderIntent, event: { id: string; type: string }) {
      const purchase = verifiedPurchase(intent, provider.name, await repo.findIntent(intent.id));
      if (!purchase) return { recorded: false };
      return records.recordPurchase(purchase, event).then((r) => ({ recorded: r.created }));
    },

    /** `email` is the acting e-mail already checked against the session (self, or any user for an admin). */
    async history(email: string): Promise<Payment[]> {
      const userId = await repo.userIdByEmail(email);
      if (!userId) throw refuse("USER_NOT_FOUND");
      return (await repo.listForUser(userId)).map(toPayment);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
