import type { CheckInResult, MealDetail, Roster } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { insertDatedCamp } from "../../test/calendar-test-camps.ts";

const DAY = 86_400_000;

/** Issue 21: attendance after the day, "Verified attendee" reviews and "Attended" requests follow check-ins. */
describe("attendance", () => {
  let t: TestApp;
  let admin: TestUser;
  const time = movableClock();

  const post = (user: TestUser, url: string, payload: object) =>
    injectAs(t.app, user, { method: "POST", url, payload });
  const get = <T>(user: TestUser | null, url: string) =>
    injectAs(t.app, user, { method: "GET", url }).then((r) => r.json() as T);

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    admin = await signUp(t.app, { role: "admin", db: t.database.db });
  });
  afterAll(() => t.close());

  it("counts the day's attendance, marks attendees' reviews and requests, and follows an undo", async () => {
    // Starting in an hour: check-in is open (from 12 hours before the start; issue 37).
    const mealId = await insertDatedCamp(t.database.db, {
      startsAt: new Date(time.clock.now().getTime() + DAY / 24).toISOString(),
    });
    const campers = await Promise.all([0, 1, 2].map(() => signUp(t.app, { badge: "Gold", db: t.database.db })));
    for (const camper of campers) await post(camper, "/api/meal/request", { mealId });
    const roster = await get<Roster>(admin, `/api/meals/${mealId}/roster`);
    const codeOf = (c: TestUser) => roster.participants.find((p) => p.email === c.email)!.code;
    const scan = async (c: TestUser) =>
      (
        await post(admin, "/api/check-ins", {
          mealId,
          code: codeOf(c),
          clientId: crypto.randomUUID(),
          scannedAt: time.clock.now().toISOString(),
        })
      ).json() as CheckInResult;
    await scan(campers[0]!);
    const second = await scan(campers[1]!);
    expect(await get(admin, `/api/meals/${mealId}/attendance`)).toEqual({ expected: 3, checkedIn: 2, noShow: null });

    // Everyone may review; a reviewer who was checked in is a verified attendee, on the camp's (cached) page too.
    const before = await get<MealDetail>(null, `/api/meals/${mealId}`);
    expect(before.reviews).toEqual([]);
    for (const [i, c] of campers.entries()) {
      expect((await post(c, `/api/meals/${mealId}/review`, { comment: `Review ${i}`, rating: 5 })).statusCode).toBe(
        201,
      );
    }
    const verified = async () =>
      Object.fromEntries(
        (await get<MealDetail>(null, `/api/meals/${mealId}`)).reviews.map((r) => [r.comment, r.verifiedAttendee]),
      );
    expect(await verified()).toEqual({ "Review 0": true, "Review 1": true, "Review 2": false });
    const attended = async (c: TestUser) =>
      (
        await get<{ mealRequests: { mealRequest: { mealId: string; attended?: boolean } }[] }>(
          c,
          `/api/meal-requests-user?email=${encodeURIComponent(c.email)}`,
        )
      ).mealRequests.find((r) => r.mealRequest.mealId === mealId)?.mealRequest.attended;
    expect([await attended(campers[0]!), await attended(campers[2]!)]).toEqual([true, false]);

    // A mistaken check-in undone: no longer verified, not attended, not counted.
    await injectAs(t.app, admin, { method: "DELETE", url: `/api/check-ins/${second.checkIn.id}` });
    await expect.poll(verified).toEqual({ "Review 0": true, "Review 1": false, "Review 2": false });
    expect(await attended(campers[1]!)).toBe(false);

    time.forward(10 * DAY);
    expect(await get(admin, `/api/meals/${mealId}/attendance`)).toEqual({ expected: 3, checkedIn: 1, noShow: 2 });
    const student = campers[2]!;
    expect((await injectAs(t.app, student, { method: "GET", url: `/api/meals/${mealId}/attendance` })).statusCode).toBe(
      403,
    );
  });
});
