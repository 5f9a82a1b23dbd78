import { CURRENCY, PACKAGES, type PackageName, type Payment, packageForPrice } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { checkDemoCard } from "./providers/demo-cards.ts";
import { type CreateIntentInput, type PaymentProvider, type ProviderIntent, SUCCEEDED } from "./providers/provider.ts";
import { OPEN_INTENT_STATUSES, type PaymentsRepository } from "./repository.ts";

export interface PaymentClaim {
  transactionId: string;
  price?: number | undefined;
  userPackage?: PackageName | undefined;
}

/** A purchase is real only if the provider says the intent succeeded for this package's exact amount. */
export function verifiedPurchase(intent: ProviderIntent) {
  const pkg = PACKAGES.find((p) => p.name === intent.packageName);
  if (!pkg || !intent.userId) return undefined;
  if (intent.status !== SUCCEEDED || intent.amountCents !== pkg.price * 100 || intent.currency !== CURRENCY)
    return undefined;
  return { userId: intent.userId, transactionId: intent.id, packageName: pkg.name, price: pkg.price };
}

const toPayment = (row: Awaited<ReturnType<PaymentsRepository["listForUser"]>>[number]): Payment => ({
  _id: row.id,
  // A payment loses its e-mail only when its buyer deleted the account, and then no one lists it as theirs.
  email: row.email ?? "",
  price: Number(row.price),
  transactionId: row.transactionId,
  date: row.createdAt.toISOString(),
  userPackage: row.packageName as PackageName,
  status: row.status,
});

const CANCELED = "canceled";

export function createPaymentsService(repo: PaymentsRepository, provider: PaymentProvider) {
  /** The oldest of the user's open intents for this package that the provider still lets them pay. */
  async function reusableIntent(wanted: CreateIntentInput) {
    for (const row of await repo.openIntents(wanted.userId, provider.name, wanted.packageName)) {
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
     * first visits all settle on the oldest open intent and cancel their own extra one. The package the user
     * already holds is refused before anything is paid (PACKAGE_ALREADY_HELD); another package stays allowed.
     */
    async createIntent(user: SessionUser, price: number) {
      const pkg = packageForPrice(price);
      if (!pkg) throw refuse("UNKNOWN_PACKAGE");
      if ((await repo.badgeOf(user.id)) === pkg.name) throw refuse("PACKAGE_ALREADY_HELD");
      const answer = (clientSecret: string) => ({
        clientSecret,
        provider: provider.name,
        publishableKey: provider.publishableKey,
      });
      const wanted = { userId: user.id, packageName: pkg.name, amountCents: pkg.price * 100, currency: CURRENCY };
      const reusable = await reusableIntent(wanted);
      if (reusable) return answer(reusable.clientSecret);
      const intent = await provider.createIntent(wanted);
      await repo.recordIntent({ id: intent.id, provider: provider.name, clientSecret: intent.clientSecret, ...wanted });
      const [oldest] = await repo.openIntents(user.id, provider.name, pkg.name);
      if (oldest && oldest.id !== intent.id) {
        await repo.setIntentStatus(intent.id, CANCELED, null);
        return answer(oldest.clientSecret);
      }
      return answer(intent.clientSecret);
    },

    /** The demo processor's card confirmation (what Stripe.js does against Stripe in Stripe mode). */
    async confirmDemo(
      user: SessionUser,
      input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
    ) {
      if (provider.name !== "demo") throw refuse("NOT_FOUND");
      const intent = await repo.findIntentBySecret(input.clientSecret);
      if (!intent || intent.provider !== "demo") throw refuse("PAYMENT_NOT_FOUND");
      if (intent.userId !== user.id) throw refuse("FORBIDDEN");
      if (intent.status === SUCCEEDED) return { id: intent.id, status: intent.status };
      if ((await repo.badgeOf(user.id)) === intent.packageName) throw refuse("PACKAGE_ALREADY_HELD");
      const check = checkDemoCard(input);
      if (!check.ok) {
        await repo.setIntentStatus(intent.id, "requires_payment_method", check.message);
        throw refuse(check.code);
      }
      await repo.setIntentStatus(intent.id, SUCCEEDED, null);
      return { id: intent.id, status: SUCCEEDED };
    },

    /** The browser reports a purchase; only the provider's word counts. */
    async recordFromBrowser(user: SessionUser, claim: PaymentClaim) {
      const intent = await provider.retrieveIntent(claim.transactionId);
      if (!intent) throw refuse("PAYMENT_FAILED");
      if (intent.userId !== user.id) throw refuse("FORBIDDEN");
      const purchase = verifiedPurchase(intent);
      if (!purchase) throw refuse("PAYMENT_FAILED");
      if (claim.userPackage !== undefined && claim.userPackage !== purchase.packageName) {
        throw refuse("PACKAGE_MISMATCH", { paid: purchase.packageName, claimed: claim.userPackage });
      }
      if (claim.price !== undefined && claim.price !== purchase.price) {
        throw refuse("PRICE_MISMATCH", { paid: purchase.price, claimed: claim.price });
      }
      const result = await repo.recordPurchase(purchase);
      if (result.alreadyHeld) throw refuse("PACKAGE_ALREADY_HELD");
      if (!result.insertedId) throw refuse("USER_NOT_FOUND");
      return { insertedId: result.insertedId, created: result.created };
    },

    recordFromWebhook(intent: ProviderIntent, event: { id: string; type: string }) {
      const purchase = verifiedPurchase(intent);
      if (!purchase) return Promise.resolve({ recorded: false });
      return repo.recordPurchase(purchase, event).then((r) => ({ recorded: r.created }));
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
