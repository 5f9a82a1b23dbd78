import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, currentPage, rows, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { campIdAt } from "./harness/camps.ts";

// Issue 17, item 1: what a list shows lives in the URL, so Back, refresh and a shared link restore it. Every camp,
// request and account searched for here is made here, named with a word no other file uses.
const ui = setupBrowser();
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = async (page: Page) => (await cards(page).getByRole("heading").allInnerTexts()).sort();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const path = (page: Page) => new URL(page.url()).pathname;

/** A word that only this test's camps carry in their titles. */
const uniqueWord = () => `urlstate${Math.random().toString(36).slice(2, 8)}`;

type NewCamp = { title: string; category: "3days" | "7days" | "10days"; price: number };

/** Adds camps through the real API as the admin; returns their titles. */
async function addCamps(admin: Page, camps: NewCamp[]) {
  for (const camp of camps) {
    const res = await admin.request.post("/api/meals", {
      data: {
        ...camp,
        image: "https://example.org/e2e.png",
        ingredients: ["Nurse"],
        description: "Made by the URL state test.",
      },
      headers: { origin: ui.baseURL },
    });
    expect(res.status()).toBe(201);
  }
  return camps.map((c) => c.title);
}

/** What the All Camps controls show. */
async function allCampsControls(page: Page) {
  const priced = await page.getByLabel("Filter by Price").isChecked();
  return {
    search: await page.getByLabel("Search", { exact: true }).inputValue(),
    category: await page.getByLabel("Category").inputValue(),
    priced,
    min: priced ? await page.getByLabel("Min Price").inputValue() : "",
    max: priced ? await page.getByLabel("Max Price").inputValue() : "",
  };
}

describe("All Camps", () => {
  test("search, category, price and Load more survive a camp and Back, a refresh and a shared link", async () => {
    const admin = await asAdmin(ui);
    const word = uniqueWord();
    // Eleven match (two pages of nine); the others miss by category or by price.
    const matching = await addCamps(
      admin,
      Array.from({ length: 11 }, (_, i) => ({ title: `${word} Lake ${i + 1}`, category: "7days", price: 10 + i * 3 })),
    );
    await addCamps(admin, [
      { title: `${word} Short`, category: "3days", price: 20 },
      { title: `${word} Dear`, category: "7days", price: 55 },
    ]);

    const page = await ui.newPage();
    await page.goto("/meals");
    await cards(page).first().waitFor();
    await page.getByLabel("Search", { exact: true }).fill(word);
    await page.waitForURL((url) => url.searchParams.get("search") === word);
    await page.getByLabel("Category").selectOption("7days");
    await page.getByLabel("Filter by Price").check();
    await page.getByLabel("Min Price").fill("10");
    await page.getByLabel("Max Price").fill("40");
    await page.waitForURL((url) => url.searchParams.get("maxPrice") === "40");
    await expect.poll(() => cards(page).count()).toBe(9);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => cardTitles(page)).toEqual([...matching].sort());
    expect(query(page)).toEqual({ search: word, category: "7days", minPrice: "10", maxPrice: "40", page: "2" });
    const expected = { search: word, category: "7days", priced: true, min: "10", max: "40" };

    // A camp, then Back: the same filters and both pages.
    await cards(page)
      .filter({ hasText: `${word} Lake 11` })
      .getByRole("link", { name: /^View Details/ })
      .click();
    await page.waitForURL("**/meal/*");
    await page.goBack();
    await expect.poll(() => cardTitles(page)).toEqual([...matching].sort());
    expect(await allCampsControls(page)).toEqual(expected);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual([...matching].sort());
    expect(await allCampsControls(page)).toEqual(expected);

    const shared = await ui.newPage();
    await shared.goto(`/meals${new URL(page.url()).search}`);
    await expect.poll(() => cardTitles(shared)).toEqual([...matching].sort());
    expect(await allCampsControls(shared)).toEqual(expected);
  });

  test("typing a search adds one history entry, not one per pause", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All Camps" }).first().click();
    await page.waitForURL("**/meals");
    await cards(page).first().waitFor();
    const word = uniqueWord();
    const box = page.getByLabel("Search", { exact: true });
    // Pauses longer than the 300 ms the page waits for: each part reaches the URL on its own.
    let typed = "";
    for (const part of [word.slice(0, 4), word.slice(4, 8), word.slice(8)]) {
      typed += part;
      await box.pressSequentially(part);
      await expect.poll(() => query(page).search).toBe(typed);
    }
    expect(query(page)).toEqual({ search: word });
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/meals" && url.search === "");
    await expect.poll(() => box.inputValue()).toBe("");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
  });

  test("an empty result offers Clear filters, which shows every camp again", async () => {
    const page = await ui.newPage();
    await page.goto(`/meals?category=10days&search=${uniqueWord()}`);
    await page.getByText("No Camp found.").waitFor();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.pathname === "/meals" && url.search === "");
    await expect.poll(() => cards(page).count()).toBe(9);
    expect(await allCampsControls(page)).toEqual({ search: "", category: "All", priced: false, min: "", max: "" });
    // Back returns to the filtered view.
    await page.goBack();
    await page.getByText("No Camp found.").waitFor();
    expect((await allCampsControls(page)).category).toBe("10days");
  });

  test("a price range no camp can match offers Clear filters too", async () => {
    const page = await ui.newPage();
    await page.goto("/meals?minPrice=50&maxPrice=10");
    await page.getByText("Min Price must not be greater than Max Price.").waitFor();
    expect(await page.getByLabel("Min Price").inputValue()).toBe("50");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect.poll(() => cards(page).count()).toBe(9);
    await expect.poll(() => page.getByLabel("Filter by Price").isChecked()).toBe(false);
  });
});

