import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { mailMessages, notifications } from "../../db/schema/index.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from "../../test/test-app.ts";
import { insertSignedInCampers } from "../../test/quick-campers.ts";
import { injectAs, signUp, TEST_PASSWORD, type TestUser } from "../../test/test-users.ts";

const DAY = 24 * 3600 * 1000;

/** A clock the test moves: camps "end" without anyone waiting. */
const time = movableClock({ frozen: true });
/** An instant `ms` from the clock's now. */
const fromNow = (ms: number) => new Date(time.clock.now().getTime() + ms).toISOString();

describe("seats and the waitlist", () => {
  let t: TestApp;
  let admin: TestUser;
  let campers: TestUser[];

  const addCamp = async (body: object = {}) => {
    const res = await injectAs(t.app, admin, {
      method: "POST",
      url: "/api/meals",
      payload: {
        title: "Seat Test Camp",
        category: "3days",
        image: "https://example.org/camp.png",
        ingredients: ["Nurse"],
        description: "Seats.",
        price: 5,
        startsAt: fromNow(10 * DAY),
        timezone: "Asia/Dhaka",
        capacity: 2,
        ...body,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { insertedId: string }).insertedId;
  };
  const join = (user: TestUser, mealId: string) =>
    injectAs(t.app, user, { method: "POST", url: "/api/meal/request", payload: { mealId } });
  const cancel = (user: TestUser, id: string) =>
    injectAs(t.app, user, { method: "DELETE", url: "/api/meal-requests-user", payload: { id } });
  const camp = async (id: string) => (await injectAs(t.app, null, { method: "GET", url: `/api/meals/${id}` })).json();
  const mine = async (user: TestUser, id: string) =>
    (await injectAs(t.app, user, { method: "GET", url: `/api/meals/${id}/mine` })).json().request;
  const adminAct = (id: string, method: "PATCH" | "DELETE", payload?: object) =>
    injectAs(t.app, admin, { method, url: `/api/meal-requests/${id}`, ...(payload ? { payload } : {}) });
  const statuses = (mealId: string) =>
    queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from meal_request where meal_id = ${mealId} group by status order by status`,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
    campers = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 8);
  });
  afterAll(() => t.close());

  it("seats the first campers, then waitlists the rest with their rank, and says which", async () => {
    const mealId = await addCamp();
    const [a, b, c, d] = campers as [TestUser, TestUser, TestUser, TestUser];
    const first = await join(a, mealId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      insertedId: expect.any(String),
      message: "Meal request sent successfully!",
      status: "pending",
    });
    expect((await join(b, mealId)).json().status).toBe("pending");
    const third = await join(c, mealId);
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual({
      insertedId: expect.any(String),
      message: "The camp is full: you are on the waitlist (position 1)",
      status: "waitlisted",
      position: 1,
    });
    expect((await join(d, mealId)).json()).toMatchObject({ status: "waitlisted", position: 2 });
    expect(await camp(mealId)).toMatchObject({ capacity: 2, seatsTaken: 2, seatsLeft: 0, waitlistCount: 2 });
    expect(await mine(d, mealId)).toEqual({ _id: expect.any(String), status: "waitlisted", position: 2 });

    const list = await injectAs(t.app, d, { method: "GET", url: "/api/meal-requests-user" });
    expect(list.json().mealRequests[0].mealRequest).toMatchObject({ status: "waitlisted", position: 2, mealId });
  });

  it("gives a freed seat to the earliest waiter and moves the line up, whoever frees it", async () => {
    const mealId = await addCamp();
    const [a, b, c, d, e] = campers as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const ids: string[] = [];
    for (const user of [a, b, c, d, e]) ids.push((await join(user, mealId)).json().insertedId);

    // The camper cancels: c (waiting first) takes the seat; d and e move up.
    expect((await cancel(a, ids[0]!)).statusCode).toBe(200);
    expect(await mine(c, mealId)).toEqual({ _id: ids[2], status: "pending" });
    expect(await mine(e, mealId)).toMatchObject({ status: "waitlisted", position: 2 });

    // A waiter leaving frees no seat but moves those behind up.
    expect((await cancel(d, ids[3]!)).statusCode).toBe(200);
    expect(await mine(e, mealId)).toMatchObject({ status: "waitlisted", position: 1 });

    // An admin declines a seat-holder: e is seated; the declined row stays, holding nothing.
    expect((await adminAct(ids[1]!, "PATCH", { status: "declined" })).json()).toEqual({
      message: "The request has been declined.",
    });
    expect(await mine(e, mealId)).toEqual({ _id: ids[4], status: "pending" });
    expect(await mine(b, mealId)).toEqual({ _id: ids[1], status: "declined" });
    expect(await camp(mealId)).toMatchObject({ seatsTaken: 2, seatsLeft: 0, waitlistCount: 0 });
    expect(await statuses(mealId)).toEqual([
      { status: "declined", n: 1 },
      { status: "pending", n: 2 },
    ]);

    // An admin deletes a seat-holder's request: the seat is free, nobody waits.
    expect((await adminAct(ids[2]!, "DELETE")).json()).toEqual({ message: "The request has been deleted." });
    expect(await camp(mealId)).toMatchObject({ seatsTaken: 1, seatsLeft: 1, waitlistCount: 0 });
    expect((await adminAct(ids[2]!, "DELETE")).statusCode).toBe(404);
  });

  it("raising the capacity seats waiters at once; lowering it below the seats taken is refused", async () => {
    const mealId = await addCamp({ capacity: 1 });
    const [a, b, c] = campers as [TestUser, TestUser, TestUser];
    for (const user of [a, b, c]) await join(user, mealId);
    const update = (capacity: number | null) =>
      injectAs(t.app, admin, {
        method: "PATCH",
        url: `/api/meals/${mealId}`,
        payload: {
          title: "Seat Test Camp",
          image: "https://example.org/camp.png",
          description: "Seats.",
          price: 5,
          ingredients: ["Nurse"],
          capacity,
        },
      });
    expect((await update(2)).statusCode).toBe(200);
    expect(await mine(b, mealId)).toMatchObject({ status: "pending" });
    expect(await mine(c, mealId)).toMatchObject({ status: "waitlisted", position: 1 });

    const lower = await update(1);
    expect(lower.statusCode).toBe(409);
    expect(lower.json()).toEqual({
      code: "CAPACITY_BELOW_SEATS",
      message: "The capacity cannot be lower than the 2 seats already taken.",
    });
    expect(await camp(mealId)).toMatchObject({ capacity: 2, seatsTaken: 2, waitlistCount: 1 });

    expect((await update(null)).statusCode).toBe(200);
    expect(await camp(mealId)).toMatchObject({ capacity: null, seatsTaken: 3, seatsLeft: null, waitlistCount: 0 });
  });

  it("serves seat-holders only: a waitlisted or declined request cannot be booked", async () => {
    const mealId = await addCamp({ capacity: 1 });
    const [a, b] = campers as [TestUser, TestUser];
    const seated = (await join(a, mealId)).json().insertedId as string;
    const waiting = (await join(b, mealId)).json().insertedId as string;
    expect((await adminAct(waiting, "PATCH", { status: "delivered" })).json().code).toBe("REQUEST_WAITLISTED");
    expect((await adminAct(seated, "PATCH", { status: "delivered" })).statusCode).toBe(200);
    // A delivered request stays the camper's seat: they cannot cancel it.
    expect((await cancel(a, seated)).json().code).toBe("REQUEST_NOT_CANCELLABLE");
    expect((await adminAct(seated, "PATCH", { status: "declined" })).statusCode).toBe(200);
    expect((await adminAct(seated, "PATCH", { status: "delivered" })).json().code).toBe("REQUEST_DECLINED");
    expect(await mine(b, mealId)).toMatchObject({ status: "pending" });
  });

  it("lets the admin filter Serve Camp by status and camp, with waitlist ranks", async () => {
    const mealId = await addCamp({ capacity: 1 });
    const [a, b, c] = campers as [TestUser, TestUser, TestUser];
    for (const user of [a, b, c]) await join(user, mealId);
    const list = async (query: string) =>
      (await injectAs(t.app, admin, { method: "GET", url: `/api/meal-requests?mealId=${mealId}&${query}` })).json();
    expect((await list("status=seated")).mealRequests.map((r: { email: string }) => r.email)).toEqual([a.email]);
    const waitlist = (await list("status=waitlisted")).mealRequests as { email: string; position: number }[];
    expect(waitlist.map((r) => [r.email, r.position])).toEqual([
      [c.email, 2],
      [b.email, 1],
    ]);
    expect((await list("")).mealRequests).toHaveLength(3);
    const bad = await injectAs(t.app, admin, { method: "GET", url: "/api/meal-requests?status=lost" });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses joining a camp that has ended, and keeps every count", async () => {
    const mealId = await addCamp({ startsAt: fromNow(DAY), capacity: null });
    const [a, b] = campers as [TestUser, TestUser];
    expect((await join(a, mealId)).statusCode).toBe(201);
    time.forward(4 * DAY + 1000);
    const late = await join(b, mealId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: "CAMP_ENDED", message: "This camp has ended" });
    expect(await camp(mealId)).toMatchObject({ seatsTaken: 1, waitlistCount: 0 });
    // A start entered in the past records a camp that already took place: it is ended at once.
    const past = await addCamp({ startsAt: fromNow(-30 * DAY) });
    expect((await join(a, past)).json().code).toBe("CAMP_ENDED");
  });

  it("promotes no one when a seat frees on a camp that has ended, whoever frees it; the counts still follow", async () => {
    const mealId = await addCamp({ startsAt: fromNow(DAY), capacity: 3 });
    const leaver = await signUp(t.app, { badge: "Gold", db: t.database.db });
    const [a, b, c, d] = await insertSignedInCampers(t.database.db, TEST_AUTH_SECRET, 4);
    const ids: string[] = [];
    for (const user of [leaver, a!, b!, c!, d!]) ids.push((await join(user, mealId)).json().insertedId);
    expect(await camp(mealId)).toMatchObject({ seatsTaken: 3, waitlistCount: 2 });
    time.forward(4 * DAY + 1000); // the camp is over

    // A seat-holder deletes their account, an admin declines one seat and deletes another, a waiter leaves.
    const gone = await injectAs(t.app, leaver, {
      method: "DELETE",
      url: "/api/me",
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await adminAct(ids[1]!, "PATCH", { status: "declined" })).statusCode).toBe(200);
    expect((await adminAct(ids[2]!, "DELETE")).statusCode).toBe(200);
    expect((await cancel(d!, ids[4]!)).statusCode).toBe(200);

    expect(await mine(c!, mealId)).toEqual({ _id: ids[3], status: "waitlisted", position: 1 });
    expect(await camp(mealId)).toMatchObject({ seatsTaken: 0, waitlistCount: 1 });
    expect(await statuses(mealId)).toEqual([
      { status: "declined", n: 1 },
      { status: "waitlisted", n: 1 },
    ]);
    // Nobody was told a seat opened up.
    const told = await t.database.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.template, "request-promoted"), inArray(mailMessages.toAddress, [c!.email, d!.email])));
    expect(told).toEqual([]);
    const inApp = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, "request-promoted"), inArray(notifications.userId, [c!.id, d!.id])));
    expect(inApp).toEqual([]);
  });

  it("takes requests on a camp without dates or a limit as before", async () => {
    const mealId = await addCamp({ startsAt: undefined, timezone: undefined, capacity: undefined });
    const [a] = campers as [TestUser];
    expect((await join(a, mealId)).json()).toMatchObject({ status: "pending" });
    expect(await camp(mealId)).toMatchObject({
      startsAt: null,
      endsAt: null,
      capacity: null,
      seatsTaken: 1,
      seatsLeft: null,
      waitlistCount: 0,
    });
  });
});
