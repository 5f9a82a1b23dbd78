import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { appWithDemoCampers } from "../../test/demo-campers.ts";
import type { TestApp } from "../../test/test-app.ts";
import { injectAs, type TestUser } from "../../test/test-users.ts";

describe("a camper's own join requests", () => {
  let t: TestApp;
  let sara: TestUser;
  let omar: TestUser;
  beforeAll(async () => {
    ({ t, sara, omar } = await appWithDemoCampers());
  });
  afterAll(() => t.close());

  it("lists only the user's own requests, paged, and refuses someone else's list", async () => {
    const res = await injectAs(t.app, sara, { method: "GET", url: "/api/meal-requests-user?limit=1" });
    expect(res.json().totalPages).toBe(2);
    expect(res.json().mealRequests[0].mealRequest).toEqual({
      _id: expect.any(String),
      title: expect.any(String),
      likes: expect.any(Number),
      reviews_count: expect.any(Number),
      status: expect.stringMatching(/pending|delivered/),
      mealId: expect.any(String),
      attended: false,
    });
    const other = await injectAs(t.app, sara, { method: "GET", url: `/api/meal-requests-user?email=${omar.email}` });
    expect(other.statusCode).toBe(403);
    expect((await injectAs(t.app, null, { method: "GET", url: "/api/meal-requests-user" })).statusCode).toBe(401);
  });

  it("cancels only the user's own pending requests", async () => {
    const rows = await queryRows<{ id: string; email: string; status: string }>(
      t.database.db,
      sql`select r.id, u.email, r.status from meal_request r join "user" u on u.id = r.user_id`,
    );
    const saraPending = rows.find((r) => r.email === sara.email && r.status === "pending")!;
    const saraDelivered = rows.find((r) => r.email === sara.email && r.status === "delivered")!;
    const cancel = (user: TestUser, id: string) =>
      injectAs(t.app, user, { method: "DELETE", url: "/api/meal-requests-user", payload: { id } });
    expect((await cancel(omar, saraPending.id)).statusCode).toBe(404);
    expect((await cancel(sara, saraDelivered.id)).statusCode).toBe(409);
    const ok = await cancel(sara, saraPending.id);
    expect(ok.json()).toEqual({ message: "Your camp has been cancelled." });
    const list = (await injectAs(t.app, sara, { method: "GET", url: "/api/meal-requests-user" })).json();
    expect(list.mealRequests).toHaveLength(1);
    expect(list.totalPages).toBe(1);
  });
});
