import { CATEGORY_DAYS, capacitySchema, isTimeZone, locationSchema } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { DEMO_CAMPS, DEMO_UPCOMING_CAMPS } from "./demo-camps.ts";
import { DEMO_CITIES } from "./demo-places.ts";
import { DEMO_SCHEDULE } from "./demo-schedule.ts";
import { DEMO_REQUESTS, DEMO_USERS } from "./demo-users.ts";

const ALL = [...DEMO_CAMPS, ...DEMO_UPCOMING_CAMPS];
const schedule = (title: string) => DEMO_SCHEDULE[title]!;
const ended = (i: number) => schedule(DEMO_CAMPS[i]!.title).startsInDays + CATEGORY_DAYS[DEMO_CAMPS[i]!.category] <= 0;
/** Indexes in DEMO_CAMPS of the `n` camps posted longest ago. */
const oldestPosted = (n: number) =>
  DEMO_CAMPS.map((c, i) => ({ i, days: c.postedDaysAgo }))
    .sort((a, b) => b.days - a.days)
    .slice(0, n)
    .map((c) => c.i);

describe("demo camps in time and place (data)", () => {
  it("has a schedule for every demo camp and upcoming camp, and none for anything else", () => {
    expect(Object.keys(DEMO_SCHEDULE).sort()).toEqual(ALL.map((c) => c.title).sort());
  });

  it("uses real time zones and places the API would accept", () => {
    for (const camp of ALL) {
      const s = schedule(camp.title);
      const { timezone, ...place } = DEMO_CITIES[s.city];
      expect(isTimeZone(timezone), camp.title).toBe(true);
      const location = { venue: s.venue, address: s.address, ...place };
      expect(locationSchema.safeParse(location).success, camp.title).toBe(true);
      if (s.capacity !== null) expect(capacitySchema.safeParse(s.capacity).success, camp.title).toBe(true);
      expect(Number.isInteger(s.startHour) && s.startHour >= 6 && s.startHour <= 12, camp.title).toBe(true);
    }
  });

  it("starts within the four months after seeding, a few camps before it, and upcoming camps all after", () => {
    for (const camp of ALL) {
      expect(schedule(camp.title).startsInDays, camp.title).toBeGreaterThanOrEqual(-90);
      expect(schedule(camp.title).startsInDays, camp.title).toBeLessThanOrEqual(120);
    }
    for (const camp of DEMO_UPCOMING_CAMPS) expect(schedule(camp.title).startsInDays, camp.title).toBeGreaterThan(0);
    const endedCount = DEMO_CAMPS.filter((_, i) => ended(i)).length;
    expect(endedCount).toBeGreaterThanOrEqual(2);
    expect(endedCount).toBeLessThanOrEqual(4);
  });

  it("keeps ended and small camps among the oldest posts, so the newest-first lists start with open camps", () => {
    const oldest = oldestPosted(8);
    DEMO_CAMPS.forEach((camp, i) => {
      const capacity = schedule(camp.title).capacity;
      if (ended(i) || (capacity !== null && capacity < 10)) expect(oldest, camp.title).toContain(i);
    });
  });

  it("has requests that fit the camps: seats first, a waitlist only when full, one per camper and camp", () => {
    const badgeOf = new Map(DEMO_USERS.map((u) => [u.email, u.badge]));
    const pairs = new Set(DEMO_REQUESTS.map(([email, i]) => `${email} ${i}`));
    expect(pairs.size).toBe(DEMO_REQUESTS.length);
    const fullWithWaitlist: number[] = [];
    for (const i of new Set(DEMO_REQUESTS.map(([, i]) => i))) {
      const camp = DEMO_CAMPS[i]!;
      const rows = DEMO_REQUESTS.filter(([, j]) => j === i);
      const seated = rows.filter(([, , status]) => status !== "waitlisted").length;
      const capacity = schedule(camp.title).capacity ?? Infinity;
      expect(seated, camp.title).toBeLessThanOrEqual(capacity);
      expect(ended(i), camp.title).toBe(false);
      if (rows.some(([, , status]) => status === "waitlisted")) {
        expect(seated, camp.title).toBe(capacity);
        // Arrival order: everyone seated asked before anyone waiting.
        const firstWaiting = rows.findIndex(([, , status]) => status === "waitlisted");
        expect(
          rows.slice(firstWaiting).every(([, , status]) => status === "waitlisted"),
          camp.title,
        ).toBe(true);
        fullWithWaitlist.push(i);
      }
    }
    expect(fullWithWaitlist).toHaveLength(1);
    for (const [email] of DEMO_REQUESTS) expect(badgeOf.get(email), email).toBeTruthy();
  });
});
