import type { MealDetail } from "@medcamp/contract";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { asAdmin, uniqueTitle } from "./harness/admin.ts";
import { renderedQueries } from "./harness/api-routes.ts";
import { applyTheme, seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { settled } from "./harness/screen-ready.ts";
import { demoCamps } from "./harness/screens.ts";

// Issue 17: the camp card and detail, designed (item 7); a camp image that fails shows an illustration (item 3);
// an unknown camp says so and is fetched once (item 5).

const ui = setupBrowser();

/** Adds a camp with `image` through the admin API; returns it as GET /api/meals/:id answers. */
async function addCamp(image: string): Promise<MealDetail> {
  const admin = await asAdmin(ui);
  const res = await admin.request.post("/api/meals", {
    data: {
      title: uniqueTitle("E2E Design Camp"),
      category: "7days",
      image,
      ingredients: ["Cardiologist", "Nurse", "Dietitian"],
      description: "Heart checks, walks by the lake and cooking classes.",
      price: 7.5,
    },
    headers: { origin: ui.baseURL },
  });
  if (res.status() !== 201) throw new Error(`adding a camp failed: ${res.status()} ${await res.text()}`);
  const { insertedId } = (await res.json()) as { insertedId: string };
  return (await (await admin.request.get(`/api/meals/${insertedId}`)).json()) as MealDetail;
}

/** The camp's card among Home's search results (the newest camps of other journeys cannot push it away). */
async function cardOnHome(page: Page, title: string): Promise<Locator> {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search camps" }).fill(title);
  const card = page
    .getByRole("region", { name: "Search Results" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await card.waitFor();
  return card;
}

/** The value a card or aside gives for a term (`dt`), shown or read only by screen readers. */
const valueOf = (scope: Locator, term: string) =>
  scope.locator("dt", { hasText: term }).first().locator("xpath=following-sibling::dd[1]").innerText();

/** Dollars as the app writes them: "$15", "$12.50". */
const fee = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} is not shown`);
  return found;
};
const bottom = (b: Box) => b.y + b.height;
const right = (b: Box) => b.x + b.width;

/** The image shows its fallback illustration: swapped, loaded (not the broken-image icon), with the camp's name. */
const showsFallback = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.hasAttribute("data-fallback") && img.complete && img.naturalWidth > 0);

describe("the camp card", () => {
  test("reads like an event listing and keeps every field of product.md §2's card", async () => {
    const camp = await addCamp(`${ui.baseURL}/images/camps/cardiology.svg`);
    const page = await ui.newPage();
    const card = await cardOnHome(page, camp.title);

    // One heading, the image above it with the camp's name, the category chip on the image.
    expect(await card.getByRole("heading").count()).toBe(1);
    const image = card.getByRole("img", { name: camp.title });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(await image.getAttribute("data-fallback")).toBeNull();
    const chip = card.getByText("Category: 7days");
    const imageBox = await box(image);
    const chipBox = await box(chip);
    expect(chipBox.y).toBeGreaterThanOrEqual(imageBox.y);
    expect(bottom(chipBox)).toBeLessThanOrEqual(bottom(imageBox));
    expect(bottom(imageBox)).toBeLessThanOrEqual((await box(card.getByRole("heading"))).y);

    // The fee is a chip on one line with the stars and the review count, not a row of a key/value table.
    expect(await valueOf(card, "Camp fees")).toBe("$7.50");
    const fee = card.locator(".badge", { hasText: "$7.50" });
    const rating = card.locator("dt", { hasText: "Rating" }).locator("xpath=following-sibling::dd[1]");
    const feeBox = await box(fee);
    const ratingBox = await box(rating);
    expect(Math.abs(feeBox.y + feeBox.height / 2 - (ratingBox.y + ratingBox.height / 2))).toBeLessThan(8);
    expect(ratingBox.x).toBeGreaterThan(right(feeBox));
    expect(await rating.locator("svg").count()).toBe(1);

    expect(await rating.innerText()).toContain(camp.rating.toFixed(1));
    expect(await valueOf(card, "Reviews")).toBe(String(camp.reviewsCount));
    expect(await valueOf(card, "Participants")).toBe(String(camp.likes));
    expect(await valueOf(card, "Healthcare professionals")).toBe("Cardiologist, Nurse, Dietitian");
    expect(await valueOf(card, "Posted")).toMatch(String(new Date(camp.postTime).getFullYear()));
    expect(await valueOf(card, "Distributor")).toBe(camp.distributor.name);
    await card.getByText(camp.description).waitFor();
    const details = card.getByRole("link", { name: `View Details: ${camp.title}` });
    expect(await details.innerText()).toContain("View Details");
    expect(await details.getAttribute("href")).toBe(`/meal/${camp._id}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => horizontalOverflow(page)).toEqual([]);
  });

  test("an image that loads is never swapped: every demo camp's card on All Camps, lazy ones too", async () => {
    const page = await ui.newPage();
    // Every page of the list, as the screen got it (`page` past the last loads them all, so the demo camps are
    // there however many camps other journeys add). Other journeys' camps point at hosts the browser cannot reach,
    // so only the demo camps' own images (served by the app) are sure to load.
    const first = (await (await page.request.get("/api/meals?limit=9")).json()) as { totalPages: number };
    type Answer = { meals: Array<{ _id: string; title: string; image: string }> };
    await page.goto(`/meals?page=${first.totalPages + 2}`);
    const images = page.getByRole("main").getByRole("article").getByRole("img");
    await settled(page);
    // The camps of every page, as the API lists them (other journeys may add camps meanwhile: those are newer).
    const meals: Answer["meals"] = [];
    for (let n = 1; n <= first.totalPages; n++) {
      meals.push(...((await (await page.request.get(`/api/meals?limit=9&page=${n}`)).json()) as Answer).meals);
    }
    expect(await images.count()).toBeGreaterThanOrEqual(9);
    const local = new Set(meals.filter((m) => m.image.startsWith("/images/")).map((m) => m.title));
    expect(await images.last().getAttribute("loading")).toBe("lazy");
    let checked = 0;
    for (const image of await images.all()) {
      if (!local.has((await image.getAttribute("alt")) ?? "")) continue;
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await image.getAttribute("data-fallback")).toBeNull();
      expect(await image.getAttribute("src")).toMatch(/^\/images\//);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(3);
    // Up to 20 pages load one after another, each with its images: room for a busy machine beside the 60 s poll.
  }, 150_000);
});

