import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { setupBrowser } from "./harness/browser.ts";
import { keepOnTop, type LongWorld, longWordWorld } from "./harness/long-words.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { settled } from "./harness/screen-ready.ts";

// Issue 17, item 3: a 118-character title without spaces (and 100-character names, long professional, description
// and review words) must not make any page wider than a phone (390 px) or a desktop (1280 px).
const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TIMEOUT = 180_000;

let world: LongWorld;
beforeAll(async () => {
  world = await longWordWorld(ui);
}, 60_000);

/** A page signed in with `cookies` (none: a visitor) whose lists keep the long camps on their first page. */
async function pageLike(cookies: LongWorld["adminCookies"] | null): Promise<Page> {
  const page = await ui.newPage();
  if (cookies) await page.context().addCookies(cookies);
  await keepOnTop(page, "/api/meals", world.listedCamp);
  await keepOnTop(page, "/api/upcoming-meals", world.listedUpcoming);
  await keepOnTop(page, "/api/reviewed-meals", world.listedReviewed);
  return page;
}

/**
 * Checks the screen at a phone's and then a desktop's width: each of `shows` is visible (the long words are really
 * there) and nothing sticks out sideways. Returns the problems, labelled.
 */
async function problemsOf(page: Page, label: string, shows: (page: Page) => Locator[]): Promise<string[]> {
  const problems: string[] = [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await settled(page);
    for (const locator of shows(page)) await locator.first().waitFor();
    problems.push(...(await horizontalOverflow(page)).map((problem) => `${label} ${size.width}: ${problem}`));
  }
  return problems;
}

async function open(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await settled(page);
}

const text = (value: string) => (page: Page) => page.getByRole("main").getByText(value);

describe("long words wrap on every page, at 390 px and 1280 px", () => {
  test("the public pages", { timeout: TIMEOUT }, async () => {
    const page = await pageLike(null);
    const problems: string[] = [];
    const main = (page: Page) => page.getByRole("main");

    await open(page, "/");
    await page.getByLabel("Search camps").fill(world.title.slice(0, 100));
    problems.push(...(await problemsOf(page, "home", (p) => [main(p).getByRole("heading", { name: world.title })])));

    await open(page, "/meals");
    problems.push(...(await problemsOf(page, "/meals", (p) => [text(world.title)(p), text(world.adminName)(p)])));

    await open(page, `/meal/${world.campId}`);
    problems.push(
      ...(await problemsOf(page, "camp detail", (p) => [
        main(p).getByRole("heading", { level: 1, name: world.title }),
        text(world.camperName)(p),
        main(p).getByText(world.comment, { exact: false }),
      ])),
    );

    await open(page, "/upcoming-meals");
    problems.push(...(await problemsOf(page, "/upcoming-meals", (p) => [text(world.upcomingTitle)(p)])));

    for (const path of ["/auth/login", "/auth/register", "/privacy", "/terms"]) {
      await open(page, path);
      problems.push(...(await problemsOf(page, path, () => [])));
    }
    expect(problems).toEqual([]);
  });

  test("the camper's pages, the navbar's name and the checkout", { timeout: TIMEOUT }, async () => {
    const page = await pageLike(world.camperCookies);
    const problems: string[] = [];

    await open(page, "/user");
    problems.push(...(await problemsOf(page, "/user", (p) => [p.getByRole("heading", { level: 1 })])));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(world.camperName);
    await open(page, "/user/profile");
    problems.push(...(await problemsOf(page, "/user/profile", (p) => [text(world.camperName)(p)])));
    for (const path of ["/user/meals", "/user/reviews"]) {
      await open(page, path);
      problems.push(...(await problemsOf(page, path, (p) => [text(world.title)(p)])));
    }
    await open(page, "/user/history");
    problems.push(...(await problemsOf(page, "/user/history", (p) => [p.getByRole("main").locator("tbody tr")])));
    await open(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByLabel(/^Account menu for /)
      .click();
    problems.push(
      ...(await problemsOf(page, "account menu", (p) => [
        p.getByRole("navigation", { name: "Main" }).getByText(world.camperName),
      ])),
    );
    await open(page, "/payments");
    problems.push(...(await problemsOf(page, "/payments", () => [])));
    await open(page, `/meal/${world.campId}`);
    problems.push(...(await problemsOf(page, "camp detail (camper)", (p) => [text(world.camperName)(p)])));
    expect(problems).toEqual([]);
  });

  test("the admin's pages and lists", { timeout: TIMEOUT }, async () => {
    const page = await pageLike(world.adminCookies);
    const problems: string[] = [];

    await open(page, "/admin");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(world.adminName);
    problems.push(...(await problemsOf(page, "/admin", () => [])));
    await open(page, "/admin/profile");
    problems.push(...(await problemsOf(page, "/admin/profile", (p) => [text(world.adminName)(p)])));
    await open(page, "/admin/all-meal");
    problems.push(
      ...(await problemsOf(page, "/admin/all-meal", (p) => [text(world.title)(p), text(world.adminName)(p)])),
    );
    await open(page, "/admin/all-reviews");
    problems.push(...(await problemsOf(page, "/admin/all-reviews", (p) => [text(world.title)(p)])));
    await open(page, "/admin/add-upcomingmeal");
    problems.push(...(await problemsOf(page, "/admin/add-upcomingmeal", (p) => [text(world.upcomingTitle)(p)])));

    await open(page, "/admin/serve-meal");
    await page.getByLabel("User name").fill(world.camperName);
    await page.getByRole("button", { name: "Search" }).click();
    problems.push(
      ...(await problemsOf(page, "/admin/serve-meal", (p) => [text(world.title)(p), text(world.camperName)(p)])),
    );
    await open(page, "/admin/manage-user");
    await page.getByLabel("Search by username").fill(world.camperName);
    await page.getByRole("button", { name: "Search" }).click();
    problems.push(...(await problemsOf(page, "/admin/manage-user", (p) => [text(world.camperName)(p)])));
    expect(problems).toEqual([]);
  });
});
