import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client.ts";
import { startStripeStandIn } from "../test/stripe-stand-in.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";

// Stripe is outside the product: its SDK talks to a local stand-in, and webhook signatures come from the SDK's
// own test-header helper. Like, review, join and upcoming-like duplicates are in their modules' tests.
const WEBHOOK_SECRET = "whsec_concurrency";
const signer = new Stripe("sk_test_signer");
const PARALLEL = 20;

describe("parallel duplicates of one-per-user actions leave exactly one effect", () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let admin: TestUser;
  let camper: TestUser;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_concurrency",
      STRIPE_PUBLISHABLE_KEY: "pk_test_concurrency",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
    });
    [admin, camper] = await Promise.all([signUp(t.app, { role: "admin", db: t.database.db }), signUp(t.app)]);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.database.db, query))[0]!.n;

  it(`make-admin sent ${PARALLEL} times at once: every answer 2xx, one admin more, nothing else changed`, async () => {
    const student = await signUp(t.app);
    const admins = await count(sql`select count(*)::int as n from "user" where role = 'admin'`);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        injectAs(t.app, admin, { method: "POST", url: "/api/make-admin", payload: { userId: student.id } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode >= 300)).toEqual([]);
    expect(await count(sql`select count(*)::int as n from "user" where role = 'admin'`)).toBe(admins + 1);
    expect(await count(sql`select count(*)::int as n from "user" where id = ${student.id} and role = 'admin'`)).toBe(1);
  });

  it(`${PARALLEL} webhook deliveries and ${PARALLEL} browser records of one payment at once record it once`, async () => {
    const intentRes = await injectAs(t.app, camper, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { price: 20 },
    });
    const intentId = (intentRes.json() as { clientSecret: string }).clientSecret.split("_secret_")[0]!;
    const intent = standIn.succeed(intentId);
    const webhook = (eventId: string) => {
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        type: "payment_intent.succeeded",
        data: { object: intent },
      });
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return t.app.inject({
        method: "POST",
        url: "/api/webhooks/stripe",
        headers: { "content-type": "application/json", "stripe-signature": header },
        payload,
      });
    };
    // Stripe redelivers the same event, and may send a second event for the same intent.
    const deliveries = Array.from({ length: PARALLEL }, (_, i) => webhook(i % 2 ? "evt_same" : `evt_${i}`));
    const records = Array.from({ length: PARALLEL }, () =>
      injectAs(t.app, camper, { method: "POST", url: "/api/payments", payload: { transactionId: intentId } }),
    );
    const answers = await Promise.all([...deliveries, ...records]);
    expect(answers.filter((a) => a.statusCode >= 300).map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
    expect(await count(sql`select count(*)::int as n from payment where transaction_id = ${intentId}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from payment where user_id = ${camper.id}`)).toBe(1);
    const [user] = await queryRows<{ badge: string }>(
      t.database.db,
      sql`select badge from "user" where id = ${camper.id}`,
    );
    expect(user?.badge).toBe("Platinum");
  });
});
