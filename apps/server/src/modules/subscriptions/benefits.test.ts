import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { camps } from "../../db/schema/index.ts";
import { buyPackage } from "../../test/demo-checkout.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const HOUR = 3_600_000;

/** Issue 20, item 4: the benefits printed on the package cards are the ones the server keeps. */
describe("package benefits", () => {
  let t: TestApp;
  let admin: TestUser;
  const time = movableClock();
  const member = (badge: "Platinum" | "Gold" | "Silver") => signUp(t.app, { badge, db: t.database.db });
  const join = (user: TestUser, mealId: string) =>
    injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });
  const standing = async (user: TestUser, mealId: string) =>
    (
      (await injectAs(t.app, user, { method: "GET", url: `/api/meals/${mealId}/mine` })).json() as {
        request: { _id: string; status: string; position?: number } | null;
      }
    ).request;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("places Gold and Platinum members ahead of Silver on a full camp's waitlist, first come first served within", async () => {
    const mealId = await insertCamp(t.database.db);
    await t.database.db.update(camps).set({ capacity: 1 }).where(eq(camps.id, mealId));
    const holder = await member("Silver");
    expect((await join(holder, mealId)).json().status).toBe("pending");
    const silver1 = await member("Silver");
    const gold = await member("Gold");
    const silver2 = await member("Silver");
    const platinum = await member("Platinum");
    expect((await join(silver1, mealId)).json()).toMatchObject({ status: "waitlisted", position: 1 });
    expect((await join(gold, mealId)).json()).toMatchObject({ status: "waitlisted", position: 1 });
    expect((await join(silver2, mealId)).json()).toMatchObject({ status: "waitlisted", position: 3 });
    expect((await join(platinum, mealId)).json()).toMatchObject({ status: "waitlisted", position: 2 });
    const positions = await Promise.all([gold, platinum, silver1, silver2].map((u) => standing(u, mealId)));
    expect(positions.map((r) => r?.position)).toEqual([1, 2, 3, 4]);
    // The seat freed goes to the first member of the higher rank, not to the earliest Silver.
    const { _id: id } = (await standing(holder, mealId))!;
    const cancelled = await injectAs(t.app, holder, {
      method: "DELETE",
      url: "/api/meal-requests-user",
      payload: { id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await standing(gold, mealId))?.status).toBe("pending");
    expect((await standing(platinum, mealId))?.position).toBe(1);
    expect((await standing(silver1, mealId))?.position).toBe(2);
  });

  it("lets only Platinum members take a newly published camp's seats for the first 48 hours", async () => {
    const created = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/upcoming-meals",
      payload: {
        title: "Priority camp",
        category: "3days",
        image: "/images/camps/test.svg",
        ingredients: ["Nurse"],
        description: "Published for the priority window.",
        price: 10,
        distributorName: "Admin",
        distributorEmail: admin.email,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meals/from-upcoming",
      payload: { upcomingMealId: created.json().insertedId },
    });
    const mealId = published.json().insertedId as string;
    // The camp says until when (its page tells members when it opens to everyone).
    const camp = (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${mealId}` })).json() as {
      priorityUntil?: string;
    };
    expect(Date.parse(camp.priorityUntil!) - time.clock.now().getTime()).toBeGreaterThan(47 * HOUR);
    const gold = await signUp(t.app);
    await buyPackage(t.app, gold, 15);
    const early = await join(gold, mealId);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("PRIORITY_BOOKING");
    expect(early.json().message).toMatch(/^Platinum members book this camp first\. It opens to everyone at .+ UTC\.$/);
    expect(await standing(gold, mealId)).toBeNull();
    const platinum = await member("Platinum");
    expect((await join(platinum, mealId)).statusCode).toBe(201);
    time.forward(48 * HOUR - 60_000);
    expect((await join(gold, mealId)).statusCode).toBe(409);
    time.forward(2 * 60_000);
    expect((await join(gold, mealId)).statusCode).toBe(201);
    // A camp added directly (not published from Upcoming) has no window.
    const direct = await insertCamp(t.database.db);
    expect((await join(await member("Silver"), direct)).statusCode).toBe(201);
  });
});
