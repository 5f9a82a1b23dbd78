import { MESSAGES, type OutboxPage } from "@medcamp/contract";
import { type APIRequestContext, type Locator, type Page, request, type Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_ADMIN, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { inLanguage } from "./harness/languages.ts";
import { decodePng } from "./harness/png-pixels.ts";

// Issue 36 (ADR 025): what a new visitor does first on a public page takes effect, once, whether the app is there or
// not. Each page here is fresh and opened as the browser opens it (not through the harness's goto, which gives the
// page an input and waits for the app), in three conditions: scripts blocked, the app arriving 5 s late (every
// script but the page's own first two is held back), and normal (the app loads at the first input, ADR 020).

const ui = setupBrowser();

const CONDITIONS = ["scripts blocked", "the app 5 s late", "normal"] as const;
type Condition = (typeof CONDITIONS)[number];
const APP_DELAY_MS = 5_000;
const PHONE = { width: 390, height: 844 };
const CONFIRM_SUBJECT = "Please confirm your MedCamp newsletter subscription";

/** The seeded admin, through the API (the outbox, the test's own camps). */
let admin: APIRequestContext;
/** The scripts every page loads before its app (the starter and boot.ts): not held back when the app is late. */
let firstScripts: Set<string>;
/** A 7-day camp of this file, found by its title. */
let searchable: { id: string; title: string; word: string };
/** A camp whose picture fails to load. */
let broken: { id: string; title: string };

async function addCamp(title: string, category: string, image: string): Promise<string> {
  const res = await admin.post("/api/meals", {
    data: { title, category, image, ingredients: ["Nurse"], description: "Made by first-touch.e2e.", price: 3 },
    headers: { origin: ui.baseURL },
  });
  if (res.status() !== 201) throw new Error(`adding ${title} failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { insertedId: string }).insertedId;
}

beforeAll(async () => {
  admin = await request.newContext({ baseURL: ui.baseURL });
  const signIn = await admin.post("/api/auth/sign-in/email", {
    data: DEMO_ADMIN,
    headers: { origin: ui.baseURL },
  });
  if (signIn.status() !== 200) throw new Error(`admin sign-in failed: ${signIn.status()}`);
  const home = await (await fetch(`${ui.baseURL}/`)).text();
  firstScripts = new Set([...home.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!));
  const word = `Firsttouch${Math.random().toString(36).slice(2, 8)}`;
  const title = `${word} Eye Camp`;
  searchable = { id: await addCamp(title, "7days", `${ui.baseURL}/images/camps/cardiology.svg`), title, word };
  const brokenTitle = uniqueTitle("Missing Picture Camp");
  broken = { id: await addCamp(brokenTitle, "3days", `${ui.baseURL}/images/camps/missing.png`), title: brokenTitle };
});

afterAll(async () => {
  await admin?.dispose();
});

/** Holds back every script but the page's first two for APP_DELAY_MS: the app arrives late. */
async function holdTheAppBack(route: Route): Promise<void> {
  if (!firstScripts.has(new URL(route.request().url()).pathname)) {
    await new Promise((resolve) => setTimeout(resolve, APP_DELAY_MS));
  }
  await route.continue().catch(() => undefined); // the page may have gone on meanwhile
}

/** A visitor's fresh page at `path`, in `condition`, as the browser opens it. */
async function visit(condition: Condition, path: string, viewport?: { width: number; height: number }) {
  const page = await ui.newPage({ javaScriptEnabled: condition !== "scripts blocked", viewport });
  if (condition === "the app 5 s late") await page.route(/\/assets\/[^/]+\.js$/, holdTheAppBack);
  await page.mainFrame().goto(`${ui.baseURL}${path}`);
  return page;
}

/** Lets whatever could answer a second time do so: the late app arrives (and takes over, if it was started). */
async function afterTheApp(condition: Condition, page: Page): Promise<void> {
  if (condition === "scripts blocked") return;
  await page.waitForTimeout(condition === "the app 5 s late" ? APP_DELAY_MS + 1_500 : 1_500);
  await page.waitForLoadState();
}

/**
 * The browser's own reload (the harness's would give the page an input and wait for the app), once the page that
 * is there has loaded (a form sent without scripts may have just brought it).
 */
async function reload(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const reloaded = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
  await page.evaluate(() => location.reload()).catch(() => undefined); // the page may go before it answers
  await reloaded;
  await page.waitForLoadState("load");
}

const historyLength = (page: Page) => page.evaluate(() => history.length);
const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const chips = (scope: Locator) =>
  scope
    .locator("article")
    .getByText(/^Category: /)
    .allTextContents();

/** Every camp card in `scope` is a 7-day camp, and there is at least one. */
async function onlySevenDayCamps(scope: Locator): Promise<void> {
  await expect.poll(() => chips(scope)).not.toEqual([]);
  await expect.poll(async () => new Set(await chips(scope))).toEqual(new Set(["Category: 7days"]));
}

/** The camp cards' titles in `scope`. */
const cardTitles = (scope: Locator) => scope.locator("article").getByRole("heading").allTextContents();

describe.each(CONDITIONS)("a visitor's first touch, %s", (condition) => {
  test("on /meals, choosing 7days filters the list, once, and the URL keeps it", async () => {
    const page = await visit(condition, "/meals");
    const before = await historyLength(page);
    await page.getByLabel(MESSAGES.campCard.categoryLabel, { exact: true }).selectOption("7days");
    // Without scripts the person presses Apply filters, which is there for them.
    if (condition === "scripts blocked") await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => query(page, "category")).toBe("7days");
    await onlySevenDayCamps(page.getByRole("main"));
    await afterTheApp(condition, page);
    expect(query(page, "category")).toBe("7days");
    expect(await page.getByLabel(MESSAGES.campCard.categoryLabel, { exact: true }).inputValue()).toBe("7days");
    expect(await historyLength(page)).toBe(before + 1);
    await onlySevenDayCamps(page.getByRole("main"));
  });

  test("on / and /meals, a search typed and entered shows its results", async () => {
    await Promise.all(
      ["/", "/meals"].map(async (path) => {
        const page = await visit(condition, path);
        const box = page.getByRole("search").getByRole("searchbox");
        const results =
          path === "/" ? page.getByRole("region", { name: MESSAGES.camps.searchResults }) : page.getByRole("main");
        await box.click();
        await box.pressSequentially(searchable.word);
        await box.press("Enter");
        await expect.poll(() => query(page, "search")).toBe(searchable.word);
        await expect.poll(() => cardTitles(results)).toEqual([searchable.title]);
        await afterTheApp(condition, page);
        expect(query(page, "search")).toBe(searchable.word);
        expect(await page.getByRole("search").getByRole("searchbox").inputValue()).toBe(searchable.word);
        expect(await cardTitles(results)).toEqual([searchable.title]);
      }),
    );
  });

  test("on /, choosing the 7days tab shows 7-day camps and the URL keeps it", async () => {
    const page = await visit(condition, "/");
    await page.getByRole("tab", { name: "7days" }).click();
    await expect.poll(() => query(page, "category")).toBe("7days");
    const panel = page.getByRole("tabpanel");
    await onlySevenDayCamps(panel);
    await afterTheApp(condition, page);
    expect(query(page, "category")).toBe("7days");
    expect(await page.getByRole("tab", { name: "7days" }).getAttribute("aria-selected")).toBe("true");
    await onlySevenDayCamps(panel);
  });

  test("on /, an address filled into the newsletter box in one go is subscribed, once", async () => {
    const page = await visit(condition, "/");
    const address = `first-touch-${condition.replace(/\W+/g, "-")}-${Date.now().toString(36)}@example.org`;
    // One input event, as autofill, a password manager or a paste gives it.
    await page.getByLabel(MESSAGES.newsletter.emailLabel, { exact: true }).fill(address);
    await page.getByRole("button", { name: MESSAGES.newsletter.subscribe, exact: true }).click();
    const status = page.locator("#newsletter").getByRole("status");
    await expect.poll(() => status.textContent()).toBe(MESSAGES.newsletter.checkInbox);
    const confirmations = async () => {
      const { messages } = (await (await admin.get("/api/admin/outbox?limit=50")).json()) as OutboxPage;
      return messages.filter((m) => m.to === address && m.subject === CONFIRM_SUBJECT).length;
    };
    await expect.poll(confirmations).toBe(1);
    await afterTheApp(condition, page);
    expect(await status.textContent()).toBe(MESSAGES.newsletter.checkInbox);
    expect(await confirmations()).toBe(1);
  });

  test("on /, /meals and /meal/{id}, choosing বাংলা shows the page in Bengali, also after a reload", async () => {
    const menuInBengali = inLanguage("bn", MESSAGES.footer.quickLinks);
    const choices: Array<[string, { width: number; height: number } | undefined, (page: Page) => Promise<void>]> = [
      // A phone: the menu, then the language.
      [
        "/",
        PHONE,
        async (page) => {
          await page.getByLabel(MESSAGES.nav.menu, { exact: true }).click();
          await page.getByRole("navigation", { name: MESSAGES.nav.main }).getByRole("link", { name: "বাংলা" }).click();
        },
      ],
      // A desktop: the navbar's language menu, then the language.
      [
        "/meals",
        undefined,
        async (page) => {
          const nav = page.getByRole("navigation", { name: MESSAGES.nav.main });
          await nav.locator("summary").filter({ hasText: "English", visible: true }).click();
          await nav.getByRole("link", { name: "বাংলা" }).click();
        },
      ],
      // The footer's language menu.
      [
        `/meal/${searchable.id}`,
        undefined,
        async (page) => {
          await page.locator("footer summary").click();
          await page.locator("footer").getByRole("link", { name: "বাংলা" }).click();
        },
      ],
    ];
    await Promise.all(
      choices.map(async ([path, viewport, choose]) => {
        const page = await visit(condition, path, viewport);
        await choose(page);
        const footer = page.locator("footer");
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("bn");
        await expect.poll(() => footer.getByText(menuInBengali).count()).toBe(1);
        await afterTheApp(condition, page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe("bn");
        await reload(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("bn");
        expect(await footer.getByText(menuInBengali).count()).toBe(1);
        expect(new URL(page.url()).pathname).toBe(path);
      }),
    );
  });

  test("on /, /meals and /meal/{id}, the theme switch changes the theme, once", async () => {
    const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));
    const cases: Array<[string, { width: number; height: number } | undefined]> = [
      ["/", undefined],
      ["/meals", PHONE],
      [`/meal/${searchable.id}`, undefined],
    ];
    await Promise.all(
      cases.map(async ([path, viewport]) => {
        const page = await visit(condition, path, viewport);
        expect(await theme(page)).toBeNull(); // a new visitor on a light system
        await page.getByRole("button", { name: MESSAGES.nav.switchToDark }).click();
        await expect.poll(() => theme(page)).toBe("dark");
        await page.getByRole("button", { name: MESSAGES.nav.switchToLight }).waitFor();
        await afterTheApp(condition, page);
        expect(await theme(page)).toBe("dark");
        expect(await page.getByRole("button", { name: MESSAGES.nav.switchToDark }).count()).toBe(0);
        await reload(page);
        // Read again until the reloaded document answers: on a loaded machine the reload may still be committing.
        await expect.poll(() => theme(page).catch(() => "(navigating)")).toBe("dark");
        expect(new URL(page.url()).pathname).toBe(path);
      }),
    );
  });

  test("on /, /meals and /meal/{id}, a camp picture that fails to load shows the illustration, with no shift", async () => {
    const search = encodeURIComponent(broken.title);
    await Promise.all(
      [`/meal/${broken.id}`, `/meals?search=${search}`, `/?search=${search}`].map(async (path) => {
        const page = await visit(condition, path);
        // On Home the camp may be in a tab too: its search results are looked at.
        const scope = path.startsWith("/?")
          ? page.getByRole("region", { name: MESSAGES.camps.searchResults })
          : page.getByRole("main");
        const picture = scope.getByRole("img", { name: broken.title });
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
        const before = await picture.boundingBox();
        await expectIllustration(picture);
        if (condition === "normal") {
          // And once the app has taken the page over (a key starts it, ADR 020).
          await page.keyboard.press("Shift");
          await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
          await expectIllustration(picture);
        }
        expect(await picture.boundingBox()).toEqual(before);
      }),
    );
  });
});

/** Near enough in each of red, green and blue (the illustration is drawn scaled). */
const near = (actual: number[], expected: number[]) => actual.every((value, i) => Math.abs(value - expected[i]!) <= 8);

/**
 * What the person sees in the picture's box is the camp illustration (apps/web/src/assets/camp-fallback.svg): its sky
 * at the top and its ground strip at the bottom, not the browser's broken-image icon over the figure.
 */
async function expectIllustration(picture: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const pixels = decodePng(await picture.screenshot());
      const middle = Math.floor(pixels.width / 2);
      const sky = pixels.at(middle, 6);
      const ground = pixels.at(middle, pixels.height - 4);
      return near(sky, [0xdb, 0xea, 0xfe]) && near(ground, [0x14, 0xb8, 0xa6]);
    })
    .toBe(true);
}
