import { calendarDateSchema } from "@medcamp/contract";
import { describe, expect, it } from "vitest";
import { dayFromQuery, dayRangeProblem, isCalendarDate, localDay, presetRange } from "./date-range";

/** A local date-time (the viewer's calendar), as the page's clock gives it. */
const at = (y: number, month: number, d: number, h = 12) => new Date(y, month - 1, d, h);

describe("presetRange", () => {
  it("runs This week from today to the coming Sunday", () => {
    // 2026-11-24 is a Tuesday.
    expect(presetRange("week", at(2026, 11, 24))).toEqual({ from: "2026-11-24", to: "2026-11-29" });
    expect(presetRange("week", at(2026, 11, 23))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("is Sunday alone on a Sunday, and crosses a month or a year end", () => {
    expect(presetRange("week", at(2026, 11, 29))).toEqual({ from: "2026-11-29", to: "2026-11-29" });
    expect(presetRange("week", at(2026, 12, 30))).toEqual({ from: "2026-12-30", to: "2027-01-03" });
  });

  it("runs This month from today to its last day, leap years included", () => {
    expect(presetRange("month", at(2026, 11, 24))).toEqual({ from: "2026-11-24", to: "2026-11-30" });
    expect(presetRange("month", at(2028, 2, 3))).toEqual({ from: "2028-02-03", to: "2028-02-29" });
    expect(presetRange("month", at(2026, 12, 31, 23))).toEqual({ from: "2026-12-31", to: "2026-12-31" });
  });

  it("reads the day in the viewer's calendar, late at night too", () => {
    expect(localDay(at(2026, 3, 1, 0))).toBe("2026-03-01");
    expect(localDay(new Date(2026, 2, 1, 23, 59))).toBe("2026-03-01");
  });
});

describe("dayFromQuery", () => {
  it("keeps a real YYYY-MM-DD and ignores anything else", () => {
    expect(dayFromQuery("2026-12-01")).toBe("2026-12-01");
    for (const bad of [null, "", "2026-02-30", "2026-1-5", "tomorrow", "2026-12-01T00:00"]) {
      expect(dayFromQuery(bad)).toBe("");
    }
  });
});

describe("isCalendarDate", () => {
  it("agrees with the contract's calendarDateSchema, leap days, short years and the range included", () => {
    const samples = [
      "2026-12-01",
      "2024-02-29",
      "2023-02-29",
      "2000-02-29",
      "1900-02-29",
      "0000-02-29",
      "0099-12-31",
      "1899-12-31",
      "2999-12-31",
      "9999-12-31",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-05",
      "20260-01-05",
      " 2026-01-05",
      "2026-01-05\n",
    ];
    for (const text of samples) {
      expect(isCalendarDate(text), text).toBe(calendarDateSchema.safeParse(text).success);
    }
    // Days before 1900 or after 2999 are refused: a day after them must still be a date (issue 37, item 11).
    expect(samples.filter(isCalendarDate)).toEqual(["2026-12-01", "2024-02-29", "2000-02-29", "2999-12-31"]);
  });
});

describe("dayRangeProblem", () => {
  it("points out From after To, and accepts open or one-day ranges", () => {
    expect(dayRangeProblem({ from: "2026-12-02", to: "2026-12-01" })).toBe("From must not be after To.");
    expect(dayRangeProblem({ from: "2026-12-01", to: "2026-12-01" })).toBeUndefined();
    expect(dayRangeProblem({ from: "2026-12-02", to: "" })).toBeUndefined();
    expect(dayRangeProblem({ from: "", to: "" })).toBeUndefined();
  });
});
