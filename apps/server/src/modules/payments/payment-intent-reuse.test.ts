import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

describe("payment intents are reused, not piled up", () => {
  let t: TestApp;

  const intentFor = async (user: TestUser, price: number) => {
    const res = await injectAs(t.app, user, { method: "POST", url: "/api/create-payment-intent", payload: { price } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { clientSecret: string }).clientSecret;
  };
  const confirm = (user: TestUser, clientSecret: string, cardNumber: string) =>
    injectAs(t.app, user, {
      method: "POST",
      url: "/api/demo-payments/confirm",
      payload: { clientSecret, cardNumber, expiry: "12/39", cvc: "123" },
    });
  const intentRows = (user: TestUser) =>
    queryRows<{ status: string; package_name: string }>(
      t.database.db,
      sql`select status, package_name from payment_intent where user_id = ${user.id} order by created_at`,
    );

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers every visit to the checkout with the same open intent, one per package", async () => {
    const alice = await signUp(t.app);
    const first = await intentFor(alice, 15);
    expect(await intentFor(alice, 15)).toBe(first);
    expect(await intentFor(alice, 15)).toBe(first);
    const platinum = await intentFor(alice, 20);
    expect(platinum).not.toBe(first);
    expect(await intentFor(alice, 20)).toBe(platinum);
    expect(await intentRows(alice)).toHaveLength(2);

    const bob = await signUp(t.app);
    expect(await intentFor(bob, 15)).not.toBe(first);
  });

  it("keeps offering a declined intent, and starts a new one once it is paid", async () => {
    const carol = await signUp(t.app);
    const secret = await intentFor(carol, 10);
    expect((await confirm(carol, secret, "4000 0000 0000 0002")).statusCode).toBe(402);
    expect(await intentFor(carol, 10)).toBe(secret);
    const paid = await confirm(carol, secret, "4242 4242 4242 4242");
    expect(paid.statusCode).toBe(200);
    const recorded = await injectAs(t.app, carol, {
      method: "POST",
      url: "/api/payments",
      payload: { transactionId: (paid.json() as { id: string }).id },
    });
    expect(recorded.statusCode).toBe(201);
    // Silver is now the package she holds: not offered again until she holds another one.
    const again = await injectAs(t.app, carol, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: { price: 10 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "PACKAGE_ALREADY_HELD" });
    // Her Silver ends (issue 20): Silver may be bought again, with a new intent.
    await queryRows(
      t.database.db,
      sql`update subscription set status = 'ended', due_at = null where user_id = ${carol.id}`,
    );
    await queryRows(t.database.db, sql`update "user" set badge = null, badge_until = null where id = ${carol.id}`);
    const next = await intentFor(carol, 10);
    expect(next).not.toBe(secret);
    expect((await intentRows(carol)).map((r) => r.status)).toEqual(["succeeded", "requires_payment_method"]);
  });

  // On PostgreSQL (TEST_DATABASE_URL) these requests really interleave and each creates an intent before the
  // callers settle on the oldest; the embedded database tends to run them one after the other.
  it("settles 20 concurrent first visits on one open intent", async () => {
    const dave = await signUp(t.app);
    const secrets = await Promise.all(Array.from({ length: 20 }, () => intentFor(dave, 15)));
    expect(new Set(secrets).size).toBe(1);
    const open = (await intentRows(dave)).filter((r) => r.status === "requires_payment_method");
    expect(open).toHaveLength(1);
    expect(await intentFor(dave, 15)).toBe(secrets[0]);
    // The one every caller got is the one that can be paid.
    expect((await confirm(dave, secrets[0]!, "4242 4242 4242 4242")).statusCode).toBe(200);
  });
});
