import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const SUCCESS = "4242 4242 4242 4242";
const HELD = {
  message: "You already have this package. Choose another package to change it.",
  code: "PACKAGE_ALREADY_HELD",
};

/** Issue 17: the package a camper already holds cannot be bought again, not even by two purchases at once. */
describe("buying the package one already holds", () => {
  let t: TestApp;

  const createIntent = (user: TestUser, price: number) =>
    injectAs(t.app, user, { method: "POST", url: "/api/create-payment-intent", payload: { price } });
  const confirm = (user: TestUser, clientSecret: string) =>
    injectAs(t.app, user, {
      method: "POST",
      url: "/api/demo-payments/confirm",
      payload: { clientSecret, cardNumber: SUCCESS, expiry: "12/39", cvc: "123" },
    });
  const record = (user: TestUser, transactionId: string) =>
    injectAs(t.app, user, { method: "POST", url: "/api/payments", payload: { transactionId } });
  /** A confirmed (paid) intent not yet recorded; the next one for the same package is a new intent. */
  const paidIntent = async (user: TestUser, price: number) => {
    const intent = await createIntent(user, price);
    expect(intent.statusCode).toBe(200);
    const paid = await confirm(user, (intent.json() as { clientSecret: string }).clientSecret);
    expect(paid.statusCode).toBe(200);
    return (paid.json() as { id: string }).id;
  };
  const purchases = async (user: TestUser) =>
    queryRows<{ package_name: string }>(
      t.database.db,
      sql`select package_name from payment where user_id = ${user.id} order by created_at`,
    );
  const badgeOf = async (user: TestUser) =>
    (await queryRows<{ badge: string | null }>(t.database.db, sql`select badge from "user" where id = ${user.id}`))[0]
      ?.badge;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses a new intent for the held package with 409, and lets another package be bought", async () => {
    const camper = await signUp(t.app);
    expect((await record(camper, await paidIntent(camper, 15))).statusCode).toBe(201);
    const again = await createIntent(camper, 15);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(HELD);
    expect(again.headers["cache-control"]).toBe("no-store");
    // An upgrade stays allowed (issue 20: paid now); a lower package is a change at the period's end, not a purchase.
    expect((await record(camper, await paidIntent(camper, 20))).statusCode).toBe(201);
    expect(await badgeOf(camper)).toBe("Platinum");
    expect((await createIntent(camper, 20)).json()).toEqual(HELD);
    const lower = await createIntent(camper, 15);
    expect(lower.statusCode).toBe(409);
    expect(lower.json().code).toBe("DOWNGRADE_AT_PERIOD_END");
    expect(await purchases(camper)).toEqual([{ package_name: "Gold" }, { package_name: "Platinum" }]);
  });

  it("refuses to confirm a card for the held package, so nothing is charged", async () => {
    const camper = await signUp(t.app);
    const { clientSecret } = (await createIntent(camper, 10)).json() as { clientSecret: string };
    // Silver arrives another way while this checkout is open (say, a purchase in another browser).
    await queryRows(
      t.database.db,
      sql`insert into subscription (user_id, package_name, starts_at, ends_at, due_at)
          values (${camper.id}, 'Silver', now(), now() + interval '1 month', now() + interval '1 month')`,
    );
    const refused = await confirm(camper, clientSecret);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(HELD);
    const [intent] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payment_intent where client_secret = ${clientSecret}`,
    );
    expect(intent?.status).toBe("requires_payment_method");
    expect(await purchases(camper)).toEqual([]);
  });

  it("records the first of two paid intents for one package and refuses the second, a replay keeps its id", async () => {
    const camper = await signUp(t.app);
    const first = await paidIntent(camper, 15);
    const second = await paidIntent(camper, 15);
    expect(second).not.toBe(first);
    const recorded = await record(camper, first);
    expect(recorded.statusCode).toBe(201);
    const refused = await record(camper, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(HELD);
    const replay = await record(camper, first);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().insertedId).toBe(recorded.json().insertedId);
    expect(await purchases(camper)).toEqual([{ package_name: "Gold" }]);
  });

  it("records only one of several purchases of one package sent at once", async () => {
    const camper = await signUp(t.app);
    const paid: string[] = [];
    for (let i = 0; i < 4; i += 1) paid.push(await paidIntent(camper, 20));
    expect(new Set(paid).size).toBe(4);
    const answers = await Promise.all(paid.map((id) => record(camper, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json()).toEqual(HELD);
    expect(await purchases(camper)).toEqual([{ package_name: "Platinum" }]);
    expect(await badgeOf(camper)).toBe("Platinum");
  });
});
