import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultationOf, pharmacyOf, vitalsOf, walkIn } from "../../../../bench/camp-day-records.ts";
import { createTestApp, TEST_BASE_URL, type TestApp, testConfig } from "../test/test-app.ts";
import { CAMP_DAY_STATIONS, type CampDaySetup, campDayOutcome, prepareCampDay } from "./camp-day-data.ts";

const PEOPLE = 3;

describe("the camp day's setup and read-back (npm run bench), at a small size", () => {
  let t: TestApp;
  let setup: CampDaySetup;
  beforeAll(async () => {
    t = await createTestApp();
    const config = testConfig();
    setup = await prepareCampDay(t.database.db, { secret: config.authSecret!, session: config.session, perStation: 1 });
  });
  afterAll(() => t.close());

  const send = (station: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const device = setup.devices.find((d) => d.station === station)!;
    return t.app.inject({ method, url, headers: { cookie: device.cookie, origin: TEST_BASE_URL }, payload });
  };

  it("signs in one device per station with its role, and gives the camp the five stations", async () => {
    expect(setup.devices.map((d) => [d.station, d.role])).toEqual([
      ["registration", "desk"],
      ["vitals", "nurse"],
      ["consultation", "doctor"],
      ["pharmacy", "pharmacist"],
      ["exit", "volunteer"],
    ]);
    const queue = await send("exit", "GET", `/api/meals/${setup.mealId}/queue?station=exit`);
    expect(queue.statusCode).toBe(200);
  });

  it("takes the bench's records through every station, and reads back each visit written once per section", async () => {
    for (let i = 0; i < PEOPLE; i++) {
      const registered = await send(
        "registration",
        "POST",
        `/api/meals/${setup.mealId}/visits`,
        walkIn(i, crypto.randomUUID()),
      );
      expect(registered.statusCode, registered.body).toBe(201);
    }
    const records: Record<string, (i: number) => object> = {
      vitals: vitalsOf,
      consultation: consultationOf,
      pharmacy: pharmacyOf,
      exit: () => ({}),
    };
    for (const station of CAMP_DAY_STATIONS.slice(1)) {
      for (let i = 0; i < PEOPLE; i++) {
        const called = await send(station, "POST", `/api/meals/${setup.mealId}/queue/next`, { station });
        expect(called.statusCode, called.body).toBe(200);
        const { visitId, token } = called.json() as { visitId: string; token: number };
        const data = records[station]!(token - 1);
        const saved = await send(station, "PUT", `/api/visits/${visitId}/sections/${station}`, {
          writeId: crypto.randomUUID(),
          data,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        if (station === "consultation")
          expect((await send(station, "POST", `/api/visits/${visitId}/sign`)).statusCode).toBe(200);
        if (station !== "exit") {
          const moved = await send(station, "POST", `/api/visits/${visitId}/move`, { from: station, to: "next" });
          expect(moved.statusCode, moved.body).toBe(200);
        }
      }
    }
    expect(await campDayOutcome(t.database.db, setup.mealId)).toEqual({
      visits: PEOPLE,
      oneWriteEach: PEOPLE,
      writes: { consultation: PEOPLE, exit: PEOPLE, pharmacy: PEOPLE, vitals: PEOPLE },
      signed: PEOPLE,
      exited: PEOPLE,
      days: 1,
      distinctTokens: PEOPLE,
      minToken: 1,
      maxToken: PEOPLE,
      fullSteps: PEOPLE,
    });
  });
});
