import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { buyPackage, RENEWAL_DECLINED_CARD } from "../../test/demo-checkout.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { waitFor } from "../../test/smtp-test-server.ts";
import { addMonths } from "./period.ts";

const DAY = 86_400_000;

interface Sub {
  package: string;
  status: string;
  startsAt: string;
  endsAt: string;
  autoRenew: boolean;
  nextPackage: string | null;
  graceUntil: string | null;
  canRenew: boolean;
}

/** Issue 20: packages are monthly subscriptions; the clock is moved, the renewal sweep polls every 50 ms. */
describe("subscriptions with the built-in processor", () => {
  let t: TestApp;
  const time = movableClock();

  const subscription = async (user: TestUser) => {
    const res = await injectAs(t.app, user, { method: "GET", url: "/api/subscription" });
    expect(res.statusCode).toBe(200);
    return (res.json() as { subscription: Sub | null }).subscription;
  };
  const post = (user: TestUser, url: string, payload?: object) =>
    injectAs(t.app, user, { method: "POST", url, ...(payload ? { payload } : {}) });
  const join = (user: TestUser, mealId: string) => post(user, "/api/meal/request", { mealId });
  const payments = (user: TestUser) =>
    queryRows<{ package_name: string; price: number; kind: string; period_start: string; period_end: string }>(
      t.database.db,
      sql`select package_name, price::float as price, kind, period_start, period_end from payment
          where user_id = ${user.id} order by created_at`,
    );
  const notices = (user: TestUser) =>
    queryRows<{ kind: string }>(
      t.database.db,
      sql`select kind from notification where user_id = ${user.id} and kind like 'subscription-%' order by created_at`,
    );
  const quote = async (user: TestUser, pkg: string) =>
    (await injectAs(t.app, user, { method: "GET", url: `/api/subscription/quote?package=${pkg}` })).json() as {
      action: string;
      amountDue: number;
      endsAt: string;
      daysLeft?: number;
      periodDays?: number;
    };
  /** Moves the clock past `iso` and waits for the sweep to leave the user's row as `until` says. */
  const passAndSweep = async (iso: string, until: () => Promise<boolean>) => {
    time.forward(new Date(iso).getTime() - time.clock.now().getTime() + 1000);
    await waitFor(until, 10_000);
  };

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_MS: "50" }, { clock: time.clock });
  });
  afterAll(() => t.close());

  it("starts a one-month period with a purchase, shown with the payment, and joining needs it", async () => {
    const camper = await signUp(t.app);
    const mealId = await insertCamp(t.database.db);
    expect((await join(camper, mealId)).json().code).toBe("SUBSCRIPTION_REQUIRED");
    expect(await subscription(camper)).toBeNull();
    expect((await buyPackage(t.app, camper, 15)).statusCode).toBe(201);
    const sub = (await subscription(camper))!;
    expect(sub).toMatchObject({
      package: "Gold",
      status: "active",
      autoRenew: true,
      nextPackage: null,
      canRenew: true,
    });
    expect(new Date(sub.endsAt).toISOString()).toBe(addMonths(new Date(sub.startsAt), 1).toISOString());
    const [payment] = await payments(camper);
    expect(payment).toMatchObject({ package_name: "Gold", price: 15, kind: "purchase" });
    expect(new Date(payment!.period_end).toISOString()).toBe(new Date(sub.endsAt).toISOString());
    const history = await injectAs(t.app, camper, { method: "GET", url: `/api/payments/${camper.email}` });
    expect(history.json()[0]).toMatchObject({ kind: "purchase", periodEnd: new Date(sub.endsAt).toISOString() });
    expect((await join(camper, mealId)).statusCode).toBe(201);
  });

  it("refuses buying the active package again, even 20 times at once", async () => {
    const camper = await signUp(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyPackage(t.app, camper, 10)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.every((c) => c === 201 || c === 200)).toBe(true); // the rest replay the one paid intent
    expect(await payments(camper)).toHaveLength(1);
    const again = await post(camper, "/api/create-payment-intent", { price: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("PACKAGE_ALREADY_HELD");
    expect((await quote(camper, "Silver")).action).toBe("held");
  });

  it("lapses at the period's end when renewal is cancelled: joining needs a package again at once", async () => {
    const camper = await signUp(t.app);
    await buyPackage(t.app, camper, 10);
    const cancelled = await post(camper, "/api/subscription/cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ autoRenew: false });
    expect((await post(camper, "/api/subscription/resume")).json()).toMatchObject({ autoRenew: true });
    const { endsAt } = (await post(camper, "/api/subscription/cancel")).json() as Sub;
    const mealId = await insertCamp(t.database.db);
    await passAndSweep(endsAt, async () => (await subscription(camper)) === null);
    expect((await join(camper, mealId)).json()).toEqual({
      message: "Need to buy subscription",
      code: "SUBSCRIPTION_REQUIRED",
    });
    const profile = await injectAs(t.app, camper, { method: "GET", url: `/api/users/${camper.email}` });
    expect(profile.json().user.badge).toBeNull();
    await waitFor(async () => (await notices(camper)).length === 1, 5000);
    expect(await notices(camper)).toEqual([{ kind: "subscription-ended" }]);
    expect(await payments(camper)).toHaveLength(1); // nothing charged
    expect((await post(camper, "/api/subscription/resume")).json().code).toBe("NO_SUBSCRIPTION");
    expect((await quote(camper, "Silver")).action).toBe("buy");
  });

  it("renews by itself at the period's end with the card on file, once, from where the period ended", async () => {
    const camper = await signUp(t.app);
    await buyPackage(t.app, camper, 20);
    const first = (await subscription(camper))!;
    await passAndSweep(first.endsAt, async () => (await payments(camper)).length === 2);
    const renewed = (await subscription(camper))!;
    expect(renewed).toMatchObject({ package: "Platinum", status: "active" });
    expect(renewed.startsAt).toBe(first.endsAt);
    expect(renewed.endsAt).toBe(addMonths(new Date(first.endsAt), 1).toISOString());
    const [, renewal] = await payments(camper);
    expect(renewal).toMatchObject({ package_name: "Platinum", price: 20, kind: "renewal" });
    expect(new Date(renewal!.period_start).toISOString()).toBe(first.endsAt);
    // More passes of the sweep charge nothing more until the next end.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await payments(camper)).toHaveLength(2);
    const receipts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_message where to_address = ${camper.email} and template = 'payment-receipt'`,
    );
    expect(receipts[0]?.n).toBe(2);
  });

  it("gives a grace and a notice when the renewal is declined, then ends; buying again during the grace renews", async () => {
    const camper = await signUp(t.app);
    const other = await signUp(t.app);
    await buyPackage(t.app, camper, 15, RENEWAL_DECLINED_CARD);
    await buyPackage(t.app, other, 15, RENEWAL_DECLINED_CARD);
    const { endsAt } = (await subscription(camper))!;
    const otherEnds = (await subscription(other))!.endsAt;
    await passAndSweep(endsAt, async () => (await subscription(camper))?.status === "past_due");
    const pastDue = (await subscription(camper))!;
    expect(pastDue.graceUntil).toBe(new Date(new Date(endsAt).getTime() + 3 * DAY).toISOString());
    expect(await notices(camper)).toEqual([{ kind: "subscription-renewal-failed" }]);
    expect(await payments(camper)).toHaveLength(1);
    // Still a member during the grace.
    expect((await join(camper, await insertCamp(t.database.db))).statusCode).toBe(201);
    // `other` buys Gold again during the grace, with a good card on file: the days of grace they had the package
    // are paid for too, so the new month starts where the old one ended (issue 37), not now.
    const renewed = { startsAt: otherEnds, endsAt: addMonths(new Date(otherEnds), 1).toISOString() };
    expect(await quote(other, "Gold")).toMatchObject({ action: "renew", amountDue: 15, endsAt: renewed.endsAt });
    expect((await buyPackage(t.app, other, 15)).statusCode).toBe(201);
    expect((await subscription(other))!).toMatchObject({ status: "active", graceUntil: null, ...renewed });
    expect((await payments(other)).at(-1)).toMatchObject({ kind: "purchase" });
    expect(new Date((await payments(other)).at(-1)!.period_start).toISOString()).toBe(otherEnds);
    // The package stops counting at the grace's end by the clock; the sweep then ends it and says so.
    await passAndSweep(pastDue.graceUntil!, async () => (await notices(camper)).length === 2);
    expect(await subscription(camper)).toBeNull();
    expect(await notices(camper)).toEqual([{ kind: "subscription-renewal-failed" }, { kind: "subscription-ended" }]);
    expect((await subscription(other))!.status).toBe("active");
  });

  it("upgrades at once for the difference of the days left, keeping the period's end", async () => {
    const camper = await signUp(t.app);
    await buyPackage(t.app, camper, 10);
    const before = (await subscription(camper))!;
    time.forward(10 * DAY + 3_600_000);
    const offer = await quote(camper, "Platinum");
    expect(offer.action).toBe("upgrade");
    const expected = Math.round((1000 * offer.daysLeft!) / offer.periodDays!) / 100;
    expect(offer.amountDue).toBe(expected);
    expect(offer.daysLeft).toBe(offer.periodDays! - 10);
    expect((await buyPackage(t.app, camper, 20)).statusCode).toBe(201);
    const after = (await subscription(camper))!;
    expect(after).toMatchObject({ package: "Platinum", endsAt: before.endsAt, startsAt: before.startsAt });
    const [, upgrade] = await payments(camper);
    expect(upgrade).toMatchObject({ package_name: "Platinum", kind: "upgrade", price: expected });
    expect(new Date(upgrade!.period_end).toISOString()).toBe(before.endsAt);
  });

  it("downgrades at the period's end with nothing to pay now; a higher package is never a free change", async () => {
    const camper = await signUp(t.app);
    await buyPackage(t.app, camper, 20);
    const refused = await post(camper, "/api/create-payment-intent", { price: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("DOWNGRADE_AT_PERIOD_END");
    const { endsAt } = (await subscription(camper))!;
    expect(await quote(camper, "Silver")).toMatchObject({ action: "downgrade", amountDue: 0, startsAt: endsAt });
    const changed = await post(camper, "/api/subscription/change", { package: "Silver" });
    expect(changed.json()).toMatchObject({ package: "Platinum", nextPackage: "Silver", autoRenew: true });
    expect((await post(camper, "/api/subscription/change", { package: "Platinum" })).json().nextPackage).toBeNull();
    await post(camper, "/api/subscription/change", { package: "Silver" });
    const silver = await signUp(t.app);
    await buyPackage(t.app, silver, 10);
    const up = await post(silver, "/api/subscription/change", { package: "Gold" });
    expect(up.statusCode).toBe(409);
    expect(up.json().code).toBe("UPGRADE_NEEDS_PAYMENT");
    await passAndSweep(endsAt, async () => (await payments(camper)).length === 2);
    expect((await subscription(camper))!).toMatchObject({ package: "Silver", nextPackage: null });
    expect((await payments(camper))[1]).toMatchObject({ package_name: "Silver", price: 10, kind: "renewal" });
  });

  it("renews an hour ahead of the period's end, so a renewing member is never without the package", async () => {
    const camper = await signUp(t.app);
    await buyPackage(t.app, camper, 15);
    const { endsAt } = (await subscription(camper))!;
    time.forward(new Date(endsAt).getTime() - time.clock.now().getTime() - 30 * 60_000);
    await waitFor(async () => (await payments(camper)).length === 2, 10_000);
    const renewed = (await subscription(camper))!;
    expect(renewed.startsAt).toBe(endsAt);
    expect((await join(camper, await insertCamp(t.database.db))).statusCode).toBe(201);
  });

  it("never charges or grants a checkout left open while the package changed", async () => {
    const camper = await signUp(t.app);
    await buyPackage(t.app, camper, 10);
    const intentFor = async (price: number) =>
      ((await post(camper, "/api/create-payment-intent", { price })).json() as { clientSecret: string }).clientSecret;
    const confirm = (clientSecret: string) =>
      post(camper, "/api/demo-payments/confirm", {
        clientSecret,
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/39",
        cvc: "123",
      });
    // Two tabs: an upgrade to Gold is paid at the card but not yet recorded; one to Platinum is paid and recorded.
    const gold = await confirm(await intentFor(15));
    expect(gold.statusCode).toBe(200);
    const goldTab = await intentFor(15);
    expect((await buyPackage(t.app, camper, 20)).statusCode).toBe(201);
    // Gold is now a downgrade: the open tab's card is refused, and the paid intent's record grants nothing.
    const late = await confirm(goldTab);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("PAYMENT_OUTDATED");
    const record = await post(camper, "/api/payments", { transactionId: gold.json().id });
    expect(record.statusCode).toBe(409);
    expect(record.json().code).toBe("PAYMENT_OUTDATED");
    expect((await subscription(camper))!.package).toBe("Platinum");
    expect((await payments(camper)).map((p) => p.package_name)).toEqual(["Silver", "Platinum"]);
    const [intent] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from payment_intent where id = ${gold.json().id}`,
    );
    expect(intent?.status).toBe("refunded");
  });

  it("refuses to renew or schedule a downgrade with no card on file", async () => {
    const camper = await signUp(t.app);
    const ends = new Date(time.clock.now().getTime() + 20 * DAY);
    await queryRows(
      t.database.db,
      sql`insert into subscription (user_id, package_name, starts_at, ends_at, auto_renew, due_at)
          values (${camper.id}, 'Gold', now(), ${ends.toISOString()}::timestamptz, false, ${ends.toISOString()}::timestamptz)`,
    );
    expect((await subscription(camper))!).toMatchObject({ canRenew: false, autoRenew: false });
    for (const [url, payload] of [
      ["/api/subscription/resume", undefined],
      ["/api/subscription/change", { package: "Silver" }],
    ] as const) {
      const res = await post(camper, url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("NO_CARD_ON_FILE");
    }
  });

  it("answers NO_SUBSCRIPTION to changes without a package, and 401 without a session", async () => {
    const camper = await signUp(t.app);
    for (const url of ["/api/subscription/cancel", "/api/subscription/resume"]) {
      const res = await post(camper, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NO_SUBSCRIPTION");
    }
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/subscription" })).statusCode).toBe(401);
  });
});
