/** What the server needs from a card payment processor (architecture.md §3.4). */
export interface ProviderIntent {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** Set by us when the intent was created: whose it is and which package it buys. */
  userId: string | undefined;
  packageName: string | undefined;
}

export interface CreateIntentInput {
  userId: string;
  packageName: string;
  amountCents: number;
  currency: string;
  /** A new month or an upgrade's difference (issue 20); kept in the provider's metadata. */
  kind?: "purchase" | "upgrade";
}

export interface PaymentProvider {
  readonly name: "demo" | "stripe";
  /** Publishable key the browser needs (Stripe only). */
  readonly publishableKey: string | undefined;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider knows it now, or undefined when it does not exist. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
}

export const SUCCEEDED = "succeeded";
