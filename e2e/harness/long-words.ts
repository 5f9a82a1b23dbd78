import type { BrowserContext, Page } from "playwright-core";
import { buyPackageInBrowser, signUpInBrowser } from "./accounts.ts";
import { asAdmin, newAdmin } from "./admin.ts";
import type { BrowserFixture } from "./browser.ts";

/** `length` characters without a space, starting with `prefix` and a random tag (so each run finds its own rows). */
export function longWord(prefix: string, length: number): string {
  const start = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  return (start + "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(10)).slice(0, length);
}

type Listed = { _id: string };

/** The item with id `id` in the first 50 rows of the list GET `path` answers (`{ anyKey: [...] }` or `[...]`). */
async function listed(page: Page, path: string, id: string): Promise<Listed> {
  const res = await page.request.get(path);
  if (res.status() !== 200) throw new Error(`GET ${path} failed: ${res.status()}`);
  const item = rowsOf(await res.json())?.find((row) => row._id === id);
  if (!item) throw new Error(`GET ${path} does not list ${id}`);
  return item;
}

function rowsOf(body: unknown): Listed[] | undefined {
  if (Array.isArray(body)) return body as Listed[];
  if (body && typeof body === "object") {
    return Object.values(body).find(
      (value): value is Listed[] => Array.isArray(value) && value.every((row) => row && typeof row === "object"),
    );
  }
  return undefined;
}

/**
 * Keeps `item` (as the server listed it) on the first page of GET `pathname`: journeys running meanwhile add camps
 * of their own, which could push it off. The answer is the server's, with the item put first when missing.
 */
export async function keepOnTop(page: Page, pathname: string, item: Listed): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as unknown;
      const rows = rowsOf(body);
      if (rows && !rows.some((row) => row._id === item._id)) {
        rows.unshift(item);
        if (rows.length > 1) rows.pop();
      }
      return route.fulfill({ response, json: body });
    },
  );
}

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

export interface LongWorld {
  /** 118 characters, no space. */
  title: string;
  upcomingTitle: string;
  /** The admin who added the camps (their distributor), signed in on `admin`. */
  adminName: string;
  camperName: string;
  comment: string;
  campId: string;
  /** Session cookies of the admin and of the camper, for pages of later tests (`context.addCookies`). */
  adminCookies: Cookies;
  camperCookies: Cookies;
  /** The camps as the lists answer them, for `keepOnTop`. */
  listedCamp: Listed;
  listedUpcoming: Listed;
  listedReviewed: Listed;
}

/**
 * A camp and an upcoming camp with 118-character titles and a long professional and description word, added by an
 * admin with a 100-character name; a camper with a 100-character name who joined the camp, paid, and reviewed it
 * with a long word.
 */
export async function longWordWorld(ui: BrowserFixture): Promise<LongWorld> {
  const headers = { origin: ui.baseURL };
  const seeded = await asAdmin(ui);
  const adminName = longWord("Admin", 100);
  const { page: admin } = await newAdmin(ui, seeded, adminName);
  const title = longWord("LongCamp", 118);
  const upcomingTitle = longWord("LongUpcoming", 118);
  const camp = (name: string) => ({
    title: name,
    category: "3days",
    image: "https://example.org/e2e.png",
    ingredients: [longWord("Professional", 80), "Nurse"],
    description: `A camp with a long word: ${longWord("Description", 400)}`,
    price: 7.5,
  });
  const added = await admin.request.post("/api/meals", { data: camp(title), headers });
  if (added.status() !== 201) throw new Error(`adding the camp failed: ${added.status()} ${await added.text()}`);
  const campId = ((await added.json()) as { insertedId: string }).insertedId;
  const upcoming = await admin.request.post("/api/upcoming-meals", { data: camp(upcomingTitle), headers });
  if (upcoming.status() !== 201) throw new Error(`adding the upcoming camp failed: ${upcoming.status()}`);
  const upcomingId = ((await upcoming.json()) as { insertedId: string }).insertedId;

  const camper = await ui.newPage();
  const camperName = longWord("Camper", 100);
  await signUpInBrowser(camper, ui.baseURL, camperName);
  await buyPackageInBrowser(camper, ui.baseURL, 10);
  const joined = await camper.request.post("/api/meal/request", { data: { mealId: campId }, headers });
  if (joined.status() !== 201) throw new Error(`joining failed: ${joined.status()} ${await joined.text()}`);
  const comment = `Great camp ${longWord("Review", 300)}`;
  const reviewed = await camper.request.post(`/api/meals/${campId}/review`, {
    data: { comment, rating: 5 },
    headers,
  });
  if (reviewed.status() !== 201) throw new Error(`reviewing failed: ${reviewed.status()} ${await reviewed.text()}`);

  return {
    title,
    upcomingTitle,
    adminName,
    camperName,
    comment,
    campId,
    adminCookies: await admin.context().cookies(),
    camperCookies: await camper.context().cookies(),
    listedCamp: await listed(admin, "/api/meals?category=All&limit=50", campId),
    listedUpcoming: await listed(admin, "/api/upcoming-meals?limit=50", upcomingId),
    listedReviewed: await listed(admin, "/api/reviewed-meals?limit=50", campId),
  };
}
