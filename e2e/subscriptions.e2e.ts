// Issue 20's browser journey: packages as monthly subscriptions. One camper, in one page, on a server of this file's
// own on a fresh PostgreSQL database: the package cards list exactly the benefits the server enforces, then the
// camper buys Silver, sees its period, is refused Silver again, upgrades to Gold for the difference, cancels the
// renewal and watches the package end.
//
// The test clock: the shared e2e server's database (PGlite, inside its process) is out of reach, so this file starts
// its own server on PostgreSQL. "Watching it end" moves the subscription's instants (its period, when the sweep looks
// at it, and the user's badge_until) back by the time left plus a minute, exactly what the passing of a month would
// do, and nothing else: the server's real renewal sweep (JOB_POLL_MS) then finds the row due and ends the package.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MESSAGES, type Subscription, type SubscriptionQuote } from "@medcamp/contract";
import pg from "pg";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { createEmptyTestDatabase, dropTestDatabase } from "../apps/server/src/test/postgres-test-database.ts";
import { signUpInBrowser } from "./harness/accounts.ts";
import { toast } from "./harness/admin.ts";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./harness/chromium.ts";
import { openCampIdAt } from "./harness/camps.ts";
import { POSTGRES_ADMIN_URL, postgresReachable } from "./harness/postgres.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { screenshotDir } from "./harness/paths.ts";
import { LIFTED_SIGN_IN_LIMIT, type RunningServer, startServer } from "./harness/server-process.ts";

const ADMIN_URL = POSTGRES_ADMIN_URL;
const TEXT = MESSAGES.subscription;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const pgUp = await postgresReachable();
if (!pgUp) console.warn(`PostgreSQL is not reachable at ${ADMIN_URL}: the subscriptions browser test is skipped.`);

const packageCard = (page: Page, name: string) =>
  page.locator("#packages li.card").filter({ has: page.getByRole("heading", { name, exact: true }) });
const yourPackage = (page: Page) => page.getByRole("region", { name: TEXT.sectionTitle });
const totalPrice = (page: Page) => page.getByRole("main").getByRole("definition").nth(1);

/** A day as the app prints it (`formatDay`), in the page's own locale and time zone. */
const dayIn = (page: Page, iso: string) =>
  page.evaluate((at) => new Date(at).toLocaleDateString(undefined, { dateStyle: "medium" }), iso);

