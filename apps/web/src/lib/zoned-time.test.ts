import { describe, expect, it } from "vitest";
import {
  addDaysToWallTime,
  instantToWallTime,
  offsetMinutesAt,
  wallTimeToEpoch,
  wallTimeToInstant,
} from "./zoned-time";

describe("wall time in a zone → instant with the zone's offset", () => {
  it("an ordinary day, east and west of UTC", () => {
    expect(wallTimeToInstant("2026-12-01T09:00", "Asia/Dhaka")).toBe("2026-12-01T09:00:00+06:00");
    expect(wallTimeToInstant("2026-07-04T18:30", "America/New_York")).toBe("2026-07-04T18:30:00-04:00");
    expect(wallTimeToInstant("2026-01-15T08:00", "America/New_York")).toBe("2026-01-15T08:00:00-05:00");
    expect(wallTimeToInstant("2026-07-01T12:00", "Europe/London")).toBe("2026-07-01T12:00:00+01:00");
    expect(wallTimeToInstant("2026-01-01T12:00", "Europe/London")).toBe("2026-01-01T12:00:00+00:00");
  });

  it("a zone 5 h 45 min ahead (Asia/Kathmandu)", () => {
    expect(wallTimeToInstant("2026-12-01T09:00", "Asia/Kathmandu")).toBe("2026-12-01T09:00:00+05:45");
    expect(wallTimeToEpoch("2026-12-01T09:00", "Asia/Kathmandu")).toBe(Date.parse("2026-12-01T03:15:00Z"));
    expect(offsetMinutesAt(Date.parse("2026-06-01T00:00:00Z"), "Asia/Kathmandu")).toBe(345);
  });

  it("UTC, with seconds kept", () => {
    expect(wallTimeToInstant("2026-03-29T01:30", "UTC")).toBe("2026-03-29T01:30:00+00:00");
    expect(wallTimeToInstant("2026-03-29T01:30:15", "UTC")).toBe("2026-03-29T01:30:15+00:00");
  });

  it("a time the clocks skip moves on by the gap (Europe/London and America/New_York in spring)", () => {
    // London: 01:00 GMT becomes 02:00 BST on 29 March 2026; 01:30 never shows.
    expect(wallTimeToInstant("2026-03-29T01:30", "Europe/London")).toBe("2026-03-29T02:30:00+01:00");
    expect(wallTimeToInstant("2026-03-29T00:59", "Europe/London")).toBe("2026-03-29T00:59:00+00:00");
    expect(wallTimeToInstant("2026-03-29T02:00", "Europe/London")).toBe("2026-03-29T02:00:00+01:00");
    // New York: 02:00 EST becomes 03:00 EDT on 8 March 2026.
    expect(wallTimeToInstant("2026-03-08T02:15", "America/New_York")).toBe("2026-03-08T03:15:00-04:00");
    expect(wallTimeToInstant("2026-03-08T03:00", "America/New_York")).toBe("2026-03-08T03:00:00-04:00");
  });

  it("a time the clocks show twice is the first of the two (autumn overlap)", () => {
    // London: 02:00 BST becomes 01:00 GMT on 25 October 2026; 01:30 shows in BST, then in GMT.
    expect(wallTimeToInstant("2026-10-25T01:30", "Europe/London")).toBe("2026-10-25T01:30:00+01:00");
    expect(wallTimeToInstant("2026-10-25T02:00", "Europe/London")).toBe("2026-10-25T02:00:00+00:00");
    // New York: 02:00 EDT becomes 01:00 EST on 1 November 2026.
    expect(wallTimeToInstant("2026-11-01T01:30", "America/New_York")).toBe("2026-11-01T01:30:00-04:00");
    expect(wallTimeToInstant("2026-11-01T00:30", "America/New_York")).toBe("2026-11-01T00:30:00-04:00");
    expect(wallTimeToInstant("2026-11-01T02:30", "America/New_York")).toBe("2026-11-01T02:30:00-05:00");
  });

  it("text that is no wall time gives null", () => {
    for (const value of ["", "2026-12-01", "2026-02-30T09:00", "2026-12-01T24:00", "2026-12-01T09:60", "soon"]) {
      expect(wallTimeToInstant(value, "UTC")).toBeNull();
    }
  });
});

describe("instant → the datetime-local value in a zone", () => {
  it("shows the instant on the zone's clocks, whatever offset it travelled with", () => {
    expect(instantToWallTime("2026-12-01T09:00:00+06:00", "Asia/Dhaka")).toBe("2026-12-01T09:00");
    expect(instantToWallTime("2026-12-01T03:00:00Z", "Asia/Dhaka")).toBe("2026-12-01T09:00");
    expect(instantToWallTime("2026-12-01T03:15:00.000Z", "Asia/Kathmandu")).toBe("2026-12-01T09:00");
    expect(instantToWallTime("2026-12-01T03:15:00Z", "UTC")).toBe("2026-12-01T03:15");
    expect(instantToWallTime("2026-12-01T03:15:20Z", "UTC")).toBe("2026-12-01T03:15:20");
  });

  it("tells the two 01:30s of an autumn overlap apart, and round-trips both ways", () => {
    expect(instantToWallTime("2026-10-25T00:30:00Z", "Europe/London")).toBe("2026-10-25T01:30");
    expect(instantToWallTime("2026-10-25T01:30:00Z", "Europe/London")).toBe("2026-10-25T01:30");
    for (const [wall, zone] of [
      ["2026-12-01T09:00", "Asia/Kathmandu"],
      ["2026-07-04T18:30", "America/New_York"],
      ["2026-03-29T03:00", "Europe/London"],
      ["2026-06-30T23:59", "UTC"],
    ] as const) {
      expect(instantToWallTime(wallTimeToInstant(wall, zone)!, zone)).toBe(wall);
    }
  });

  it("an unreadable instant gives an empty value", () => {
    expect(instantToWallTime("not a date", "UTC")).toBe("");
  });
});

describe("adding days keeps the clock time", () => {
  it("across months, a leap day and a DST change", () => {
    expect(addDaysToWallTime("2026-12-29T09:00", 3)).toBe("2027-01-01T09:00");
    expect(addDaysToWallTime("2028-02-25T09:00", 7)).toBe("2028-03-03T09:00");
    expect(addDaysToWallTime("2026-03-25T09:00", 7)).toBe("2026-04-01T09:00");
    expect(wallTimeToInstant(addDaysToWallTime("2026-03-25T09:00", 7)!, "Europe/London")).toBe(
      "2026-04-01T09:00:00+01:00",
    );
    expect(addDaysToWallTime("nope", 3)).toBeNull();
  });
});
