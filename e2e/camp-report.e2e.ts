import { MESSAGES } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addDatedCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { applyTheme, seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { registerWalkIn } from "./harness/clinic.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 41, item 2: a camp's report, opened by an admin from the camp's clinic, its charts drawn, on a phone in both
// themes; and the DHIS2 mapping saying a refused id at its field.
const ui = setupBrowser();
const POLL = { timeout: WAIT_MS + 5_000 };
const T = MESSAGES.campReportUi;

/** How many of each of the report's chart canvases' pixels are painted: a drawn chart has many. */
const paintedPixels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLCanvasElement>(".report-chart canvas")).map((canvas) => {
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let k = 3; k < data.length; k += 4) if (data[k]! > 0) painted++;
      return painted;
    }),
  );

/** The report's summary figures: each term and its value. */
const summaryOf = (page: Page) =>
  page
    .locator("section.card", { has: page.getByRole("heading", { level: 2, name: T.summary, exact: true }) })
    .locator("dl")
    .evaluate((list) =>
      Object.fromEntries(
        Array.from(list.querySelectorAll("dt")).map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    );

describe("a camp's report (issue 41)", () => {
  test(
    "an admin opens it from the clinic: its charts drawn, nothing wider than a phone, in both themes",
    { timeout: 120_000 },
    async () => {
      const admin = await asAdmin(ui);
      const title = uniqueTitle("E2E Report Camp");
      const campId = await addDatedCampByApi(admin, ui.baseURL, title, 40);
      for (const name of ["Amina", "Karim", "Rokeya"]) await registerWalkIn(ui, admin, campId, uniqueTitle(name));

      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.goto(`/admin/clinic/${campId}`);
      await admin.getByRole("link", { name: MESSAGES.clinicUi.report }).click(POLL);
      await admin.getByRole("heading", { level: 1, name: T.titleOf(title) }).waitFor(POLL);
      await admin.getByRole("heading", { level: 2, name: T.summary, exact: true }).waitFor(POLL);
      expect(await summaryOf(admin)).toMatchObject({ [T.people]: "3", [T.visits]: "3" });

      // The people registered and the stations are charted (no diagnosis yet: no chapters' chart).
      await expect.poll(async () => (await paintedPixels(admin)).length, POLL).toBe(2);
      await expect.poll(async () => Math.min(...(await paintedPixels(admin))), POLL).toBeGreaterThan(500);

      expect(await horizontalOverflow(admin)).toEqual([]);
      expect(await seriousViolations(admin, "camp report (light)")).toEqual([]);
      await applyTheme(admin, "dark");
      expect(await seriousViolations(admin, "camp report (dark)", { coloursOnly: true })).toEqual([]);
    },
  );

  test("an admin maps a figure to DHIS2 from All Camps: a refused id is said at its field", async () => {
    const admin = await asAdmin(ui);
    const D = MESSAGES.campReportDhis2;
    await admin.goto("/admin/all-meal");
    await admin.getByRole("link", { name: D.open }).click(POLL);
    await admin.getByRole("heading", { level: 1, name: D.title }).waitFor(POLL);
    await admin.getByText(T.referrals, { exact: true }).click();
    const figure = `${T.referrals} · ${T.issued}`;
    const issued = admin.getByLabel(D.dataElementOf(figure));
    // Longer than a DHIS2 id: the field takes it as typed and the server says what is wrong.
    await issued.fill("not-a-dhis2-id");
    await admin.getByLabel(D.comboOf(figure)).fill("HllvX50cXC0");
    await admin.getByRole("button", { name: D.save }).click();

    await expect.poll(() => issued.evaluate((input) => input === document.activeElement), POLL).toBe(true);
    expect(await issued.getAttribute("aria-invalid")).toBe("true");
    expect(await issued.inputValue()).toBe("not-a-dhis2-id");
    const said = await issued.evaluate(
      (input) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent,
    );
    expect(said).toMatch(/must be a DHIS2 id/);
  });
});
