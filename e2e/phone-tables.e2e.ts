import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { openCampIdAt } from "./harness/camps.ts";
import { sidewaysScrollers } from "./harness/overflow.ts";
import { settled } from "./harness/screen-ready.ts";

// Issue 17, item 4: on a phone every list table shows its rows as stacked cards, each value named by its column's
// header, with every action inside the screen and nothing to scroll sideways; a desktop keeps the table.
const ui = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const TIMEOUT = 120_000;

type Layout = {
  /** Whether the column headers are shown as a header row (a table) rather than hidden for screen readers only. */
  headerRowShown: boolean;
  /** Each row's cells' shown label (the `::before` text) and header, for the first three rows. */
  labels: Array<{ header: string; shown: string }>;
  /** Rows that stick out of the viewport sideways. */
  rowsOutside: number;
  /** Links and buttons in the rows that are (partly) left or right of the viewport. */
  actionsOutside: string[];
};

async function layoutOf(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (rect: DOMRect) => rect.left < -0.5 || rect.right > width + 0.5;
    const main = document.querySelector("main")!;
    const headerCells = Array.from(main.querySelectorAll("thead th"));
    const headers = headerCells.map((th) => th.textContent?.trim() ?? "");
    const headerRow = main.querySelector("thead")?.getBoundingClientRect();
    const rows = Array.from(main.querySelectorAll("tbody tr"));
    const labels = rows.slice(0, 3).flatMap((row) =>
      Array.from(row.children).map((cell, i) => ({
        header: headers[i] ?? "",
        shown: getComputedStyle(cell, "::before").content.replace(/^"|"$/g, ""),
      })),
    );
    const actionsOutside = Array.from(main.querySelectorAll("tbody a[href], tbody button"))
      .filter((el) => outside(el.getBoundingClientRect()))
      .map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName);
    return {
      headerRowShown: !!headerRow && headerRow.height > 1 && headerRow.width > 1,
      labels,
      rowsOutside: rows.filter((row) => outside(row.getBoundingClientRect())).length,
      actionsOutside,
    };
  });
}

/** What is wrong with the list on `path` at a phone's width, and at a desktop's. */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.getByRole("main").locator("tbody tr").first().waitFor();
  await settled(page);
  const problems = (await sidewaysScrollers(page)).map((el) => `${path}: scrolls sideways: ${el}`);
  const phone = await layoutOf(page);
  if (phone.headerRowShown) problems.push(`${path}: a header row on a phone, not stacked cards`);
  for (const { header, shown } of phone.labels) {
    if (shown !== `${header}:`) problems.push(`${path}: a value shown as "${shown}" instead of "${header}:"`);
  }
  if (phone.rowsOutside > 0) problems.push(`${path}: ${phone.rowsOutside} rows stick out of the screen`);
  problems.push(...phone.actionsOutside.map((name) => `${path}: action "${name}" outside the screen`));
  // Each action can be clicked where it is: visible, enabled, not covered (a trial click only checks).
  const actions = page.getByRole("main").locator("tbody").locator("a[href], button:enabled");
  for (const action of await actions.all()) {
    await action.click({ trial: true, timeout: 5_000 }).catch((error: Error) => {
      problems.push(`${path}: action "${action.toString()}" cannot be clicked: ${error.message.split("\n")[0]}`);
    });
  }
  // From the top, as the page opens: the trial clicks scrolled the rows, and a row left under the sticky navbar
  // would count as a covered target though scrolling uncovers it.
  await page.evaluate(() => window.scrollTo(0, 0));
  problems.push(...(await seriousViolations(page, `${path} 390`, { within: "main" })));

  await page.setViewportSize(DESKTOP);
  const desktop = await layoutOf(page);
  if (!desktop.headerRowShown) problems.push(`${path}: no header row on a desktop`);
  if (desktop.labels.some(({ shown }) => shown !== "none" && shown !== "normal")) {
    problems.push(`${path}: labels inside the cells on a desktop`);
  }
  return problems;
}

describe("tables on a phone are stacked cards, at 390 px", () => {
  test("the camper's lists: Camp Request, My Reviews, Payment History", { timeout: TIMEOUT }, async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Phone Camper");
    await buyPackageInBrowser(page, ui.baseURL, 10);
    const mealId = await openCampIdAt(page, 0);
    const headers = { origin: ui.baseURL };
    expect((await page.request.post("/api/meal/request", { data: { mealId }, headers })).status()).toBe(201);
    const review = { comment: "Read on a phone.", rating: 4 };
    expect((await page.request.post(`/api/meals/${mealId}/review`, { data: review, headers })).status()).toBe(201);

    const problems: string[] = [];
    for (const path of ["/user/meals", "/user/reviews", "/user/history"])
      problems.push(...(await problemsOf(page, path)));
    expect(problems).toEqual([]);
  });

  test("the admin's lists", { timeout: TIMEOUT }, async () => {
    const page = await asAdmin(ui);
    // The audit log has a row however the files run: this camp's addition.
    await addCampByApi(page, ui.baseURL, uniqueTitle("Phone audit"));
    const problems: string[] = [];
    for (const path of [
      "/admin/serve-meal",
      "/admin/all-meal",
      "/admin/all-reviews",
      "/admin/manage-user",
      "/admin/add-upcomingmeal",
      "/admin/audit",
    ]) {
      problems.push(...(await problemsOf(page, path)));
    }
    expect(problems).toEqual([]);
  });
});
