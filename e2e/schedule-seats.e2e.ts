import { readFile } from "node:fs/promises";
import { MESSAGES } from "@medcamp/contract";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { asAdmin, fillCamp, rows, toast, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";

// Issue 18: a dated, located camp with two seats, three campers and the waitlist, seen on every screen.
const ui = setupBrowser();
/** Room for a busy machine; a real failure still fails. */
const confirmOk = (page: Page) => page.getByRole("dialog").getByRole("button", { name: "OK", exact: true }).click();
const main = (page: Page) => page.getByRole("main");

async function newCamper(name: string) {
  const page = await ui.newPage();
  const camper = await signUpInBrowser(page, ui.baseURL, name);
  await buyPackageInBrowser(page, ui.baseURL, 10);
  return { page, ...camper };
}

/** The camper's Status cell on My Camp Requests for the camp. */
async function myStatus(page: Page, title: string) {
  await page.goto("/user/meals");
  const row = rows(page).filter({ hasText: title });
  await row.waitFor();
  return row;
}

describe("seats and the waitlist in the browser", () => {
  test("two campers take the seats, a third waits at position 1 and is seated when the first cancels", async () => {
    const title = uniqueTitle("E2E Two Seat Camp");
    const city = `Seatville ${Math.random().toString(36).slice(2, 7)}`;
    const admin = await asAdmin(ui);

    // The admin adds a dated, located, 2-seat camp through the Add camp form.
    await admin.goto("/admin/add-meal");
    const form = main(admin).locator("form");
    await fillCamp(form, title);
    await form.getByLabel("Starts", { exact: true }).fill("2099-12-01T09:00");
    await form.getByLabel("Time zone").selectOption("Asia/Dhaka");
    await form.getByLabel("Venue", { exact: true }).fill("Lakeside Community Hall");
    await form.getByLabel("Address", { exact: true }).fill("12 Lake Road");
    await form.getByLabel("City", { exact: true }).fill(city);
    await form.getByLabel("Country", { exact: true }).fill("Bangladesh");
    await form.getByLabel("Capacity", { exact: true }).fill("2");
    await form.getByRole("button", { name: /add camp/i }).click();
    await toast(admin, MESSAGES.success.campAdded).waitFor();
    const found = await admin.request.get(`/api/meals?search=${encodeURIComponent(title)}`);
    const [camp] = ((await found.json()) as { meals: Array<{ _id: string; startsAt: string; capacity: number }> })
      .meals;
    expect(camp).toMatchObject({ startsAt: "2099-12-01T03:00:00.000Z", capacity: 2 });
    const campId = camp!._id;

    const [first, second, third] = [
      await newCamper(`Seat One ${city}`),
      await newCamper(`Seat Two ${city}`),
      await newCamper(`Seat Three ${city}`),
    ];

    // The detail says when, where and how many seats are left.
    await first.page.goto(`/meal/${campId}`);
    await main(first.page).getByText(MESSAGES.schedule.seatsLeft(2, 2)).waitFor();
    await main(first.page).getByText("Lakeside Community Hall").waitFor();
    const maps = main(first.page).getByRole("link", { name: new RegExp(MESSAGES.schedule.openInMaps) });
    expect(await maps.getAttribute("href")).toContain("openstreetmap.org");
    await main(first.page).getByRole("button", { name: "Join Camp" }).click();
    await toast(first.page, MESSAGES.success.mealRequested).waitFor();
    await main(first.page).getByText(MESSAGES.schedule.seatsLeft(1, 2)).waitFor();

    await second.page.goto(`/meal/${campId}`);
    await main(second.page).getByRole("button", { name: "Join Camp" }).click();
    await toast(second.page, MESSAGES.success.mealRequested).waitFor();
    await main(second.page).getByText(MESSAGES.schedule.full).first().waitFor();

    // The third camper is told what will happen, and waits at position 1.
    await third.page.goto(`/meal/${campId}`);
    await main(third.page).getByRole("button", { name: "Join the waitlist" }).click();
    await toast(third.page, MESSAGES.schedule.waitlisted(1)).waitFor();
    await main(third.page).getByText("Waitlisted (position 1)").waitFor();
    await third.page.reload();
    await main(third.page).getByText("Waitlisted (position 1)").waitFor();
    await (await myStatus(third.page, title)).getByText("Waitlisted (position 1)").waitFor();

    // The card on All Camps says the camp is full.
    await third.page.goto(`/meals?city=${encodeURIComponent(city)}`);
    const card = main(third.page).locator("article, li").filter({ hasText: title }).first();
    await card.getByText(MESSAGES.schedule.full).waitFor();

    // Serve Camp shows the seat-holders and the waitlist apart.
    await admin.goto(`/admin/serve-meal?status=waitlisted&username=${encodeURIComponent(city)}`);
    await rows(admin).filter({ hasText: third.email }).getByText("Waitlist #1").waitFor();
    expect(await rows(admin).count()).toBe(1);
    await admin.goto(`/admin/serve-meal?status=seated&username=${encodeURIComponent(city)}`);
    await expect.poll(() => rows(admin).count()).toBe(2);
    expect(await rows(admin).filter({ hasText: third.email }).count()).toBe(0);

    // The first camper cancels: the third now holds the seat.
    const mine = await myStatus(first.page, title);
    await mine.getByRole("button", { name: "Cancel" }).click();
    await confirmOk(first.page);
    await first.page.getByText(MESSAGES.success.requestCancelled).waitFor();

    await third.page.goto(`/meal/${campId}`);
    await main(third.page).getByRole("button", { name: "Requested" }).waitFor();
    await (await myStatus(third.page, title)).getByText("pending").waitFor();
    await admin.goto(`/admin/serve-meal?status=seated&username=${encodeURIComponent(city)}`);
    await rows(admin).filter({ hasText: third.email }).waitFor();
    await admin.goto(`/admin/serve-meal?status=waitlisted&username=${encodeURIComponent(city)}`);
    await expect.poll(() => rows(admin).count()).toBe(0);
  });

  test("Add to calendar downloads a valid iCalendar file of the camp", async () => {
    const admin = await asAdmin(ui);
    const title = uniqueTitle("E2E Calendar Camp");
    const res = await admin.request.post("/api/meals", {
      data: {
        title,
        category: "7days",
        image: "https://example.org/e2e.png",
        ingredients: ["Nurse"],
        description: "Bring your vaccination card.",
        price: 0,
        startsAt: "2099-06-01T08:00:00+05:45",
        timezone: "Asia/Kathmandu",
        location: { venue: "Patan Hall", address: "Mangal Bazar", city: "Lalitpur", country: "Nepal" },
      },
      headers: { origin: ui.baseURL },
    });
    const campId = ((await res.json()) as { insertedId: string }).insertedId;

    const page = await ui.newPage();
    await page.goto(`/meal/${campId}`);
    await main(page).getByRole("button", { name: MESSAGES.schedule.addToCalendar }).click();
    const google = page.getByRole("menuitem", { name: "Google Calendar" });
    expect(await google.getAttribute("href")).toContain("calendar.google.com");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Download .ics file" }).click(),
    ]);
    const text = await readFile((await download.path())!, "utf8");
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(title);
    expect(event.uid).toBe(`${campId}@medcamp`);
    // The camp's own zone and local hour; ical.js reads them with the file's own VTIMEZONE, which gives the instant.
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Asia/Kathmandu");
    expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Asia/Kathmandu");
    expect(event.startDate.toString()).toBe("2099-06-01T08:00:00");
    expect(event.startDate.toJSDate().toISOString()).toBe("2099-06-01T02:15:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2099-06-08T02:15:00.000Z");
    expect(event.location).toContain("Patan Hall");
  });
});
