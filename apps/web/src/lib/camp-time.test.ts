import { describe, expect, it } from "vitest";
import { formatCampDates, googleCalendarUrl, isEnded, mapsUrl, placeLine } from "./camp-time";

/** Dec 1, 9:00 in Dhaka (UTC+6) for three days. */
const dhaka = { startsAt: "2026-12-01T09:00:00+06:00", endsAt: "2026-12-04T09:00:00+06:00", timezone: "Asia/Dhaka" };
const en = { locale: "en-US" };
const place = { venue: "Community Hall", address: "12 Lake Road", city: "Dhaka", country: "Bangladesh" };

describe("formatCampDates", () => {
  it("writes the start and end in the camp's zone, the end without its year when it is the same", () => {
    expect(formatCampDates(dhaka, { ...en, viewerZone: "Asia/Dhaka" })).toBe(
      "Tue, Dec 1, 2026, 9:00 AM – Fri, Dec 4, 9:00 AM",
    );
  });

  it("names the camp's zone when the viewer is elsewhere, and still shows the camp's local time", () => {
    expect(formatCampDates(dhaka, { ...en, viewerZone: "Europe/London" })).toBe(
      "Tue, Dec 1, 2026, 9:00 AM – Fri, Dec 4, 9:00 AM (Asia/Dhaka)",
    );
  });

  it("treats two names of one zone as the viewer's zone", () => {
    const kolkata = { startsAt: "2026-06-01T10:00:00+05:30", endsAt: null, timezone: "Asia/Calcutta" };
    expect(formatCampDates(kolkata, { ...en, viewerZone: "Asia/Kolkata" })).toBe("Mon, Jun 1, 2026, 10:00 AM");
  });

  it("gives the end its year when the camp runs into the next year", () => {
    const newYear = { startsAt: "2026-12-30T09:00:00Z", endsAt: "2027-01-02T09:00:00Z", timezone: "UTC" };
    expect(formatCampDates(newYear, { ...en, viewerZone: "UTC" })).toBe(
      "Wed, Dec 30, 2026, 9:00 AM – Sat, Jan 2, 2027, 9:00 AM",
    );
  });

  it("is null for a camp without dates", () => {
    expect(formatCampDates({ startsAt: null, endsAt: null, timezone: null })).toBeNull();
    expect(formatCampDates({})).toBeNull();
  });
});

describe("isEnded", () => {
  it("is true from the end on, false before it and for undated camps", () => {
    expect(isEnded(dhaka, new Date("2026-12-04T03:00:00Z"))).toBe(true);
    expect(isEnded(dhaka, new Date("2026-12-04T02:59:59Z"))).toBe(false);
    expect(isEnded({ startsAt: null, endsAt: null, timezone: null }, new Date("2100-01-01"))).toBe(false);
  });
});

describe("googleCalendarUrl", () => {
  it("links to a Google Calendar event in UTC stamps with the camp's zone, place and page", () => {
    const camp = { ...dhaka, title: "Eye Camp", description: "Free checks.", location: place };
    const url = new URL(googleCalendarUrl(camp, "https://medcamp.dev/meal/c1")!);
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Eye Camp");
    expect(url.searchParams.get("dates")).toBe("20261201T030000Z/20261204T030000Z");
    expect(url.searchParams.get("ctz")).toBe("Asia/Dhaka");
    expect(url.searchParams.get("location")).toBe("Community Hall, 12 Lake Road, Dhaka, Bangladesh");
    expect(url.searchParams.get("details")).toBe("https://medcamp.dev/meal/c1\n\nFree checks.");
  });

  it("cuts a long description and leaves out a missing place", () => {
    const camp = { ...dhaka, title: "Eye Camp", description: "x".repeat(3000), location: null };
    const url = new URL(googleCalendarUrl(camp, "https://medcamp.dev/meal/c1")!);
    expect(url.searchParams.has("location")).toBe(false);
    expect(url.searchParams.get("details")).toHaveLength(1000);
  });

  it("is null for a camp without dates", () => {
    const camp = { startsAt: null, endsAt: null, timezone: null, title: "T", description: "D" };
    expect(googleCalendarUrl(camp, "https://medcamp.dev/meal/c1")).toBeNull();
  });
});

describe("mapsUrl", () => {
  it("points OpenStreetMap at the coordinates when the camp has them", () => {
    expect(mapsUrl({ ...place, lat: 23.81, lng: 90.41 })).toBe(
      "https://www.openstreetmap.org/?mlat=23.81&mlon=90.41#map=16/23.81/90.41",
    );
  });

  it("searches OpenStreetMap for the address, city and country otherwise", () => {
    expect(mapsUrl(place)).toBe(
      "https://www.openstreetmap.org/search?query=12%20Lake%20Road%2C%20Dhaka%2C%20Bangladesh",
    );
  });

  it("writes a place on one line", () => {
    expect(placeLine(place)).toBe("Community Hall, 12 Lake Road, Dhaka, Bangladesh");
  });
});
