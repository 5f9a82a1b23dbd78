import { MESSAGES, type Overview } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addCampByApi, asAdmin, rows, uniqueTitle } from "./harness/admin.ts";
import { applyTheme, seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

const ui = setupBrowser();
const TIMEOUT = 120_000;
const M = MESSAGES.overview;
const A = MESSAGES.audit;

/** How many of a canvas's pixels are painted (not transparent): a drawn chart has many. */
const paintedPixels = (page: Page, index: number) =>
  page.evaluate((i) => {
    const canvas = document.querySelectorAll<HTMLCanvasElement>(".overview-chart canvas")[i]!;
    const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let k = 3; k < data.length; k += 4) if (data[k]! > 0) painted++;
    return painted;
  }, index);

/** Opens every "Show as table" and returns each chart's table: its caption and the number of body rows. */
async function chartTables(page: Page) {
  const cards = page.getByRole("main").locator("figure");
  const tables: { title: string; rows: number }[] = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    await card.getByText(M.showTable, { exact: true }).click();
    const table = card.getByRole("table");
    await table.waitFor();
    tables.push({ title: await card.locator("figcaption").innerText(), rows: await table.locator("tbody tr").count() });
  }
  return tables;
}

describe("the admin overview and audit log (issue 23)", () => {
  test(
    "the overview shows the key figures and draws four charts, each with its table, in both themes and at 390 px",
    { timeout: TIMEOUT },
    async () => {
      const admin = await asAdmin(ui);
      const overview = (await (await admin.request.get("/api/admin/overview")).json()) as Overview;
      for (const [theme, viewport] of [
        ["light", { width: 1280, height: 900 }],
        ["dark", { width: 390, height: 844 }],
      ] as const) {
        await admin.setViewportSize(viewport);
        await admin.goto("/admin");
        await applyTheme(admin, theme);
        // The spec's welcome stays on top.
        await admin.getByRole("heading", { level: 1, name: /^Welcome, / }).waitFor();
        const figures = admin.getByRole("region", { name: M.title });
        await figures.getByText(M.pendingRequests, { exact: true }).waitFor();
        expect(await figures.getByText(M.upcomingCamps, { exact: true }).locator("xpath=..").innerText()).toContain(
          String(overview.figures.upcomingCamps),
        );

        const charts = admin.locator(".overview-chart canvas");
        const drawn = [overview.requestsPerDay, overview.revenuePerMonth, overview.nextCamps, overview.pastCamps];
        const expectedCharts = drawn.filter((series) => series.length > 0).length;
        await expect.poll(() => charts.count()).toBe(expectedCharts);
        for (let i = 0; i < expectedCharts; i++) expect(await paintedPixels(admin, i)).toBeGreaterThan(100);

        expect(await chartTables(admin)).toEqual([
          { title: M.requestsPerDay, rows: 30 },
          { title: M.revenuePerMonth, rows: 12 },
          { title: M.nextCampsFill, rows: overview.nextCamps.length },
          { title: M.attendance, rows: overview.pastCamps.length },
        ]);
        expect(await horizontalOverflow(admin)).toEqual([]);
        expect(await seriousViolations(admin, `/admin ${theme} ${viewport.width}px`)).toEqual([]);
      }
    },
  );

  test(
    "the charts follow a theme switch: they are drawn again in the new theme's colours",
    { timeout: TIMEOUT },
    async () => {
      const admin = await asAdmin(ui);
      await admin.goto("/admin");
      await applyTheme(admin, "light");
      const chart = admin.locator(".overview-chart canvas").first();
      await chart.waitFor();
      const axisColour = async () =>
        admin.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--color-base-content").trim(),
        );
      const light = await axisColour();
      const before = await chart.evaluate((c: HTMLCanvasElement) => c.toDataURL());
      await admin.getByRole("button", { name: "Switch to dark theme" }).first().click();
      await expect.poll(() => axisColour()).not.toBe(light);
      await expect
        .poll(() => chart.evaluate((c: HTMLCanvasElement) => c.isConnected && c.toDataURL()))
        .not.toBe(before);
    },
  );

  test(
    "the audit log lists an admin's actions and filters them by action, camp, actor and day",
    { timeout: TIMEOUT },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("Audited"));
      const changed = await admin.request.patch(`/api/meals/${camp.id}`, {
        data: {
          title: `${camp.title} (changed)`,
          image: "https://example.org/e2e.png",
          ingredients: ["Nurse", "Dentist"],
          description: "Made by a browser test.",
          price: 7.5,
        },
        headers: { origin: ui.baseURL },
      });
      expect(changed.status(), await changed.text()).toBe(200);

      await admin.goto("/admin/audit");
      await admin.getByRole("heading", { level: 1, name: A.title }).waitFor();
      expect(await admin.title()).toBe("Audit log · MedCamp");

      // By action: only camp.updated entries are left.
      await admin.getByLabel(A.action).selectOption("camp.updated");
      await admin.getByRole("button", { name: A.apply }).click();
      await admin.waitForURL((url) => url.searchParams.get("action") === "camp.updated");
      await expect
        .poll(async () => [...new Set(await rows(admin).locator("td:nth-child(3)").allInnerTexts())])
        .toEqual(["camp.updated"]);

      // By camp, from the row: the camp's update, with its title before and after.
      await admin.getByLabel(A.action).selectOption("");
      await admin.getByRole("button", { name: A.apply }).click();
      await admin.waitForURL((url) => !url.searchParams.has("action"));
      const campRow = rows(admin).filter({ hasText: camp.id }).first();
      await campRow.getByRole("button", { name: A.onlyThisCampOf(camp.id) }).click();
      await admin.waitForURL((url) => url.searchParams.get("mealId") === camp.id);
      await expect.poll(() => rows(admin).count()).toBe(2);
      expect(await rows(admin).locator("td:nth-child(3)").allInnerTexts()).toEqual(["camp.updated", "camp.added"]);
      expect(await rows(admin).first().innerText()).toContain(`${camp.title} (changed)`);

      // The filters survive a refresh, and add up: this camp by this admin.
      await admin.reload();
      await expect.poll(() => rows(admin).count()).toBe(2);
      expect(await admin.getByLabel(A.campId).inputValue()).toBe(camp.id);
      await admin.getByLabel(A.actor).fill("ADMIN@medcamp.dev");
      await admin.getByRole("button", { name: A.apply }).click();
      await expect.poll(() => rows(admin).count()).toBe(2);

      // A day range after today holds nothing.
      const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await admin.getByLabel(A.from).fill(tomorrow);
      await admin.getByRole("button", { name: A.apply }).click();
      await admin.getByText(A.empty, { exact: true }).waitFor();

      await admin.getByRole("button", { name: A.clear }).click();
      await admin.waitForURL((url) => url.search === "");
      await expect.poll(async () => (await rows(admin).count()) >= 2).toBe(true);
    },
  );

  test("a camper is refused the overview and the audit log", async () => {
    const page = await ui.newPage();
    const { signUpInBrowser } = await import("./harness/accounts.ts");
    await signUpInBrowser(page, ui.baseURL, "Curious Camper");
    expect((await page.request.get("/api/admin/overview")).status()).toBe(403);
    expect((await page.request.get("/api/admin/audit")).status()).toBe(403);
  });
});
