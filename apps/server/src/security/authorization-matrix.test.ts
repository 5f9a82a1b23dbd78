import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { insertCamp, insertUpcomingCamp } from "../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";
import { ACTORS, type Actor, expectedStatuses, type Fixture, POLICY } from "./access-policy.ts";

/** Routes that are not in the OpenAPI document on purpose, and must still exist. */
const UNDOCUMENTED = ["GET /api/auth/get-session", "POST /api/auth/sign-in/email", "GET /api/openapi.json"];

describe("authorization matrix: every route × {anonymous, student A, student B, admin}", () => {
  let t: TestApp;
  let f: Fixture;
  let routes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [studentA, studentB, admin] = await Promise.all([
      signUp(t.app, { name: "Student A", badge: "Gold", db }),
      signUp(t.app, { name: "Student B", badge: "Gold", db }),
      signUp(t.app, { name: "Admin", role: "admin", badge: "Gold", db }),
    ]);
    const asA = (url: string, payload: object) => injectAs(t.app, studentA, { method: "POST", url, payload });
    const spare = await signUp(t.app);
    f = {
      users: { studentA, studentB, admin },
      newCamp: () => insertCamp(db),
      newUpcomingCamp: () => insertUpcomingCamp(db),
      newStudentId: async () => spare.id,
      async requestOfA() {
        return (await asA("/api/meal/request", { mealId: await insertCamp(db) })).json().insertedId;
      },
      async reviewOfA() {
        const mealId = await insertCamp(db);
        const res = await asA(`/api/meals/${mealId}/review`, { comment: "Mine", rating: 5 });
        return { reviewId: res.json().insertedId, mealId };
      },
      async intentOfA() {
        return (await asA("/api/create-payment-intent", { price: 10 })).json().clientSecret;
      },
      async paidIntentOfA() {
        const clientSecret = await f.intentOfA();
        const paid = await asA("/api/demo-payments/confirm", {
          clientSecret,
          cardNumber: "4242424242424242",
          expiry: "12/39",
          cvc: "123",
        });
        return paid.json().id;
      },
    };
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => t.close());

  it("has a policy row for every route the server serves, and no row for a route it does not", () => {
    expect(
      routes.filter((r) => !(r in POLICY)),
      "routes without a policy row",
    ).toEqual([]);
    expect(
      Object.keys(POLICY).filter((r) => !routes.includes(r)),
      "policy rows without a route",
    ).toEqual([]);
    for (const route of UNDOCUMENTED) {
      const [method, url] = route.split(" ") as ["GET" | "POST", string];
      expect(t.app.hasRoute({ method, url: url.startsWith("/api/auth/") ? "/api/auth/*" : url }), route).toBe(true);
    }
  });

  const users = (actor: Actor): TestUser | null => (actor === "anonymous" ? null : f.users[actor]);

  it.each(Object.keys(POLICY))("%s answers each actor as its policy says", async (route) => {
    const row = POLICY[route]!;
    const method = route.split(" ")[0] as "GET";
    const outcomes: string[] = [];
    for (const actor of ACTORS) {
      const res = await injectAs(t.app, users(actor), { method, ...(await row.request(f)) });
      const expected = expectedStatuses(row.access, actor);
      const ok =
        expected === "success" ? res.statusCode >= 200 && res.statusCode < 300 : expected.includes(res.statusCode);
      if (!ok)
        outcomes.push(
          `${actor}: got ${res.statusCode} ${res.body.slice(0, 120)}, expected ${JSON.stringify(expected)}`,
        );
    }
    expect(outcomes).toEqual([]);
  });
});
