import { describe, expect, it } from "vitest";
import { addMonths, nextPeriod, priorityWindowEnd, upgradeCharge } from "./period.ts";

const at = (iso: string) => new Date(iso);

describe("periods (issue 20)", () => {
  it("adds calendar months in UTC, the day clamped to the month's last", () => {
    expect(addMonths(at("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(at("2028-01-31T10:00:00Z"), 1).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(at("2026-12-15T00:00:00Z"), 1).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });

  it("renews from the old end, or from now when every instance was down for more than a month", () => {
    const end = at("2026-03-01T00:00:00Z");
    expect(nextPeriod(end, at("2026-03-01T00:00:05Z")).startsAt).toEqual(end);
    expect(nextPeriod(end, at("2026-05-01T00:00:00Z")).startsAt).toEqual(at("2026-05-01T00:00:00Z"));
  });

  it("charges an upgrade the difference for the whole days left, a day begun counting", () => {
    const period = { startsAt: at("2026-04-01T00:00:00Z"), endsAt: at("2026-05-01T00:00:00Z") };
    expect(upgradeCharge(10, 15, period, at("2026-04-11T00:00:00Z"))).toEqual({
      cents: 333,
      daysLeft: 20,
      periodDays: 30,
    });
    expect(upgradeCharge(10, 15, period, at("2026-04-30T23:00:00Z"))).toEqual({
      cents: 17,
      daysLeft: 1,
      periodDays: 30,
    });
    expect(upgradeCharge(15, 20, period, period.startsAt).cents).toBe(500);
  });

  it("ends the priority window after its hours, or at the camp's start if that comes first", () => {
    const now = at("2026-04-01T00:00:00Z");
    expect(priorityWindowEnd(now, 48, null)).toEqual(at("2026-04-03T00:00:00Z"));
    expect(priorityWindowEnd(now, 48, at("2026-04-02T00:00:00Z"))).toEqual(at("2026-04-02T00:00:00Z"));
    expect(priorityWindowEnd(now, 0, null)).toBeNull();
    expect(priorityWindowEnd(now, 48, at("2026-03-31T00:00:00Z"))).toBeNull();
  });
});