describe("the camp detail", () => {
  /** The parts of the detail page, in the order of its hierarchy. */
  const parts = (page: Page) => {
    const main = page.getByRole("main");
    return {
      image: main.getByRole("img").first(),
      title: main.getByRole("heading", { level: 1 }),
      facts: main.getByRole("complementary", { name: "Camp facts" }),
      description: main.getByRole("region", { name: "About this camp" }),
      professionals: main.getByRole("region", { name: "Healthcare professionals" }),
      join: main.getByRole("button", { name: "Join Camp" }),
      reviews: main.getByRole("region", { name: "Reviews" }),
    };
  };

  test("has a clear hierarchy: two columns on a desktop, stacked on a phone", async () => {
    const page = await ui.newPage();
    const { reviewed } = await demoCamps(page);
    // The counts come from the answer the screen was rendered with (other journeys may review this camp meanwhile):
    // the page's own data (ADR 019).
    await page.goto(`/meal/${reviewed._id}`);
    const rendered = (await renderedQueries(page)).find((q) => q.queryKey.includes(reviewed._id));
    if (!rendered) throw new Error("the camp's page was not rendered with its camp");
    const camp = rendered.state.data as MealDetail;
    const p = parts(page);
    await p.title.filter({ hasText: camp.title }).waitFor();

    // Every field of the card, the actions and the reviews with their summary.
    expect(await p.image.getAttribute("alt")).toBe(camp.title);
    expect(await valueOf(p.facts, "Camp fees")).toBe(fee(camp.price));
    expect(await valueOf(p.facts, "Category")).toBe(camp.category);
    expect(await valueOf(p.facts, "Rating")).toBe(`${camp.rating.toFixed(1)} / 5`);
    expect(await valueOf(p.facts, "Reviews")).toBe(String(camp.reviewsCount));
    expect(await valueOf(p.facts, "Participants")).toBe(String(camp.likes));
    expect(await valueOf(p.facts, "Distributor")).toBe(camp.distributor.name);
    expect(await valueOf(p.facts, "Posted")).toMatch(String(new Date(camp.postTime).getFullYear()));
    await p.description.getByText(camp.description).waitFor();
    await p.professionals.getByText(camp.ingredients.join(", "), { exact: true }).waitFor();
    await p.facts.getByRole("button", { name: "Like" }).waitFor();
    expect(await p.facts.getByRole("button", { name: "Join Camp" }).count()).toBe(1);
    await p.reviews
      .getByText(`Average rating ${camp.rating.toFixed(1)} out of 5, ${camp.reviewsCount} reviews`)
      .waitFor();
    const spread = p.reviews.getByRole("list", { name: "Ratings given" });
    for (const stars of [5, 4, 3, 2, 1]) {
      const given = camp.reviews.filter((r) => r.rating === stars).length;
      expect(
        await spread
          .getByRole("progressbar", { name: stars === 1 ? "1 star" : `${stars} stars`, exact: true })
          .getAttribute("value"),
      ).toBe(String(given));
    }
    await p.reviews.getByText(camp.reviews[0]!.comment).first().waitFor();

    // Desktop: the content on the left, the facts and actions beside it on the right, kept in view (sticky).
    const wide = {
      image: await box(p.image),
      title: await box(p.title),
      facts: await box(p.facts),
      description: await box(p.description),
      professionals: await box(p.professionals),
      reviews: await box(p.reviews),
    };
    expect(wide.image.y).toBeLessThan(wide.title.y);
    expect(wide.title.y).toBeLessThan(wide.description.y);
    expect(wide.description.y).toBeLessThan(wide.professionals.y);
    expect(wide.professionals.y).toBeLessThan(wide.reviews.y);
    expect(wide.facts.x).toBeGreaterThanOrEqual(right(wide.image));
    expect(wide.facts.y).toBeLessThan(bottom(wide.title));
    expect(wide.image.width + wide.facts.width).toBeGreaterThan(1000);
    expect(await p.facts.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");

    // Phone: one column, in the hierarchy's order, with nothing sticking out sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await box(p.facts)).x < (await box(p.image)).x + 1).toBe(true);
    const order = [p.image, p.title, p.facts, p.description, p.professionals, p.reviews];
    const narrow = await Promise.all(order.map(box));
    for (let i = 1; i < narrow.length; i++) {
      expect(narrow[i]!.y, `part ${i} is below part ${i - 1}`).toBeGreaterThanOrEqual(bottom(narrow[i - 1]!) - 1);
    }
    for (const part of narrow) expect(right(part)).toBeLessThanOrEqual(390);
    expect(bottom(await box(p.join))).toBeLessThanOrEqual(narrow[3]!.y);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test("a camp image that fails to load shows the illustration on the card and on the detail", async () => {
    const camp = await addCamp(`${ui.baseURL}/does-not-exist.png`);
    const page = await ui.newPage();
    const card = await cardOnHome(page, camp.title);
    const cardImage = card.getByRole("img", { name: camp.title });
    await expect.poll(() => showsFallback(cardImage)).toBe(true);
    const before = await box(cardImage);
    expect(before.width / before.height).toBeCloseTo(8 / 5, 1);

    await card.getByRole("link", { name: `View Details: ${camp.title}` }).click();
    await page.getByRole("heading", { level: 1, name: camp.title }).waitFor();
    const detailImage = page.getByRole("main").getByRole("img", { name: camp.title });
    await expect.poll(() => showsFallback(detailImage)).toBe(true);
    expect(await seriousViolations(page, "camp detail with a fallback image")).toEqual([]);

    // A fresh load of the page (the broken answer may come from the cache before the app listens) too.
    await page.reload();
    await expect.poll(() => showsFallback(page.getByRole("main").getByRole("img", { name: camp.title }))).toBe(true);
  });

  test("an unknown camp says This camp isn't available in the app's chrome, asks no more, and leads to All Camps", async () => {
    const page = await ui.newPage();
    const id = crypto.randomUUID();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/meals/${id}`) asked.push(request.method());
    });
    await page.goto(`/meal/${id}`);
    await page.getByRole("heading", { level: 1, name: "This camp isn't available" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.getByRole("contentinfo").waitFor();
    expect(await page.getByText("Error fetching Camp details").count()).toBe(0);
    await page.waitForLoadState("networkidle");
    // The server asked, while rendering the page (ADR 019); the browser takes its answer from the page.
    expect(asked).toEqual([]);
    expect(await seriousViolations(page, "camp unavailable light")).toEqual([]);
    await applyTheme(page, "dark");
    expect(await seriousViolations(page, "camp unavailable dark", { coloursOnly: true })).toEqual([]);

    await page.getByRole("main").getByRole("link", { name: "Browse All Camps" }).click();
    await page.waitForURL("**/meals");
    await page.getByRole("heading", { level: 1, name: "All Camps" }).waitFor();

    // A malformed id cannot be a camp either.
    await page.goto("/meal/not-a-camp");
    await page.getByRole("heading", { level: 1, name: "This camp isn't available" }).waitFor();
  });
});
