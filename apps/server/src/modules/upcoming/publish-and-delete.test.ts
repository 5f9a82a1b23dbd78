import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { campCounterMismatches } from "../../test/test-camps.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const camp = {
  title: "Lifecycle Camp",
  category: "10days",
  image: "/images/camps/dental.svg",
  ingredients: ["Dentist"],
  description: "Made to be published and deleted.",
  price: 20,
};

/** Deleting and publishing keep every counter, list and profile count consistent. */
describe("admin camp lifecycle: publish and delete", () => {
  let t: TestApp;
  let admin: TestUser;
  let camper: TestUser;

  const as = (user: TestUser | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const campsAdded = async () => (await as(admin, "GET", `/api/admin/${admin.email}`)).json().noOfMealsAdded;
  const counterMismatches = () => campCounterMismatches(t.database.db);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, camper] = await Promise.all([
      signUp(t.app, { name: "Ada Admin", role: "admin", db: t.database.db }),
      signUp(t.app, { badge: "Gold", db: t.database.db }),
    ]);
  });
  afterAll(() => t.close());

  it("stores an upcoming camp with zero counters whatever the body claims", async () => {
    const added = await as(admin, "POST", "/api/upcoming-meals", {
      ...camp,
      status: "pending",
      likes: 40,
      rating: 5,
      reviewsCount: 9,
      distributor: { name: "Mallory", email: "mallory@example.org" },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe("Camp added successfully!");
    const upcoming = (await as(null, "GET", "/api/upcoming-meals")).json() as Array<{ _id: string }>;
    expect(upcoming.find((u) => u._id === added.json().insertedId)).toMatchObject({
      title: camp.title,
      status: "pending",
      likes: 0,
      rating: 0,
      reviewsCount: 0,
      distributor: { name: "Ada Admin", email: admin.email },
    });
  });

  it("refuses an upcoming camp sent with any status but pending", async () => {
    const count = async () => ((await as(null, "GET", "/api/upcoming-meals")).json() as unknown[]).length;
    const before = await count();
    const res = await as(admin, "POST", "/api/upcoming-meals", { ...camp, status: "published" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
    expect(await count()).toBe(before);
  });

  it("publishes once, keeping the likes, and counts the camp for the admin who added it", async () => {
    const { insertedId: upcomingId } = (await as(admin, "POST", "/api/upcoming-meals", camp)).json();
    expect((await as(camper, "POST", "/api/like-upcoming-meal", { mealId: upcomingId })).statusCode).toBe(201);
    const addedBefore = await campsAdded();
    const results = await Promise.all(
      [1, 2, 3].map(() => as(admin, "POST", "/api/meals/from-upcoming", { upcomingMealId: upcomingId })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const published = results.find((r) => r.statusCode === 201)!.json();
    expect(published.message).toBe("Camp published successfully!");
    const meal = (await as(camper, "GET", `/api/meals/${published.insertedId}`)).json();
    expect(meal).toMatchObject({ title: camp.title, likes: 1, likedby: [camper.email], reviewsCount: 0 });
    expect(await campsAdded()).toBe(addedBefore + 1);
    expect(await counterMismatches()).toEqual([]);
    const upcoming = (await as(null, "GET", "/api/upcoming-meals")).json() as Array<{ _id: string }>;
    expect(upcoming.map((u) => u._id)).not.toContain(upcomingId);
    const missing = await as(admin, "POST", "/api/meals/from-upcoming", { upcomingMealId: crypto.randomUUID() });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes a camp with its likes, reviews and requests, and every list and count follows", async () => {
    const addedBefore = await campsAdded();
    const { insertedId: id } = (await as(admin, "POST", "/api/meals", camp)).json();
    expect((await as(camper, "POST", `/api/meals/${id}/like`, {})).statusCode).toBe(200);
    expect((await as(camper, "POST", `/api/meals/${id}/review`, { comment: "Fine", rating: 4 })).statusCode).toBe(201);
    expect((await as(camper, "POST", "/api/meal/request", { mealId: id })).statusCode).toBe(201);
    expect(await campsAdded()).toBe(addedBefore + 1);
    const reviewed = async () =>
      ((await as(admin, "GET", "/api/reviewed-meals?limit=50")).json().meals as Array<{ _id: string }>).map(
        (m) => m._id,
      );
    expect(await reviewed()).toContain(id);

    const res = await as(admin, "DELETE", `/api/meals/${id}`);
    expect(res.json()).toEqual({ message: "The Camp has been deleted." });
    expect((await as(null, "GET", `/api/meals/${id}`)).statusCode).toBe(404);
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select ((select count(*) from meal_like where meal_id = ${id}) + (select count(*) from review where meal_id = ${id})
        + (select count(*) from meal_request where meal_id = ${id}))::int as n`,
    );
    expect(left?.n).toBe(0);
    expect(await counterMismatches()).toEqual([]);
    expect(await reviewed()).not.toContain(id);
    expect(await campsAdded()).toBe(addedBefore);
    const mine = `email=${encodeURIComponent(camper.email)}&limit=50`;
    expect((await as(camper, "GET", `/api/reviews?${mine}`)).json().reviews).toEqual([]);
    expect((await as(camper, "GET", `/api/meal-requests-user?${mine}`)).json().mealRequests).toEqual([]);
    expect((await as(admin, "GET", "/api/meal-requests?limit=50")).json().mealRequests).toEqual([]);
    expect((await as(admin, "DELETE", `/api/meals/${id}`)).statusCode).toBe(404);
  });
});