describe("Home", () => {
  test("the search text and the tab survive a camp and Back, and a refresh; Clear filters empties the search", async () => {
    const admin = await asAdmin(ui);
    const word = uniqueWord();
    const [title] = await addCamps(admin, [{ title: `${word} Home`, category: "3days", price: 12 }]);
    const page = await ui.newPage();
    await page.goto("/");
    await page.getByRole("tab", { name: "10days" }).click();
    await page.getByRole("searchbox", { name: "Search camps" }).fill(word);
    const results = page.getByRole("region", { name: "Search Results" });
    await results.getByRole("article").filter({ hasText: title! }).waitFor();
    await page.waitForURL((url) => url.searchParams.get("search") === word);
    expect(query(page)).toEqual({ search: word, category: "10days" });

    const restored = async () => {
      await results.getByRole("article").filter({ hasText: title! }).waitFor();
      expect(await page.getByRole("searchbox", { name: "Search camps" }).inputValue()).toBe(word);
      expect(await page.getByRole("tab", { name: "10days" }).getAttribute("aria-selected")).toBe("true");
    };
    await results.getByRole("link", { name: `View Details: ${title}` }).click();
    await page.waitForURL("**/meal/*");
    await page.goBack();
    await restored();
    await page.reload();
    await restored();

    await page.getByRole("searchbox", { name: "Search camps" }).fill(uniqueWord());
    await results.getByText("No camps found.").waitFor();
    await results.getByRole("link", { name: "Clear filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("search") === null);
    expect(query(page)).toEqual({ category: "10days" });
    await expect.poll(() => page.getByRole("searchbox", { name: "Search camps" }).inputValue()).toBe("");
    expect(await page.getByRole("region", { name: "Search Results" }).count()).toBe(0);
  });

  test("Discover in Total Campaing opens All Camps", async () => {
    const page = await ui.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: "Discover" }).click();
    await page.waitForURL((url) => url.pathname === "/meals");
    await page.getByRole("heading", { level: 1, name: "All Camps" }).waitFor();
  });
});

