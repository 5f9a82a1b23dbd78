import { describe, expect, it } from "vitest";
import { datedCamp, sampleCamp } from "../../test/sample-camp";
import { campDescription, DESCRIPTION_MAX, trimToWords } from "./meta-description";

const LONG =
  "Our cardiologists and nurses run a full week of heart checks, blood pressure clinics and gentle exercise " +
  "sessions for every age, with healthy meals and talks on living well after the camp ends for good.";

describe("trimToWords", () => {
  it("keeps a text that fits, with its whitespace collapsed", () => {
    expect(trimToWords("  Checks for\n every   heart. ")).toBe("Checks for every heart.");
  });

  it("cuts a long text at a word boundary within the limit and marks the cut", () => {
    expect(LONG.length).toBeGreaterThan(DESCRIPTION_MAX);
    const trimmed = trimToWords(LONG);
    expect(trimmed.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(trimmed.endsWith("…")).toBe(true);
    const kept = trimmed.slice(0, -1);
    expect(LONG.startsWith(kept)).toBe(true);
    // The next character of the original ends a word: nothing was cut mid-word.
    expect(LONG[kept.length]).toBe(" ");
    // And no shorter cut was taken than the limit allows: the next word would not have fit.
    const nextSpace = LONG.indexOf(" ", kept.length + 1);
    expect(nextSpace + 1).toBeGreaterThan(DESCRIPTION_MAX);
  });

  it("cuts a single overlong word where it must", () => {
    const trimmed = trimToWords("x".repeat(300), 20);
    expect(trimmed).toBe(`${"x".repeat(19)}…`);
  });
});

describe("campDescription", () => {
  it("is the camp's own description when it has no dates or place", () => {
    expect(campDescription(sampleCamp({ description: LONG }), "en")).toBe(trimToWords(LONG));
  });

  it("starts with the camp's days in its own zone and its place, then its description, within the limit", () => {
    const text = campDescription(sampleCamp({ ...datedCamp, description: LONG }), "en");
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    // Dec 1 to Dec 4, 2099 in Dhaka (ICU may put thin spaces around the range dash).
    expect(text).toMatch(/^Dec 1\s*–\s*4, 2099 · Community Hall, Dhaka, Bangladesh\. Our cardiologists/);
    expect(text.endsWith("…")).toBe(true);
  });

  it("reads the days in the camp's zone, not the server's", () => {
    // 23:30 on Dec 1 in UTC is already Dec 2 in Dhaka.
    const camp = sampleCamp({ ...datedCamp, startsAt: "2099-12-01T23:30:00Z", endsAt: null });
    expect(campDescription(camp, "en")).toMatch(/^Dec 2, 2099 · /);
  });
});
