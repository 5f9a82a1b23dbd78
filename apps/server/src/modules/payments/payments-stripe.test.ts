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
  const newIntent = async (price: number) => {
    const res = await injectAs(t.app, alice, { method: "POST", url: "/api/create-payment-intent", payload: { price } });
    expect(res.statusCode).toBe(200);
    return res.json() as { clientSecret: string; provider: string; publishableKey: string };
  };

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
    const early = await injectAs(t.app, alice, {
      method: "POST",
      url: "/api/payments",
      payload: { transactionId: id },
    });
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
    const intent = standIn.succeed((await newIntent(10)).clientSecret.split("_secret_")[0]!);
    expect((await webhook(succeededEvent("evt_bad", intent), { secret: "whsec_wrong" })).statusCode).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await webhook(succeededEvent("evt_old", intent), { timestamp: old })).statusCode).toBe(400);
    expect(await paymentsFor(intent.id)).toBe(0);
  });

  it("applies a redelivered webhook once, and a browser record after it changes nothing", async () => {
    const intent = standIn.succeed((await newIntent(10)).clientSecret.split("_secret_")[0]!);
    const event = succeededEvent("evt_dup", intent);
    const answers = await Promise.all([webhook(event), webhook(event), webhook(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentsFor(intent.id)).toBe(1);
    const browser = await injectAs(t.app, alice, {
      method: "POST",
      url: "/api/payments",
      payload: { transactionId: intent.id },
    });
    expect(browser.statusCode).toBe(200);
    expect(await paymentsFor(intent.id)).toBe(1);
    const [badge] = await queryRows<{ badge: string }>(
      t.database.db,
      sql`select badge from "user" where id = ${alice.id}`,
    );
    expect(badge?.badge).toBe("Silver");
  });

  it("ignores a succeeded event whose amount does not match its package", async () => {
    const intent = standIn.succeed((await newIntent(20)).clientSecret.split("_secret_")[0]!);
    const res = await webhook(succeededEvent("evt_cheap", { ...intent, amount: 100 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, recorded: false });
    expect(await paymentsFor(intent.id)).toBe(0);
  });
});