describe("admin lists", () => {
  test("Manage Camps: the order survives a refresh and a shared link, and Back steps through it", async () => {
    const page = await asAdmin(ui);
    await page.goto("/admin/all-meal");
    await rows(page).first().waitFor();
    await page.getByLabel("Sort By").selectOption("likes");
    await page.waitForURL((url) => url.searchParams.get("sort") === "likes");
    await page.getByLabel("Per page").selectOption("2");
    await page
      .getByRole("navigation", { name: "Camp pages" })
      .getByRole("button", { name: "Page 2", exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    expect(query(page)).toEqual({ sort: "likes", limit: "2", page: "2" });

    // The order is the API's own answer for the same query (the most liked first), read again while others change it.
    const sameAsApi = async () => {
      const answer = await page.request.get("/api/meals?category=All&sortBy=likes&page=2&limit=2");
      const titles = ((await answer.json()) as { meals: { title: string }[] }).meals.map((m) => m.title);
      return JSON.stringify(await rows(page).locator("td:nth-child(2)").allInnerTexts()) === JSON.stringify(titles);
    };
    await expect.poll(sameAsApi).toBe(true);

    await page.reload();
    expect(await page.getByLabel("Sort By").inputValue()).toBe("likes");
    await expect.poll(() => currentPage(page)).toBe("2");
    await expect.poll(sameAsApi).toBe(true);

    const shared = await asAdmin(ui);
    await shared.goto(`/admin/all-meal${new URL(page.url()).search}`);
    expect(await shared.getByLabel("Sort By").inputValue()).toBe("likes");
    await expect.poll(() => currentPage(shared)).toBe("2");

    await page.goBack();
    await expect.poll(() => currentPage(page)).toBe("1");
    expect(await page.getByLabel("Sort By").inputValue()).toBe("likes");
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/admin/all-meal" && url.search === "");
    await expect.poll(() => page.getByLabel("Sort By").inputValue()).toBe("");
  });

  test("Serve Camp: the search survives a camp, a refresh and Back; an empty one offers Clear filters", async () => {
    const admin = await asAdmin(ui);
    const camper = await ui.newPage();
    const name = uniqueTitle("Url Camper");
    await signUpInBrowser(camper, ui.baseURL, name);
    await buyPackageInBrowser(camper, ui.baseURL, 10);
    for (let i = 0; i < 2; i++) {
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle(`E2E Url Camp ${i + 1}`));
      const joined = await camper.request.post("/api/meal/request", {
        data: { mealId: camp.id },
        headers: { origin: ui.baseURL },
      });
      expect(joined.status()).toBe(201);
    }

    await admin.goto("/admin/serve-meal");
    await rows(admin).first().waitFor();
    await admin.getByLabel("User name").fill(name);
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.waitForURL((url) => url.searchParams.get("username") === name);
    await expect.poll(() => rows(admin).count()).toBe(2);

    await admin.reload();
    expect(await admin.getByLabel("User name").inputValue()).toBe(name);
    await expect.poll(() => rows(admin).count()).toBe(2);
    expect(new Set(await rows(admin).locator("td:nth-child(2)").allInnerTexts())).toEqual(new Set([name]));

    await admin.goBack();
    await admin.waitForURL((url) => url.pathname === "/admin/serve-meal" && url.search === "");
    await expect.poll(() => admin.getByLabel("User name").inputValue()).toBe("");
    await admin.goForward();
    await expect.poll(() => rows(admin).count()).toBe(2);
    await expect.poll(() => admin.getByLabel("User name").inputValue()).toBe(name);

    await admin.getByLabel("User email").fill("nobody-at-all@example.org");
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.getByText("No Meal Request found").waitFor();
    await admin.getByRole("link", { name: "Clear filters" }).click();
    await admin.waitForURL((url) => url.search === "");
    await rows(admin).first().waitFor();
    await expect.poll(() => admin.getByLabel("User name").inputValue()).toBe("");
    await expect.poll(() => admin.getByLabel("User email").inputValue()).toBe("");
  });

  test("Manage Users: the search survives a refresh, a shared link and Back; an empty one offers Clear filters", async () => {
    const admin = await asAdmin(ui);
    const camper = await ui.newPage();
    const { email } = await signUpInBrowser(camper, ui.baseURL, uniqueTitle("Url User"));

    await admin.goto("/admin/manage-user");
    await rows(admin).first().waitFor();
    await admin.getByLabel("Search by email").fill(email);
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.waitForURL((url) => url.searchParams.get("email") === email);
    await expect.poll(() => rows(admin).locator("td:nth-child(2)").allInnerTexts()).toEqual([email]);

    await admin.reload();
    expect(await admin.getByLabel("Search by email").inputValue()).toBe(email);
    await expect.poll(() => rows(admin).locator("td:nth-child(2)").allInnerTexts()).toEqual([email]);

    const shared = await asAdmin(ui);
    await shared.goto(`/admin/manage-user${new URL(admin.url()).search}`);
    await expect.poll(() => rows(shared).locator("td:nth-child(2)").allInnerTexts()).toEqual([email]);

    await admin.goBack();
    await admin.waitForURL((url) => url.pathname === "/admin/manage-user" && url.search === "");
    await expect.poll(() => admin.getByLabel("Search by email").inputValue()).toBe("");

    await admin.getByLabel("Search by username").fill(uniqueWord());
    await admin.getByRole("button", { name: "Search" }).click();
    await admin.getByText("No users found.").waitFor();
    await admin.getByRole("link", { name: "Clear filters" }).click();
    await admin.waitForURL((url) => url.search === "");
    await rows(admin).first().waitFor();
    await expect.poll(() => admin.getByLabel("Search by username").inputValue()).toBe("");
  });
});

describe("user area lists", () => {
  // They have no sort or search: their page and page size are what the URL keeps (sara's seeded reviews, read only).
  test("My Reviews: page and size survive a camp and Back, and a refresh", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "sara@medcamp.dev");
    await page.goto("/user/reviews");
    await rows(page).first().waitFor();
    const firstTitle = () => rows(page).first().locator("td").first().innerText();
    await page.getByLabel("Per page").selectOption("1");
    await expect.poll(() => rows(page).count()).toBe(1);
    const pageOne = await firstTitle();
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    expect(query(page)).toEqual({ limit: "1", page: "2" });
    // Page 1's row stays until page 2's arrives.
    await expect.poll(firstTitle).not.toBe(pageOne);
    const title = await firstTitle();

    await rows(page).first().getByRole("link", { name: "View camp" }).click();
    await page.waitForURL("**/meal/*");
    await page.goBack();
    await expect.poll(() => currentPage(page)).toBe("2");
    await expect.poll(firstTitle).toBe(title);
    expect(await page.getByLabel("Per page").inputValue()).toBe("1");

    await page.reload();
    await expect.poll(() => currentPage(page)).toBe("2");
    await expect.poll(firstTitle).toBe(title);
  });
});

describe("direct loads", () => {
  test("/, /meals and /meal/:id load without a HydrateFallback warning", async () => {
    const id = await campIdAt(await ui.newPage(), 0);
    for (const at of ["/", "/meals", `/meal/${id}`]) {
      const page = await ui.newPage();
      const messages: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning" || message.type() === "error") messages.push(message.text());
      });
      await page.goto(at);
      await page.getByRole("main").getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("contentinfo").waitFor();
      expect(
        messages.filter((text) => /HydrateFallback/.test(text)),
        at,
      ).toEqual([]);
      expect(path(page)).toBe(at);
    }
  });
});
