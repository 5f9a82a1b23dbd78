import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { startStripeStandIn } from "../../test/stripe-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

// Stripe is outside the product and unreachable here: the official SDK talks to a local stand-in of its API,
// and webhook signatures are made with the SDK's own test-header helper.
const WEBHOOK_SECRET = "whsec_test_medcamp";
const signer = new Stripe("sk_test_signer");

describe("payments with Stripe (offline)", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let alice: TestUser;

  const webhook = (event: object, opts: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? WEBHOOK_SECRET,
      timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
    });
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": header },
      payload,
    });
  };
  const succeededEvent = (id: string, intent: object) => ({
    id,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: intent },
  });
  const paymentsFor = async (transactionId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from payment where transaction_id = ${transactionId}`,
      )
    )[0]?.n;
  const newIntent = async (price: number, user: TestUser = alice) => {
    const res = await injectAs(t.app, user, { method: "POST", url: "/api/create-payment-intent", payload: { price } });
    expect(res.statusCode).toBe(200);
    return res.json() as { clientSecret: string; provider: string; publishableKey: string };
  };

  const idOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;
  const record = (user: TestUser, payload: Record<string, unknown>) =>
    injectAs(t.app, user, { method: "POST", url: "/api/payments", payload });
  const badgeOf = async (user: TestUser) =>
    (await queryRows<{ badge: string | null }>(t.database.db, sql`select badge from "user" where id = ${user.id}`))[0]
      ?.badge;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_medcamp",
      STRIPE_PUBLISHABLE_KEY: "pk_test_medcamp",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    });
    alice = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it("creates the intent at Stripe with the package amount and the buyer in its metadata", async () => {
    const intent = await newIntent(20);
    expect(intent).toMatchObject({ provider: "stripe", publishableKey: "pk_test_medcamp" });
    const sent = standIn.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents")!;
    const form = new URLSearchParams(sent.body);
    expect(form.get("amount")).toBe("2000");
    expect(form.get("currency")).toBe("usd");
    expect(form.get("metadata[userId]")).toBe(alice.id);
    expect(form.get("metadata[packageName]")).toBe("Platinum");
    expect(sent.authorization).toBe("Bearer sk_test_medcamp");
  });

  it("records only what Stripe says succeeded", async () => {
    const { clientSecret } = await newIntent(15);
    const id = clientSecret.split("_secret_")[0]!;
    const early = await record(alice, { transactionId: id });
    expect(early.statusCode).toBe(400);
    standIn.succeed(id);
    const paid = await injectAs(t.app, alice, { method: "POST", url: "/api/payments", payload: { transactionId: id } });
    expect(paid.statusCode).toBe(201);
    expect(await paymentsFor(id)).toBe(1);
    const unknown = await injectAs(t.app, alice, {
      method: "POST",
      url: "/api/payments",
      payload: { transactionId: "pi_nope" },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("refuses webhooks with a bad signature or an old timestamp", async () => {
    const intent = standIn.succeed(idOf((await newIntent(10, await signUp(t.app))).clientSecret));
    expect((await webhook(succeededEvent("evt_bad", intent), { secret: "whsec_wrong" })).statusCode).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await webhook(succeededEvent("evt_old", intent), { timestamp: old })).statusCode).toBe(400);
    expect(await paymentsFor(intent.id)).toBe(0);
  });

  it("applies a redelivered webhook once, and a browser record after it changes nothing", async () => {
    const buyer = await signUp(t.app);
    const intent = standIn.succeed(idOf((await newIntent(10, buyer)).clientSecret));
    const event = succeededEvent("evt_dup", intent);
    const answers = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsFor(intent.id)).toBe(1);
    const browser = await injectAs(t.app, buyer, {
      method: "POST",
      url: "/api/payments",
      payload: { transactionId: intent.id },
    });
    expect(browser.statusCode).toBe(200);
    expect(await paymentsFor(intent.id)).toBe(1);
    expect(await badgeOf(buyer)).toBe("Silver");
  });

  it("ignores a succeeded event whose amount does not match its package", async () => {
    const intent = standIn.succeed(idOf((await newIntent(20, await signUp(t.app))).clientSecret));
    const res = await webhook(succeededEvent("evt_cheap", { ...intent, amount: 100 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, recorded: false });
    expect(await paymentsFor(intent.id)).toBe(0);
  });

  it("offers the same open intent again, and a new one once Stripe says the old one was paid", async () => {
    const buyer = await signUp(t.app);
    const creates = () => standIn.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    const first = (await newIntent(15, buyer)).clientSecret;
    const before = creates().length;
    expect((await newIntent(15, buyer)).clientSecret).toBe(first);
    expect(creates()).toHaveLength(before);
    // Paid at Stripe, but neither the browser nor the webhook has told us yet: never offer it again.
    standIn.succeed(idOf(first));
    expect((await newIntent(15, buyer)).clientSecret).not.toBe(first);
    expect(creates()).toHaveLength(before + 1);
  });

  it("grants nothing for forged records: someone else's intent, another package, another price", async () => {
    const owner = await signUp(t.app);
    const thief = await signUp(t.app);
    const silver = standIn.succeed(idOf((await newIntent(10, owner)).clientSecret));
    expect((await record(thief, { transactionId: silver.id })).statusCode).toBe(403);
    expect((await record(thief, { transactionId: silver.id, email: thief.email })).statusCode).toBe(403);
    const otherPackage = await record(owner, { transactionId: silver.id, userPackage: "Platinum" });
    expect(otherPackage.statusCode).toBe(400);
    expect(otherPackage.json().message).toBe("This payment bought Silver, not Platinum.");
    const otherPrice = await record(owner, { transactionId: silver.id, price: 20 });
    expect(otherPrice.statusCode).toBe(400);
    expect(otherPrice.json().message).toBe("This payment was for $10, not $20.");
    // An intent whose amount at Stripe is not its package's price (e.g. edited in the dashboard) buys nothing.
    const cheap = standIn.succeed(idOf((await newIntent(20, owner)).clientSecret));
    cheap.amount = 100;
    expect((await record(owner, { transactionId: cheap.id })).statusCode).toBe(400);
    expect(await paymentsFor(silver.id)).toBe(0);
    expect(await paymentsFor(cheap.id)).toBe(0);
    expect(await badgeOf(owner)).toBeNull();
    expect(await badgeOf(thief)).toBeNull();
  });

  it("refuses a webhook without a signature header", async () => {
    const intent = standIn.succeed(idOf((await newIntent(10, await signUp(t.app))).clientSecret));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(succeededEvent("evt_unsigned", intent)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "Missing Stripe signature" });
    expect(await paymentsFor(intent.id)).toBe(0);
  });

  it("records a payment once when 20 webhooks and browser posts for it race", async () => {
    const buyer = await signUp(t.app);
    const intent = standIn.succeed(idOf((await newIntent(20, buyer)).clientSecret));
    // Redeliveries of one event, and distinct events about the same intent, interleaved with browser posts.
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i % 2 === 1) return record(buyer, { transactionId: intent.id, price: 20, userPackage: "Platinum" });
      return webhook(succeededEvent(i % 4 === 0 ? "evt_race" : `evt_race_${i}`, intent));
    });
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201 || a.json().recorded === true);
    expect(created).toHaveLength(1);
    const ids = new Set(answers.filter((a) => "insertedId" in a.json()).map((a) => a.json().insertedId));
    expect(ids.size).toBe(1);
    expect(await paymentsFor(intent.id)).toBe(1);
    expect(await badgeOf(buyer)).toBe("Platinum");
  });
});
