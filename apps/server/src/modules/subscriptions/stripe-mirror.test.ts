import { describe, expect, it } from "vitest";
import { type BillingState, mirrorDecision } from "./stripe-mirror.ts";
import type { SubscriptionRow } from "./repository.ts";

const DAY = 86_400_000;
const START = new Date("2026-11-01T10:00:00Z");
const END = new Date("2026-12-01T10:00:00Z");
const NOW = new Date("2026-11-10T10:00:00Z");

const state = (over: Partial<BillingState> = {}): BillingState => ({
  subscriptionId: "sub_1",
  customerId: "cus_1",
  status: "active",
  packageName: "Gold",
  startsAt: START,
  endsAt: END,
  cancelAtPeriodEnd: false,
  nextPackage: null,
  ...over,
});
const row = (over: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  userId: "u1",
  packageName: "Gold",
  status: "active",
  startsAt: START,
  endsAt: END,
  autoRenew: true,
  nextPackage: null,
  graceUntil: null,
  dueAt: null,
  provider: "stripe",
  cardLast4: null,
  providerCustomerId: "cus_1",
  providerSubscriptionId: "sub_1",
  lastRenewalError: null,
  updatedAt: NOW,
  ...over,
});
const decide = (s: BillingState, r?: SubscriptionRow) => mirrorDecision("u1", s, r, 3, NOW);

/** How a fresh read of a Stripe subscription becomes the user's row (ADR 016, Stripe Billing). */
describe("mirrorDecision", () => {
  it("writes a renewing period that counts until its end plus the grace, and a cancelled one until its end", () => {
    expect(decide(state())).toMatchObject({
      action: "write",
      write: { status: "active", autoRenew: true, graceUntil: new Date(END.getTime() + 3 * DAY) },
    });
    expect(decide(state({ cancelAtPeriodEnd: true, nextPackage: "Silver" }))).toMatchObject({
      action: "write",
      write: { autoRenew: false, graceUntil: null, nextPackage: null },
    });
  });

  it("gives a past-due period the grace from when it began (the failed renewal)", () => {
    expect(decide(state({ status: "past_due" }))).toMatchObject({
      write: { status: "past_due", graceUntil: new Date(START.getTime() + 3 * DAY) },
    });
  });

  it("ignores a subscription not paid yet, or on a Price the configuration does not name", () => {
    expect(decide(state({ status: "incomplete" }))).toEqual({ action: "ignore" });
    expect(decide(state({ packageName: undefined }))).toEqual({ action: "ignore" });
  });

  it("ends the row only for its own subscription, once", () => {
    expect(decide(state({ status: "ended" }), row())).toEqual({ action: "end" });
    expect(decide(state({ status: "ended" }), row({ status: "ended" }))).toEqual({ action: "ignore" });
    expect(decide(state({ status: "ended", subscriptionId: "sub_old" }), row())).toEqual({ action: "ignore" });
  });

  it("lets a later subscription replace the row, and supersedes one started no later than the row's", () => {
    const later = state({ subscriptionId: "sub_2", startsAt: new Date(START.getTime() + DAY) });
    expect(decide(later, row())).toMatchObject({ action: "write", write: { providerSubscriptionId: "sub_2" } });
    expect(decide(state({ subscriptionId: "sub_2" }), row())).toEqual({ action: "superseded" });
    const earlier = state({ subscriptionId: "sub_0", startsAt: new Date(START.getTime() - DAY) });
    expect(decide(earlier, row())).toEqual({ action: "superseded" });
    // A row that no longer counts is replaced whatever its dates.
    expect(decide(earlier, row({ status: "ended" }))).toMatchObject({ action: "write" });
  });
});
