import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { seedDemo } from "../../db/seed/seed-demo.ts";
import { campCounterMismatches } from "../../test/test-camps.ts";
import { createTestApp, type TestApp, TEST_HASH_COST } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const camp = {
  title: "Riverside Vision Camp",
  category: "7days",
  image: "https://example.org/vision.png",
  ingredients: ["Optometrist", " Nurse "],
  description: "Eye tests and glasses fitting.",
  price: 12.5,
};

describe("admin camp management", () => {
  let t: TestApp;
  let admin: TestUser;
  let student: TestUser;

  const as = (user: TestUser | null, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const counterMismatches = () => campCounterMismatches(t.database.db);
  const firstReviewedMeal = async () => {
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from meal where reviews_count > 0 limit 1`,
    );
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, new Date(), TEST_HASH_COST);
    [admin, student] = await Promise.all([
      signUp(t.app, { name: "Ada Admin", role: "admin", db: t.database.db }),
      signUp(t.app),
    ]);
  });
  afterAll(() => t.close());

  it("refuses every admin endpoint to visitors (401) and students (403), changing nothing", async () => {
    const id = await firstReviewedMeal();
    const calls: Array<[string, string, object?]> = [
      ["POST", "/api/meals", camp],
      ["PATCH", `/api/meals/${id}`, camp],
      ["DELETE", `/api/meals/${id}`],
      ["PATCH", `/api/meals/reset/${id}`],
      ["GET", "/api/reviewed-meals"],
      ["POST", "/api/upcoming-meals", camp],
      ["POST", "/api/meals/from-upcoming", { upcomingMealId: crypto.randomUUID() }],
      ["GET", "/api/meal-requests"],
      ["PATCH", `/api/meal-requests/${crypto.randomUUID()}`, { status: "delivered" }],
    ];
    const before = await queryRows(t.database.db, sql`select id, title, reviews_count from meal order by id`);
    for (const [method, url, payload] of calls) {
      const m = method as "GET";
      expect((await as(null, m, url, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await as(student, m, url, payload)).statusCode, `${method} ${url} student`).toBe(403);
    }
    expect(await queryRows(t.database.db, sql`select id, title, reviews_count from meal order by id`)).toEqual(before);
  });

  it("checks the role before the input: invalid bodies, params and queries still get 401 / 403", async () => {
    const calls: Array<[string, string, object?]> = [
      ["POST", "/api/meals", { title: 1, likes: "x" }],
      ["PATCH", "/api/meals/not-an-id", { price: -1 }],
      ["DELETE", "/api/meals/not-an-id"],
      ["PATCH", "/api/meals/reset/not-an-id"],
      ["GET", "/api/reviewed-meals?page=0&limit=500"],
      ["POST", "/api/upcoming-meals", { ...camp, status: "published" }],
      ["POST", "/api/meals/from-upcoming", { upcomingMealId: "x" }],
      ["GET", "/api/meal-requests?limit=-3"],
      ["PATCH", "/api/meal-requests/not-an-id", { status: "pending" }],
    ];
    for (const [method, url, payload] of calls) {
      const m = method as "GET";
      expect((await as(admin, m, url, payload)).statusCode, `${method} ${url} admin`).toBe(400);
      expect((await as(null, m, url, payload)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await as(student, m, url, payload)).statusCode, `${method} ${url} student`).toBe(403);
    }
  });

  it("adds a camp with server-set distributor, post time and zero counters, ignoring forged fields", async () => {
    const forged = { ...camp, likes: 999, rating: 5, reviewsCount: 50, distributor: { name: "X", email: "x@x.org" } };
    const res = await as(admin, "POST", "/api/meals", forged);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe("Camp added successfully");
    const meal = (await as(null, "GET", `/api/meals/${res.json().insertedId}`)).json();
    expect(meal).toMatchObject({
      title: camp.title,
      ingredients: ["Optometrist", "Nurse"],
      price: 12.5,
      likes: 0,
      rating: 0,
      reviewsCount: 0,
      distributor: { name: "Ada Admin", email: admin.email },
    });
    expect((await as(admin, "GET", `/api/admin/${admin.email}`)).json().noOfMealsAdded).toBe(1);
  });

  it.each([
    [{ title: " " }, "Title is required"],
    [{ image: "not a url" }, "image"],
    [{ price: -1 }, "price"],
    [{ price: 1.005 }, "price"],
    [{ category: "5days" }, "category"],
    [{ ingredients: [] }, "Healthcare Professionals are required"],
  ])("refuses invalid camp input %o", async (override, message) => {
    const res = await as(admin, "POST", "/api/meals", { ...camp, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("updates only the editable fields; counters, rating, distributor, post time and category stay", async () => {
    const id = await firstReviewedMeal();
    const before = (await as(null, "GET", `/api/meals/${id}`)).json();
    const forged = {
      ...camp,
      likes: 0,
      reviewsCount: 0,
      rating: 5,
      distributor: { name: "Mallory", email: "mallory@example.org" },
      postTime: "2001-01-01T00:00:00.000Z",
      category: "3days",
    };
    const res = await as(admin, "PATCH", `/api/meals/${id}`, forged);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("The Camp has been updated successfully.");
    const after = (await as(null, "GET", `/api/meals/${id}`)).json();
    expect(after).toEqual({
      ...before,
      title: camp.title,
      image: camp.image,
      description: camp.description,
      price: 12.5,
      ingredients: ["Optometrist", "Nurse"],
    });
    expect((await as(admin, "PATCH", `/api/meals/${crypto.randomUUID()}`, camp)).statusCode).toBe(404);
  });

  it("resets a camp's reviews: rows deleted, count and rating zero, and it leaves All Reviews", async () => {
    const listed = (await as(admin, "GET", "/api/reviewed-meals?limit=50")).json();
    const id = listed.meals[0]._id;
    expect((await as(admin, "PATCH", `/api/meals/reset/${id}`)).json().message).toBe(
      "Reviews for this Camp have been reset.",
    );
    const meal = (await as(null, "GET", `/api/meals/${id}`)).json();
    expect(meal).toMatchObject({ reviewsCount: 0, rating: 0, reviews: [] });
    const after = (await as(admin, "GET", "/api/reviewed-meals?limit=50")).json();
    expect(after.meals.map((m: { _id: string }) => m._id)).not.toContain(id);
    expect(await counterMismatches()).toEqual([]);
  });
});
