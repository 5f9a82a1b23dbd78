import type { Subscription } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { STAND_IN_PRICES, startStripeStandIn } from "../../test/stripe-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, TEST_PASSWORD, type TestUser } from "../../test/test-users.ts";

// Stripe is outside the product and unreachable here: the official SDK talks to a local stand-in of Stripe's API
// (Customers, Subscriptions, invoices, Subscription Schedules, portal sessions), the test plays the card network and
// the passing of periods on it, and sends the webhooks Stripe would, signed with the SDK's own test-header helper.
const WEBHOOK_SECRET = "whsec_test_billing";
const signer = new Stripe("sk_test_signer");

describe("subscriptions with Stripe Billing (offline)", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let events = 0;
  // The server's clock and the stand-in's move together: a period ends when the test says so.
  const time = movableClock();
  const passPeriodOf = (sub: { items: { data: { current_period_end: number }[] } }) =>
    time.forward(sub.items.data[0]!.current_period_end * 1000 - time.clock.now().getTime() + 60_000);

  const webhook = async (type: string, object: { id: string }) => {
    const payload = JSON.stringify({
      id: `evt_billing_${++events}`,
      object: "event",
      type,
      data: { object: structuredClone(object) },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { received: boolean; recorded?: boolean; synced?: boolean };
  };
  const post = (user: TestUser, url: string, payload?: object) =>
    injectAs(t.app, user, { method: "POST", url, ...(payload ? { payload } : {}) });
  const subscription = async (user: TestUser) =>
    (
      (await injectAs(t.app, user, { method: "GET", url: "/api/subscription" })).json() as {
        subscription: Subscription | null;
      }
    ).subscription;
  const checkout = async (user: TestUser, price: number) => {
    const res = await post(user, "/api/create-payment-intent", { price });
    expect(res.statusCode).toBe(200);
    return (res.json() as { clientSecret: string }).clientSecret;
  };
  const stripeSubOf = (user: TestUser) =>
    [...standIn.billing.subscriptions.values()].filter(
      (s) => standIn.billing.customers.get(s.customer)?.metadata.userId === user.id,
    );
  const invoiceWithSecret = (clientSecret: string) =>
    [...standIn.billing.invoices.values()].find((i) => i.confirmation_secret?.client_secret === clientSecret)!;
  const payments = (user: TestUser) =>
    queryRows<{ transaction_id: string; package_name: string; price: number; kind: string; period_end: Date }>(
      t.database.db,
      sql`select transaction_id, package_name, price::float as price, kind, period_end from payment
          where user_id = ${user.id} order by created_at`,
    );
  const badgeOf = async (user: TestUser) =>
    (await queryRows<{ badge: string | null }>(t.database.db, sql`select badge from "user" where id = ${user.id}`))[0]
      ?.badge;
  const seconds = (iso: string) => new Date(iso).getTime() / 1000;

  /** What the checkout posts after Stripe.js confirmed the card (product.md §4). */
  const report = (user: TestUser, transactionId: string, price: number, userPackage: string) =>
    post(user, "/api/payments", {
      email: user.email,
      price,
      transactionId,
      date: new Date().toISOString(),
      userPackage,
      status: "purchased",
    });

  /** Checkout → the card goes through at Stripe → the browser reports it: the camper's Stripe subscription. */
  const subscribe = async (user: TestUser, price: number) => {
    const clientSecret = await checkout(user, price);
    const invoice = standIn.billing.payInvoice(invoiceWithSecret(clientSecret).id);
    const pkg = { 20: "Platinum", 15: "Gold", 10: "Silver" }[price];
    const res = await report(user, clientSecret.split("_secret_")[0]!, price, pkg!);
    expect(res.statusCode).toBe(201);
    return { invoice, sub: stripeSubOf(user).at(-1)! };
  };

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp(
      {
        STRIPE_SECRET_KEY: "sk_test_medcamp",
        STRIPE_PUBLISHABLE_KEY: "pk_test_medcamp",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
        STRIPE_PRICE_PLATINUM: STAND_IN_PRICES.Platinum,
        STRIPE_PRICE_GOLD: STAND_IN_PRICES.Gold,
        STRIPE_PRICE_SILVER: STAND_IN_PRICES.Silver,
      },
      { clock: time.clock },
    );
    standIn.billing.clock.now = () => Math.floor(time.clock.now().getTime() / 1000);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("starts an incomplete Stripe subscription for a Customer, reused on reload, and records it once paid", async () => {
    const camper = await signUp(t.app);
    const clientSecret = await checkout(camper, 20);
    expect(await checkout(camper, 20)).toBe(clientSecret);
    const [sub, ...others] = stripeSubOf(camper);
    expect(others).toEqual([]);
    expect(sub).toMatchObject({ status: "incomplete", metadata: { userId: camper.id, packageName: "Platinum" } });
    expect(sub!.items.data[0]!.price.id).toBe(STAND_IN_PRICES.Platinum);
    const created = standIn.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions").at(-1)!;
    const form = new URLSearchParams(created.body);
    expect(form.get("payment_behavior")).toBe("default_incomplete");
    expect(form.get("expand[0]")).toBe("latest_invoice.confirmation_secret");
    // Nothing is granted before the card goes through.
    expect(await subscription(camper)).toBeNull();
    const early = await report(camper, clientSecret.split("_secret_")[0]!, 20, "Platinum");
    expect(early.json()).toMatchObject({ code: "PAYMENT_FAILED" });

    const invoice = standIn.billing.payInvoice(invoiceWithSecret(clientSecret).id);
    const res = await report(camper, clientSecret.split("_secret_")[0]!, 20, "Platinum");
    expect(res.statusCode).toBe(201);
    const item = sub!.items.data[0]!;
    expect(await subscription(camper)).toMatchObject({
      package: "Platinum",
      status: "active",
      provider: "stripe",
      autoRenew: true,
      canRenew: true,
      nextPackage: null,
      startsAt: new Date(item.current_period_start * 1000).toISOString(),
      endsAt: new Date(item.current_period_end * 1000).toISOString(),
    });
    expect(await badgeOf(camper)).toBe("Platinum");
    // Stripe's webhook for the same invoice, twice: still one payment.
    expect((await webhook("invoice.paid", invoice)).recorded).toBe(false);
    expect((await webhook("invoice.paid", invoice)).recorded).toBe(false);
    expect(await payments(camper)).toEqual([
      expect.objectContaining({ transaction_id: invoice.id, package_name: "Platinum", price: 20, kind: "purchase" }),
    ]);
    // The same package again is refused before Stripe is asked for anything.
    expect((await post(camper, "/api/create-payment-intent", { price: 20 })).json()).toMatchObject({
      code: "PACKAGE_ALREADY_HELD",
    });
    expect(stripeSubOf(camper)).toHaveLength(1);
  });

  it("settles concurrent first checkouts on one invoice to confirm", async () => {
    const camper = await signUp(t.app);
    const secrets = await Promise.all(Array.from({ length: 5 }, () => checkout(camper, 10)));
    expect(new Set(secrets).size).toBe(1);
    expect(await checkout(camper, 10)).toBe(secrets[0]);
    // One Customer for the camper, whatever the race.
    expect(new Set(stripeSubOf(camper).map((s) => s.customer)).size).toBe(1);
  });

  it("cancels at Stripe a stale checkout paid after another package was bought, and marks it for a refund", async () => {
    const camper = await signUp(t.app);
    const staleSecret = await checkout(camper, 15);
    time.forward(5_000);
    await subscribe(camper, 20);
    const stale = invoiceWithSecret(staleSecret);
    standIn.billing.payInvoice(stale.id);
    const res = await report(camper, staleSecret.split("_secret_")[0]!, 15, "Gold");
    expect(res.json()).toMatchObject({ code: "PAYMENT_OUTDATED" });
    expect(await webhook("invoice.paid", stale)).toMatchObject({ recorded: false });
    const [gold, platinum] = stripeSubOf(camper);
    expect(gold!.status).toBe("canceled");
    expect(platinum!.status).toBe("active");
    expect(await subscription(camper)).toMatchObject({ package: "Platinum", status: "active" });
    expect((await payments(camper)).map((p) => p.package_name)).toEqual(["Platinum"]);
    const [intent] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payment_intent where provider_invoice_id = ${stale.id}`,
    );
    expect(intent?.status).toBe("refund_due");
  });

  it("keeps the right state from webhooks alone, whatever their order, replayed", async () => {
    const camper = await signUp(t.app);
    const clientSecret = await checkout(camper, 15);
    const invoice = standIn.billing.payInvoice(invoiceWithSecret(clientSecret).id);
    const [sub] = stripeSubOf(camper);
    // The tab closed after paying: Stripe's events arrive, the subscription's before the invoice's.
    const staleSnapshot = structuredClone(sub!);
    expect((await webhook("customer.subscription.updated", sub!)).synced).toBe(true);
    expect(await subscription(camper)).toMatchObject({ package: "Gold", status: "active" });
    expect((await webhook("invoice.paid", invoice)).recorded).toBe(true);
    expect((await webhook("invoice.paid", invoice)).recorded).toBe(false);
    expect(await payments(camper)).toHaveLength(1);

    // Cancelled at the period's end, and the period ends: deleted comes, then a late, older "updated" event.
    standIn.billing.subscriptions.get(sub!.id)!.cancel_at_period_end = true;
    standIn.billing.cycle(sub!.id);
    await webhook("customer.subscription.deleted", sub!);
    expect(await subscription(camper)).toBeNull();
    await webhook("customer.subscription.updated", staleSnapshot);
    await webhook("invoice.paid", invoice);
    expect(await subscription(camper)).toBeNull();
    expect(await badgeOf(camper)).toBeNull();
    expect(await payments(camper)).toHaveLength(1);
  });

  it("upgrades now for the quoted difference, then bills the new Price from the next period", async () => {
    const camper = await signUp(t.app);
    const { sub } = await subscribe(camper, 15);
    const quote = (
      await injectAs(t.app, camper, { method: "GET", url: "/api/subscription/quote?package=Platinum" })
    ).json() as { action: string; amountDue: number };
    expect(quote.action).toBe("upgrade");
    const clientSecret = await checkout(camper, 20);
    const intentId = clientSecret.split("_secret_")[0]!;
    expect(standIn.intents.get(intentId)!.amount).toBe(Math.round(quote.amountDue * 100));
    standIn.succeed(intentId);
    const res = await report(camper, intentId, 20, "Platinum");
    expect(res.statusCode).toBe(201);
    expect(sub.items.data[0]!.price.id).toBe(STAND_IN_PRICES.Platinum);
    const update = standIn.requests
      .filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${sub.id}`)
      .at(-1)!;
    expect(new URLSearchParams(update.body).get("proration_behavior")).toBe("none");
    expect(await subscription(camper)).toMatchObject({ package: "Platinum", status: "active" });
    expect((await payments(camper)).map((p) => [p.kind, p.price])).toEqual([
      ["purchase", 15],
      ["upgrade", quote.amountDue],
    ]);

    // The renewal charges Platinum's price for the next month.
    const renewal = standIn.billing.cycle(sub.id)!;
    await webhook("invoice.paid", renewal);
    const after = await subscription(camper);
    expect(after).toMatchObject({
      package: "Platinum",
      startsAt: new Date(renewal.lines.data[0]!.period.start * 1000).toISOString(),
    });
    expect((await payments(camper)).at(-1)).toMatchObject({ kind: "renewal", price: 20, package_name: "Platinum" });
  });

  it("downgrades at the period's end with a Subscription Schedule, and can keep the package after all", async () => {
    const camper = await signUp(t.app);
    const { sub } = await subscribe(camper, 20);
    const changed = await post(camper, "/api/subscription/change", { package: "Silver" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ package: "Platinum", nextPackage: "Silver", autoRenew: true });
    const schedule = standIn.billing.schedules.get(sub.schedule!)!;
    expect(schedule.phases.map((p) => p.items[0]!.price)).toEqual([STAND_IN_PRICES.Platinum, STAND_IN_PRICES.Silver]);
    expect(schedule.phases[0]!.end_date).toBe(sub.items.data[0]!.current_period_end);

    // Keeping Platinum releases the schedule; choosing Silver again makes a new one.
    expect((await post(camper, "/api/subscription/change", { package: "Platinum" })).json()).toMatchObject({
      nextPackage: null,
    });
    expect(sub.schedule).toBeNull();
    await post(camper, "/api/subscription/change", { package: "Silver" });

    const renewal = standIn.billing.cycle(sub.id)!;
    await webhook("customer.subscription.updated", sub);
    await webhook("invoice.paid", renewal);
    expect(await subscription(camper)).toMatchObject({ package: "Silver", nextPackage: null, status: "active" });
    expect((await payments(camper)).at(-1)).toMatchObject({ kind: "renewal", price: 10, package_name: "Silver" });
    expect(await badgeOf(camper)).toBe("Silver");
  });

  it("cancels and resumes at Stripe (cancel_at_period_end); a cancelled period ends at its end", async () => {
    const camper = await signUp(t.app);
    const { sub } = await subscribe(camper, 10);
    expect((await post(camper, "/api/subscription/cancel")).json()).toMatchObject({ autoRenew: false });
    expect(sub.cancel_at_period_end).toBe(true);
    expect((await post(camper, "/api/subscription/resume")).json()).toMatchObject({ autoRenew: true });
    expect(sub.cancel_at_period_end).toBe(false);
    // A downgrade chosen before cancelling goes with it (the schedule is released first).
    await post(camper, "/api/subscription/cancel");
    standIn.billing.cycle(sub.id);
    expect(sub.status).toBe("canceled");
    await webhook("customer.subscription.deleted", sub);
    expect(await subscription(camper)).toBeNull();
    expect(await badgeOf(camper)).toBeNull();
  });

  it("a declined renewal is past due with the grace; Stripe's retry or buying again during it restores it", async () => {
    const camper = await signUp(t.app);
    const { sub } = await subscribe(camper, 15);
    passPeriodOf(sub);
    const renewal = standIn.billing.cycle(sub.id, { decline: true })!;
    await webhook("customer.subscription.updated", sub);
    const pastDue = await subscription(camper);
    expect(pastDue).toMatchObject({ package: "Gold", status: "past_due" });
    expect(seconds(pastDue!.graceUntil!) - seconds(pastDue!.startsAt)).toBe(3 * 86_400);
    expect(await badgeOf(camper)).toBe("Gold");
    const quote = (
      await injectAs(t.app, camper, { method: "GET", url: "/api/subscription/quote?package=Gold" })
    ).json();
    expect(quote).toMatchObject({ action: "renew" });

    // Stripe's own retry succeeds.
    standIn.billing.payInvoice(renewal.id);
    await webhook("invoice.paid", renewal);
    expect(await subscription(camper)).toMatchObject({ status: "active", graceUntil: expect.any(String) });
    expect((await payments(camper)).at(-1)).toMatchObject({ kind: "renewal", price: 15 });

    // Declined again; this time the camper buys Gold again during the grace: a new subscription replaces the old.
    passPeriodOf(sub);
    standIn.billing.cycle(sub.id, { decline: true });
    await webhook("customer.subscription.updated", sub);
    const { sub: fresh } = await subscribe(camper, 15);
    expect(fresh.id).not.toBe(sub.id);
    expect(sub.status).toBe("canceled");
    await webhook("customer.subscription.deleted", sub);
    expect(await subscription(camper)).toMatchObject({ status: "active", package: "Gold" });
    expect((await payments(camper)).at(-1)).toMatchObject({ kind: "purchase", price: 15 });
  });

  it("cancels the Stripe subscription when its camper deletes the account, so nobody is billed without one", async () => {
    const camper = await signUp(t.app);
    const { sub } = await subscribe(camper, 15);
    const deleted = await injectAs(t.app, camper, {
      method: "DELETE",
      url: "/api/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect(sub.status).toBe("canceled");
    // Stripe's event for it finds no user any more and changes nothing.
    expect((await webhook("customer.subscription.deleted", sub)).synced).toBe(false);
  });

  it("links to Stripe's customer portal for the camper's own Customer only", async () => {
    const camper = await signUp(t.app);
    const { sub } = await subscribe(camper, 10);
    const res = await post(camper, "/api/subscription/portal");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${standIn.url}/p/session/${sub.customer}` });
    const portal = standIn.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1)!;
    expect(new URLSearchParams(portal.body).get("return_url")).toMatch(/\/dashboard\/profile$/);
    const stranger = await signUp(t.app);
    expect((await post(stranger, "/api/subscription/portal")).json()).toMatchObject({ code: "NO_SUBSCRIPTION" });
    const anonymous = await t.app.inject({ method: "POST", url: "/api/subscription/portal" });
    expect(anonymous.statusCode).toBe(401);
  });
});