describe.skipIf(!pgUp)("a package as a monthly subscription, in the browser (issue 20)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-subscriptions-"));
  let name = "";
  let databaseUrl = "";
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  /** The Silver period's end, which the upgrade keeps. */
  let periodEnd = "";

  const origin = () => ({ origin: server!.url });
  const mySubscription = async () =>
    ((await (await page.request.get("/api/subscription")).json()) as { subscription: Subscription | null })
      .subscription;

  /**
   * Home, then Subscribe on a card; once the checkout has asked for its quote, resolves with the same quote asked
   * again (a whole-day quote does not change meanwhile; the browser may no longer hold the first answer's body).
   */
  async function subscribeTo(pkg: string): Promise<SubscriptionQuote> {
    await page.goto("/");
    const quoted = page.waitForResponse(
      (res) => res.url().endsWith(`/api/subscription/quote?package=${pkg}`) && res.status() === 200,
    );
    await page.getByRole("button", { name: `Subscribe to ${pkg}` }).click();
    await page.waitForURL((url) => url.pathname === "/payments");
    await quoted;
    return (await (await page.request.get(`/api/subscription/quote?package=${pkg}`)).json()) as SubscriptionQuote;
  }

  async function payWithTestCard() {
    const form = page.getByRole("form", { name: "Card details" });
    await expect.poll(() => form.getByRole("button", { name: "Pay Now" }).isEnabled()).toBe(true);
    await form.getByLabel("Card number").fill("4242 4242 4242 4242");
    await form.getByLabel("Expiry (MM/YY)").fill("12/39");
    await form.getByLabel("CVC").fill("123");
    await form.getByRole("button", { name: "Pay Now" }).click();
    await page.getByText("Your transaction ID:").waitFor();
  }

  beforeAll(async () => {
    ({ name, url: databaseUrl } = await createEmptyTestDatabase(ADMIN_URL, "medcamp_subscriptions"));
    server = await startServer(path.join(dataDir, "db"), {
      env: {
        DATABASE_URL: databaseUrl,
        SEED_DEMO: "true",
        JOB_POLL_MS: "200",
        BETTER_AUTH_SECRET: "subscriptions-secret-subscriptions-0123456",
        CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
        WEB_DIST_DIR: inject("webDir"),
        AUTH_RATE_LIMIT: LIFTED_SIGN_IN_LIMIT,
      },
    });
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, reducedMotion: "reduce" });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
  }, 180_000);

  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== "fail" || !page) return;
    fs.mkdirSync(screenshotDir, { recursive: true });
    const file = path.join(screenshotDir, `subscriptions-${ctx.task.name.replace(/[^a-zA-Z0-9]+/g, "-")}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`e2e: screenshot of the failed step saved to ${file}`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (name) await dropTestDatabase(ADMIN_URL, name);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows on each package card exactly the benefits the server enforces, and no promises", async () => {
    await page.goto("/");
    const { join, monthly, cancel, waitlist, priorityBooking } = TEXT.benefits;
    const expected: Record<string, string[]> = {
      Silver: [join, monthly, cancel],
      Gold: [join, monthly, cancel, waitlist],
      Platinum: [join, monthly, cancel, waitlist, priorityBooking(48)],
    };
    for (const [pkg, benefits] of Object.entries(expected)) {
      const listed = packageCard(page, pkg).getByRole("listitem");
      await expect.poll(() => listed.allInnerTexts()).toEqual(benefits);
    }
    const cards = await page.locator("#packages").innerText();
    expect(cards).not.toMatch(/consultation|video call/i);
  });

  it("buys Silver: the checkout says what a month buys, and the test card pays it", async () => {
    await signUpInBrowser(page, server!.url, "Monthly Camper");
    const quote = await subscribeTo("Silver");
    expect(quote).toMatchObject({ action: "buy", package: "Silver", amountDue: 10 });
    const main = page.getByRole("main");
    await main.getByText(TEXT.quoteBuy(await dayIn(page, quote.endsAt)), { exact: true }).waitFor();
    expect(await totalPrice(page).innerText()).toBe("10 usd");
    await payWithTestCard();
  });

  it("shows the package, its period and when it renews on My Profile", async () => {
    const subscription = (await mySubscription())!;
    expect(subscription).toMatchObject({ package: "Silver", status: "active", autoRenew: true });
    periodEnd = subscription.endsAt;
    await page.goto("/user/profile");
    const section = yourPackage(page);
    await section.getByText("Silver", { exact: true }).waitFor();
    const end = await dayIn(page, periodEnd);
    await section.getByText(TEXT.period(await dayIn(page, subscription.startsAt), end), { exact: true }).waitFor();
    await section.getByText(TEXT.renewsOn(end), { exact: true }).waitFor();
    // A phone: the section fits 390 px with nothing sticking out sideways.
    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
  });

  it("offers nothing to buy for Silver again, and the server refuses it", async () => {
    const quote = await subscribeTo("Silver");
    expect(quote.action).toBe("held");
    const main = page.getByRole("main");
    await main.getByText(MESSAGES.payment.packageAlreadyHeld, { exact: true }).waitFor();
    await main.getByText("Your package", { exact: true }).waitFor();
    expect(await main.getByRole("form", { name: "Card details" }).count()).toBe(0);
    expect(await main.getByRole("button", { name: "Pay Now" }).count()).toBe(0);
    const intent = await page.request.post("/api/create-payment-intent", { data: { price: 10 }, headers: origin() });
    expect(intent.status()).toBe(409);
    expect(await intent.json()).toMatchObject({ code: "PACKAGE_ALREADY_HELD" });
  });

  it("upgrades to Gold for the difference over the rest of the period, which keeps its end", async () => {
    const quote = await subscribeTo("Gold");
    expect(quote).toMatchObject({ action: "upgrade", currentPackage: "Silver", package: "Gold", endsAt: periodEnd });
    const main = page.getByRole("main");
    const sentence = main.getByText(/^Upgrade from Silver now/);
    await sentence.waitFor();
    expect(await sentence.innerText()).toBe(
      TEXT.quoteUpgrade("Silver", quote.daysLeft!, await dayIn(page, periodEnd), "$15"),
    );
    // Total Price is what is due now: the difference, more than nothing and less than Gold's month.
    await expect.poll(() => totalPrice(page).innerText()).toMatch(/^\d+(\.\d\d)? usd$/);
    const shown = Number.parseFloat(await totalPrice(page).innerText());
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(15);
    const asked = (await (await page.request.get("/api/subscription/quote?package=Gold")).json()) as SubscriptionQuote;
    expect(shown).toBe(asked.amountDue);
    expect(quote.amountDue).toBe(asked.amountDue);
    await payWithTestCard();

    await page.goto("/user/profile");
    const section = yourPackage(page);
    await section.getByText("Gold", { exact: true }).waitFor();
    const end = await dayIn(page, periodEnd);
    await section.getByText(TEXT.renewsOn(end), { exact: true }).waitFor();
    expect((await mySubscription())!).toMatchObject({ package: "Gold", endsAt: periodEnd });

    await page.goto("/user/history");
    const rows = page.getByRole("main").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    const periods = await rows.locator('[data-label="Period"]').allInnerTexts();
    expect(periods).toHaveLength(2);
    // Both charges pay up to the same end: the month bought, and the upgrade for the rest of it.
    for (const period of periods) expect(period.endsWith(` – ${end}`), period).toBe(true);
    expect(new Set(await rows.locator('[data-label="Package"]').allInnerTexts())).toEqual(new Set(["Silver", "Gold"]));
  });

  it("cancels the renewal after a confirmation: the package then ends on the period's end", async () => {
    await page.goto("/user/profile");
    const section = yourPackage(page);
    await section.getByRole("button", { name: TEXT.cancel }).click();
    const dialog = page.getByRole("dialog", { name: TEXT.cancelConfirmTitle });
    await dialog.waitFor();
    const end = await dayIn(page, periodEnd);
    await dialog.getByText(TEXT.cancelConfirmText(end), { exact: true }).waitFor();
    await dialog.getByRole("button", { name: TEXT.cancelConfirm }).click();
    await toast(page, TEXT.cancelled(end)).waitFor();
    await section.getByText(TEXT.endsOn(end), { exact: true }).waitFor();
    await section.getByRole("button", { name: TEXT.resume }).waitFor();
    expect(await section.getByRole("button", { name: TEXT.cancel }).count()).toBe(0);
    expect((await mySubscription())!).toMatchObject({ package: "Gold", autoRenew: false, status: "active" });
  });

  it("watches it end: once its period is over the sweep ends it, says so, and joining needs a package again", async () => {
    const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
    const userId = session.user.id;
    // The test clock (see the top of the file): every instant of this subscription moves back by the time left
    // plus a minute, as a month passing would move "now" forward past them; the sweep does the rest.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("begin");
      const { rows } = await client.query<{ shift: string }>(
        "select (ends_at - now() + interval '1 minute')::text as shift from subscription where user_id = $1 for update",
        [userId],
      );
      const shift = rows[0]!.shift;
      await client.query(
        `update subscription set starts_at = starts_at - $2::interval, ends_at = ends_at - $2::interval,
           due_at = due_at - $2::interval where user_id = $1`,
        [userId, shift],
      );
      await client.query(`update "user" set badge_until = badge_until - $2::interval where id = $1`, [userId, shift]);
      await client.query("commit");

      // The package lapses at its period's end by itself (the badge counts only until badge_until, ADR 016), so My
      // Profile says so on the next load whether or not the sweep has run yet.
      const section = yourPackage(page);
      await expect
        .poll(
          async () => {
            await page.goto("/user/profile");
            // The section has loaded once it says either what ends when, or that there is no package.
            const none = section.getByText(TEXT.none, { exact: true });
            await none.or(section.getByText(/^Ends on /)).waitFor();
            return none.count();
          },
          { interval: 500 },
        )
        .toBe(1);
      await section.getByRole("link", { name: TEXT.seePackages }).waitFor();
      expect(await mySubscription()).toBeNull();

      // The sweep's own work: it finds the row due, ends it and tells the camper in the app.
      const ended = page.getByRole("main").getByRole("heading", { name: TEXT.endedTitle });
      await expect
        .poll(
          async () => {
            await page.goto("/user/notifications");
            await page.getByRole("heading", { level: 1, name: MESSAGES.notifications.title }).waitFor();
            await page.getByRole("main").getByRole("listitem").first().waitFor();
            return ended.count();
          },
          { interval: 500 },
        )
        .toBe(1);
      await page.getByRole("main").getByText(TEXT.endedBody("Gold"), { exact: true }).waitFor();
      const state = await client.query<{ status: string; due_at: Date | null; badge: string | null }>(
        `select s.status, s.due_at, u.badge from subscription s join "user" u on u.id = s.user_id where s.user_id = $1`,
        [userId],
      );
      expect(state.rows).toEqual([{ status: "ended", due_at: null, badge: null }]);
    } finally {
      await client.end();
    }

    const campId = await openCampIdAt(page, 0);
    await page.goto(`/meal/${campId}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, MESSAGES.camps.needSubscription).waitFor();
  });
});
