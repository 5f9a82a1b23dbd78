import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const SUCCESS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

describe("payments with the demo processor", () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  const createIntent = async (user: TestUser | null, price: unknown) =>
    injectAs(t.app, user, { method: "POST", url: "/api/create-payment-intent", payload: { price } });
  const confirm = (user: TestUser, clientSecret: string, cardNumber: string, extra: Record<string, string> = {}) =>
    injectAs(t.app, user, {
      method: "POST",
      url: "/api/demo-payments/confirm",
      payload: { clientSecret, cardNumber, expiry: "12/39", cvc: "123", ...extra },
    });
  const record = (user: TestUser, payload: Record<string, unknown>) =>
    injectAs(t.app, user, { method: "POST", url: "/api/payments", payload: { status: "purchased", ...payload } });
  const paymentCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from payment`))[0]?.n;
  const badgeOf = async (user: TestUser) =>
    (await queryRows<{ badge: string | null }>(t.database.db, sql`select badge from "user" where id = ${user.id}`))[0]
      ?.badge;
  const paidIntent = async (user: TestUser, price: number) => {
    const { clientSecret } = (await createIntent(user, price)).json() as { clientSecret: string };
    const confirmed = await confirm(user, clientSecret, SUCCESS);
    expect(confirmed.statusCode).toBe(200);
    return (confirmed.json() as { id: string }).id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, alice, bob] = await Promise.all([
      signUp(t.app, { role: "admin", db: t.database.db }),
      signUp(t.app),
      signUp(t.app),
    ]);
  });
  afterAll(() => t.close());

  it("creates an intent only for a signed-in user and a package price", async () => {
    expect((await createIntent(null, 15)).statusCode).toBe(401);
    const odd = await createIntent(alice, 12);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe("Price must be one of the package prices.");
    expect((await createIntent(alice, "15")).statusCode).toBe(400);
    const ok = await createIntent(alice, 15);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ provider: "demo", clientSecret: expect.stringMatching(/^pi_demo_\w+_secret_/) });
  });

  it("declines the declined card and refuses bad card input, recording nothing", async () => {
    const { clientSecret } = (await createIntent(alice, 15)).json() as { clientSecret: string };
    const declined = await confirm(alice, clientSecret, DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: "Your card was declined.", code: "CARD_DECLINED" });
    expect((await confirm(alice, clientSecret, "1234 5678 9012 3456")).json().message).toBe(
      "Your card number is invalid.",
    );
    expect((await confirm(alice, clientSecret, SUCCESS, { expiry: "01/20" })).json().message).toBe(
      "Your card's expiration date is in the past.",
    );
    expect((await confirm(alice, clientSecret, SUCCESS, { cvc: "1" })).json().message).toBe(
      "Your card's security code is incomplete.",
    );
    const intentId = clientSecret.split("_secret_")[0]!;
    expect((await record(alice, { transactionId: intentId, price: 15, userPackage: "Gold" })).statusCode).toBe(400);
    expect(await paymentCount()).toBe(0);
    expect(await badgeOf(alice)).toBeNull();
  });

  it("does not let another user confirm or record someone else's intent", async () => {
    const { clientSecret } = (await createIntent(alice, 10)).json() as { clientSecret: string };
    expect((await confirm(bob, clientSecret, SUCCESS)).statusCode).toBe(403);
    const id = await paidIntent(alice, 10);
    expect((await record(bob, { transactionId: id, price: 10, userPackage: "Silver" })).statusCode).toBe(403);
    expect(await badgeOf(bob)).toBeNull();
  });

  it("grants nothing for forged records: no intent, wrong package, wrong price, wrong amount", async () => {
    const before = await paymentCount();
    expect((await record(bob, { transactionId: "pi_made_up", price: 20, userPackage: "Platinum" })).statusCode).toBe(
      400,
    );
    const id = await paidIntent(bob, 10);
    expect((await record(bob, { transactionId: id, price: 10, userPackage: "Platinum" })).statusCode).toBe(400);
    expect((await record(bob, { transactionId: id, price: 20, userPackage: "Silver" })).statusCode).toBe(400);
    const tampered = await paidIntent(bob, 15);
    await t.database.db.execute(sql`update payment_intent set amount_cents = 100 where id = ${tampered}`);
    expect((await record(bob, { transactionId: tampered })).statusCode).toBe(400);
    expect(await paymentCount()).toBe(before);
    expect(await badgeOf(bob)).toBeNull();
  });

  it("records a paid intent once, sets the badge, and answers replays with the first id", async () => {
    const id = await paidIntent(alice, 15);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        record(alice, { email: alice.email, transactionId: id, price: 15, userPackage: "Gold" }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    const ids = new Set(answers.map((a) => a.json().insertedId));
    expect(ids.size).toBe(1);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payment where transaction_id = ${id}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await badgeOf(alice)).toBe("Gold");
  });

  it("shows payment history to the user and admins only", async () => {
    const own = await injectAs(t.app, alice, { method: "GET", url: `/api/payments/${alice.email}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ email: alice.email, price: 15, userPackage: "Gold", status: "purchased" }),
    ]);
    expect((await injectAs(t.app, bob, { method: "GET", url: `/api/payments/${alice.email}` })).statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: "GET", url: `/api/payments/${alice.email}` })).statusCode).toBe(401);
    expect((await injectAs(t.app, admin, { method: "GET", url: `/api/payments/${alice.email}` })).json()).toHaveLength(
      1,
    );
  });

  it("refuses an e-mail in the body that is not the session user's", async () => {
    const id = await paidIntent(bob, 10);
    expect((await record(bob, { email: alice.email, transactionId: id })).statusCode).toBe(403);
  });

  it("has no Stripe webhook in demo mode", async () => {
    expect((await injectAs(t.app, null, { method: "POST", url: "/api/webhooks/stripe", payload: {} })).statusCode).toBe(
      404,
    );
  });
});
