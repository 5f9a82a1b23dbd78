import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_BASE_URL, type TestApp, testConfig } from "../test/test-app.ts";
import { prepareRush, type RushSetup, rushOutcome } from "./rush-data.ts";

const CAMPERS = 30;
const SEATS = 10;

describe("the sell-out rush's setup and read-back (npm run bench), at a small size", () => {
  let t: TestApp;
  let setup: RushSetup;
  beforeAll(async () => {
    t = await createTestApp();
    const config = testConfig();
    setup = await prepareRush(t.database.db, {
      secret: config.authSecret!,
      session: config.session,
      campers: CAMPERS,
      seats: SEATS,
    });
  });
  afterAll(() => t.close());

  it("gives every camper a distinct session the server accepts, without signing up", async () => {
    expect(new Set(setup.cookies).size).toBe(CAMPERS);
    for (const i of [0, CAMPERS - 1]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie: setup.cookies[i]! },
      });
      expect(res.json()?.user?.email).toBe(`rush-camper-${i + 1}@example.org`);
    }
  });

  it("reads back exactly what a rush of distinct campers leaves: the seats, then the waitlist in order", async () => {
    const answers = await Promise.all(
      setup.cookies.map((cookie) =>
        t.app.inject({
          method: "POST",
          url: "/api/meal/request",
          headers: { cookie, origin: TEST_BASE_URL },
          payload: { mealId: setup.mealId },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(CAMPERS).fill(201));
    const positions = answers.map((a) => a.json().position).filter((p) => p !== undefined);
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: CAMPERS - SEATS }, (_, k) => k + 1));
    expect(await rushOutcome(t.database.db, setup.mealId)).toEqual({
      capacity: SEATS,
      seatsTaken: SEATS,
      waitlistCount: CAMPERS - SEATS,
      statuses: { pending: SEATS, waitlisted: CAMPERS - SEATS },
      requests: CAMPERS,
      distinctCampers: CAMPERS,
      distinctQueueNumbers: CAMPERS - SEATS,
      firstComeFirstSeated: true,
    });
  });
});
