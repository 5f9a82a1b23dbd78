import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { asAdmin } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";

// Issue 18, item 3: All Camps finds camps by time and place, and the URL keeps the filters. The camps are made here
// in two cities no other file uses, so the lists are this test's own whatever else the shared server holds.
const ui = setupBrowser();
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const titles = (page: Page) => cards(page).getByRole("heading").allInnerTexts();
const sortedTitles = async (page: Page) => (await titles(page)).sort();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** A word only this run's camps and cities carry; the cities start with "Aa" to be near the top of the select. */
const uniqueWord = () => `schedfilter${Math.random().toString(36).slice(2, 8)}`;

type DatedCamp = { title: string; city: string; startsAt: string };

/** Adds dated, located camps through the real API as the admin, all in Dhaka's time zone (UTC+6). */
async function addDatedCamps(admin: Page, camps: DatedCamp[]) {
  for (const { title, city, startsAt } of camps) {
    const res = await admin.request.post("/api/meals", {
      data: {
        title,
        category: "3days",
        image: "https://example.org/e2e.png",
        ingredients: ["Nurse"],
        description: "Made by the schedule filters test.",
        price: 5,
        startsAt,
        timezone: "Asia/Dhaka",
        location: { venue: "Town Hall", address: "1 Main Road", city, country: "Bangladesh" },
      },
      headers: { origin: ui.baseURL },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** What the time and place controls show; From and To only while Pick dates is chosen. */
async function controls(page: Page) {
  const day = async (label: string) => {
    const field = page.getByLabel(label, { exact: true });
    return (await field.count()) > 0 ? await field.inputValue() : "";
  };
  return {
    city: await page.getByLabel("City", { exact: true }).inputValue(),
    when: await page.getByLabel("When", { exact: true }).inputValue(),
    from: await day("From"),
    to: await day("To"),
  };
}

describe("All Camps by time and place", () => {
  test("picked dates and a city narrow the list, and survive a reload, Back and Forward, and a shared link", async () => {
    const admin = await asAdmin(ui);
    const word = uniqueWord();
    const north = `Aa North ${word}`;
    const south = `Aa South ${word}`;
    const camp = { march: `${word} March`, may: `${word} May`, april: `${word} April`, south: `${word} South` };
    await addDatedCamps(admin, [
      { title: camp.march, city: north, startsAt: "2031-03-10T09:00:00+06:00" },
      { title: camp.may, city: north, startsAt: "2031-05-20T09:00:00+06:00" },
      // 31 March in UTC but 1 April in Dhaka: the days are read in the camp's own zone, so March leaves it out.
      { title: camp.april, city: north, startsAt: "2031-04-01T01:00:00+06:00" },
      { title: camp.south, city: south, startsAt: "2031-03-12T09:00:00+06:00" },
    ]);
    const northCamps = [camp.march, camp.may, camp.april].sort();

    const page = await ui.newPage();
    await page.goto("/meals");
    await cards(page).first().waitFor();

    // The city select is filled from the data: this run's city is there to choose.
    await page.getByLabel("City", { exact: true }).selectOption(north);
    await page.waitForURL((url) => url.searchParams.get("city") === north);
    await expect.poll(() => sortedTitles(page)).toEqual(northCamps);

    await page.getByLabel("When", { exact: true }).selectOption({ label: "Pick dates" });
    await page.getByLabel("From", { exact: true }).fill("2031-03-01");
    await page.getByLabel("To", { exact: true }).fill("2031-03-31");
    await page.waitForURL((url) => url.searchParams.get("to") === "2031-03-31");
    await expect.poll(() => titles(page)).toEqual([camp.march]);
    const filtered = { city: north, when: "dates", from: "2031-03-01", to: "2031-03-31" };
    expect(query(page)).toEqual(filtered);

    await page.reload();
    await expect.poll(() => titles(page)).toEqual([camp.march]);
    await expect.poll(() => controls(page)).toEqual(filtered);

    // Back: first the days (Pick dates still chosen), then the When choice, then the city.
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ city: north, when: "dates" });
    await expect.poll(() => sortedTitles(page)).toEqual(northCamps);
    await expect.poll(() => controls(page)).toEqual({ city: north, when: "dates", from: "", to: "" });
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({ city: north });
    await expect.poll(() => controls(page)).toEqual({ city: north, when: "any", from: "", to: "" });
    await expect.poll(() => sortedTitles(page)).toEqual(northCamps);
    await page.goBack();
    await expect.poll(() => query(page)).toEqual({});
    await expect.poll(() => page.getByLabel("City", { exact: true }).inputValue()).toBe("");

    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expect.poll(() => titles(page)).toEqual([camp.march]);
    await expect.poll(() => controls(page)).toEqual(filtered);

    const shared = await ui.newPage();
    await shared.goto(`/meals${new URL(page.url()).search}`);
    await expect.poll(() => titles(shared)).toEqual([camp.march]);
    await expect.poll(() => controls(shared)).toEqual(filtered);
  });

  test("Soonest first orders a city's camps by their start, and a reload keeps it", async () => {
    const admin = await asAdmin(ui);
    const word = uniqueWord();
    const city = `Aa East ${word}`;
    const later = `${word} Later`;
    const sooner = `${word} Sooner`;
    await addDatedCamps(admin, [
      { title: sooner, city, startsAt: "2031-06-01T09:00:00+06:00" },
      { title: later, city, startsAt: "2031-08-01T09:00:00+06:00" },
    ]);

    const page = await ui.newPage();
    await page.goto(`/meals?city=${encodeURIComponent(city)}`);
    await expect.poll(() => sortedTitles(page)).toEqual([later, sooner].sort());
    expect(await page.getByLabel("Sort by", { exact: true }).inputValue()).toBe("");
    await page.getByLabel("Sort by", { exact: true }).selectOption({ label: "Soonest first" });
    await page.waitForURL((url) => url.searchParams.get("sort") === "startsAt");
    await expect.poll(() => titles(page)).toEqual([sooner, later]);
    await page.reload();
    await expect.poll(() => titles(page)).toEqual([sooner, later]);
    expect(await page.getByLabel("Sort by", { exact: true }).inputValue()).toBe("startsAt");
  });
});
