import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

/** Issue 21: admins make a user staff for one camp or all; staff read their camps' tickets and answers, no more. */
describe("the staff role", () => {
  let t: TestApp;
  let admin: TestUser;

  const post = (user: TestUser | null, url: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url, payload });
  const get = (user: TestUser | null, url: string) => injectAs(t.app, user, { method: "GET", url });
  const requestIn = async (mealId: string) => {
    const camper = await signUp(t.app, { badge: "Gold", db: t.database.db });
    const res = await post(camper, "/api/meal/request", { mealId });
    return (res.json() as { insertedId: string }).insertedId;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("opens a camp's tickets and answers to its staff only, until the assignment is taken back", async () => {
    const [mine, theirs] = await Promise.all([insertCamp(t.database.db, "Staffed"), insertCamp(t.database.db)]);
    const [inMine, inTheirs] = await Promise.all([requestIn(mine), requestIn(theirs)]);
    const staff = await signUp(t.app);
    const reads = async () =>
      Promise.all(
        [`/api/tickets/${inMine}`, `/api/meal-requests/${inMine}/answers`, `/api/tickets/${inTheirs}`].map(
          async (url) => (await get(staff, url)).statusCode,
        ),
      );
    expect(await reads()).toEqual([404, 404, 404]);

    expect((await post(admin, "/api/make-staff", { userId: staff.id, mealId: mine })).statusCode).toBe(200);
    expect((await post(admin, "/api/make-staff", { userId: staff.id, mealId: mine })).statusCode).toBe(200);
    expect(await reads()).toEqual([200, 200, 404]);
    const own = (await get(staff, "/api/me/staff")).json() as { allCamps: boolean; camps: { id: string }[] };
    expect(own).toMatchObject({ allCamps: false, camps: [{ id: mine }] });
    expect((await get(admin, `/api/staff/${staff.id}`)).json()).toEqual(own);
    // Staff are students otherwise: no admin route opens to them.
    expect((await get(staff, "/api/meal-requests")).statusCode).toBe(403);
    const questions = await injectAs(t.app, staff, {
      method: "PUT",
      url: `/api/meals/${mine}/questions`,
      payload: { questions: [] },
    });
    expect(questions.statusCode).toBe(403);

    expect((await post(admin, "/api/make-staff", { userId: staff.id })).statusCode).toBe(200);
    expect(await reads()).toEqual([200, 200, 200]);
    expect((await post(admin, "/api/remove-staff", { userId: staff.id })).statusCode).toBe(200);
    expect((await post(admin, "/api/remove-staff", { userId: staff.id, mealId: mine })).statusCode).toBe(200);
    expect(await reads()).toEqual([404, 404, 404]);
    expect((await post(admin, "/api/remove-staff", { userId: staff.id })).json()).toMatchObject({
      code: "STAFF_NOT_FOUND",
    });
  });

  it("refuses an unknown user or camp, and anyone but an admin", async () => {
    const student = await signUp(t.app);
    const mealId = await insertCamp(t.database.db);
    expect((await post(admin, "/api/make-staff", { userId: "nobody" })).json()).toMatchObject({
      code: "USER_NOT_FOUND",
    });
    expect(
      (await post(admin, "/api/make-staff", { userId: student.id, mealId: crypto.randomUUID() })).json(),
    ).toMatchObject({ code: "CAMP_NOT_FOUND" });
    expect((await post(student, "/api/make-staff", { userId: student.id, mealId })).statusCode).toBe(403);
    expect((await get(student, "/api/me/staff")).json()).toEqual({ allCamps: false, camps: [] });
  });
});
