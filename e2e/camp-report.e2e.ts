import { MESSAGES, type RegisterVisitAnswer } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { addDatedCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { applyTheme, seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { stationPhone } from "./harness/clinic.ts";
import { horizontalOverflow } from "./harness/overflow.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 41, item 2: a camp's report screen, opened by an admin from the camp's clinic, with the figures of a few
// visits recorded through the API, a chart drawn, its downloads answered, on a phone in both themes.
const ui = setupBrowser();
const POLL = { timeout: WAIT_MS + 5_000 };
const T = MESSAGES.campReportUi;
const origin = () => ({ origin: ui.baseURL });

/** How many of the report's chart canvases' pixels are painted: a drawn chart has many. */
const paintedPixels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLCanvasElement>(".report-chart canvas")).map((canvas) => {
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let k = 3; k < data.length; k += 4) if (data[k]! > 0) painted++;
      return painted;
    }),
  );

/** A table's body rows as the text of their cells. */
const rowsOf = (page: Page, name: string) =>
  page
    .getByRole("table", { name })
    .evaluate((table) =>
      Array.from(table.querySelectorAll("tbody tr, tfoot tr")).map((row) =>
        Array.from(row.querySelectorAll("th, td")).map((cell) => cell.textContent),
      ),
    );

/** A section of the report, by its heading. */
const section = (page: Page, heading: string) =>
  page.locator("section.card", { has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

/** A section's figures: each term and its value. */
const figuresOf = (page: Page, heading: string) =>
  section(page, heading)
    .locator("dl")
    .evaluate((list) =>
      Object.fromEntries(
        Array.from(list.querySelectorAll("dt")).map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    );

/** Three walk-ins: a woman of 40 with raised blood pressure and sugar, diagnosed I10 and signed; a boy; a woman of 67. */
async function campWithVisits(admin: Page, doctor: Page, campId: string) {
  const register = async (name: string, sex: string, ageYears: number) => {
    const res = await admin.request.post(`/api/meals/${campId}/visits`, {
      data: { person: { name, sex, ageYears }, consent: { care: true, followUp: false, keep: false } },
      headers: origin(),
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as RegisterVisitAnswer).visitId;
  };
  const write = async (visitId: string, station: string, data: object) => {
    const res = await doctor.request.put(`/api/visits/${visitId}/sections/${station}`, {
      data: { writeId: crypto.randomUUID(), data },
      headers: origin(),
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const amina = await register(uniqueTitle("Amina"), "female", 40);
  const karim = await register(uniqueTitle("Karim"), "male", 8);
  await register(uniqueTitle("Rokeya"), "female", 67);
  await write(amina, "vitals", { systolic: 152, diastolic: 96, randomGlucoseMgDl: 214 });
  await write(karim, "vitals", { systolic: 108, diastolic: 70 });
  await write(amina, "consultation", { complaints: "Headaches", diagnoses: [{ code: "I10" }] });
  const signed = await doctor.request.post(`/api/visits/${amina}/sign`, { headers: origin() });
  expect(signed.status(), await signed.text()).toBe(200);
}

/** The server's documented routes (its OpenAPI document): a download whose route is not there yet is not asked. */
async function documentedPaths(page: Page): Promise<string[]> {
  const res = await page.request.get("/api/openapi.json");
  return Object.keys(((await res.json()) as { paths: Record<string, unknown> }).paths);
}

/** Gives the DHIS2 mapping a default org unit when it has none (the DHIS2 file needs one). */
async function mapOrgUnit(admin: Page) {
  const mapping = (await (await admin.request.get("/api/admin/dhis2-mapping")).json()) as { orgUnit: string | null };
  if (mapping.orgUnit) return;
  const res = await admin.request.put("/api/admin/dhis2-mapping", {
    data: { ...mapping, orgUnit: "ImspTQPwCqd" },
    headers: origin(),
  });
  expect(res.status(), await res.text()).toBe(200);
}

describe("a camp's report (issue 41)", () => {
  test(
    "an admin opens it from the clinic: the figures, a chart, the downloads; on a phone, in both themes",
    { timeout: 180_000 },
    async () => {
      const admin = await asAdmin(ui);
      const title = uniqueTitle("E2E Report Camp");
      const campId = await addDatedCampByApi(admin, ui.baseURL, title, 40);
      const doctor = await stationPhone(ui, admin, campId, "doctor");
      await campWithVisits(admin, doctor, campId);

      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.goto(`/admin/clinic/${campId}`);
      await admin.getByRole("link", { name: MESSAGES.clinicUi.report }).click(POLL);
      await admin.getByRole("heading", { level: 1, name: T.titleOf(title) }).waitFor(POLL);
      await admin.getByRole("table", { name: T.registered }).waitFor(POLL);

      expect(await figuresOf(admin, T.summary)).toMatchObject({ [T.people]: "3", [T.visits]: "3" });
      expect(await rowsOf(admin, T.registered)).toEqual([
        ["0–4", "0", "0", "0", "0", "0"],
        ["5–14", "0", "1", "0", "0", "1"],
        ["15–29", "0", "0", "0", "0", "0"],
        ["30–44", "1", "0", "0", "0", "1"],
        ["45–59", "0", "0", "0", "0", "0"],
        ["60+", "1", "0", "0", "0", "1"],
        [T.unknown, "0", "0", "0", "0", "0"],
        [T.total, "2", "1", "0", "0", "3"],
      ]);
      expect(await rowsOf(admin, T.readings)).toEqual([
        [T.bloodPressure, "2", "1", "0", "1"],
        [T.bloodSugar, "1", "1", "0", "1"],
      ]);
      const [top] = await rowsOf(admin, T.topDiagnoses);
      expect([top?.[0], top?.[2]]).toEqual(["I10", "1"]);

      // The charts are drawn (the registered people, the stations, the ICD-10 chapters), each with its figures.
      await expect.poll(async () => (await paintedPixels(admin)).length, POLL).toBe(3);
      await expect.poll(async () => Math.min(...(await paintedPixels(admin))), POLL).toBeGreaterThan(500);
      await section(admin, T.stations).getByText(T.showTable, { exact: true }).click();
      expect(await rowsOf(admin, T.stations)).toContainEqual([MESSAGES.clinicUi.stations.registration, "3"]);

      expect(await horizontalOverflow(admin)).toEqual([]);
      expect(await seriousViolations(admin, "camp report (light)")).toEqual([]);
      await applyTheme(admin, "dark");
      expect(await seriousViolations(admin, "camp report (dark)", { coloursOnly: true })).toEqual([]);

      // The downloads are plain links; each route the server has answers the file (the DHIS2 file once the mapping
      // names an org unit).
      const documented = await documentedPaths(admin);
      if (documented.includes("/api/admin/dhis2-mapping")) await mapOrgUnit(admin);
      const links = admin.getByRole("link", { name: new RegExp(`^${T.pdfOf(title).split(" as ")[0]}`) });
      expect(await links.count()).toBe(3);
      const answered: Record<string, number> = {};
      const notYet: string[] = [];
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")!))) {
        expect(await admin.locator(`a[href="${href}"]`).getAttribute("download")).toBe("");
        const route = href.replace(campId, "{id}");
        if (documented.includes(route)) answered[route] = (await admin.request.get(href)).status();
        else notYet.push(route);
      }
      // A route not merged yet (the exports' branches, which the lead merges) is not asked; the run says which.
      if (notYet.length > 0) console.info(`camp report downloads not served yet: ${notYet.join(", ")}`);
      expect(answered).toEqual(Object.fromEntries(Object.keys(answered).map((route) => [route, 200])));
      expect(Object.keys(answered).length + notYet.length).toBe(3);
    },
  );

  test(
    "an admin reads the reports by date from All Camps and maps a figure to DHIS2, a refused id said at its field",
    { timeout: 120_000 },
    async (context) => {
      const admin = await asAdmin(ui);
      const documented = await documentedPaths(admin);
      if (!documented.includes("/api/camp-reports") || !documented.includes("/api/admin/dhis2-mapping")) {
        console.info("the reports by date and the DHIS2 mapping are not served yet: their journey is skipped");
        context.skip();
      }
      const title = uniqueTitle("E2E Range Camp");
      const campId = await addDatedCampByApi(admin, ui.baseURL, title, 20, "2098-07-14T09:00:00+06:00");
      await admin.request.post(`/api/meals/${campId}/visits`, {
        data: {
          person: { name: uniqueTitle("Selina"), sex: "female", ageYears: 31 },
          consent: { care: true, followUp: false, keep: false },
        },
        headers: origin(),
      });

      await admin.goto("/admin/all-meal");
      await admin.getByRole("link", { name: MESSAGES.campReportRange.open }).click(POLL);
      const R = MESSAGES.campReportRange;
      await admin.getByLabel(R.from, { exact: true }).fill("2098-07-01");
      await admin.getByLabel(R.to, { exact: true }).fill("2098-07-31");
      await admin.getByRole("button", { name: R.show }).click();
      await admin.getByRole("link", { name: title }).waitFor(POLL);
      expect(new URL(admin.url()).search).toBe("?from=2098-07-01&to=2098-07-31");
      expect(await figuresOf(admin, T.summary)).toMatchObject({ [T.people]: "1" });
      const csv = await admin.getByRole("link", { name: /CSV/ }).getAttribute("href");
      expect((await admin.request.get(csv!)).status()).toBe(200);
      // Back and a reload keep the range.
      await admin.reload();
      await admin.getByRole("link", { name: title }).waitFor(POLL);
      expect(await admin.getByLabel(R.from, { exact: true }).inputValue()).toBe("2098-07-01");
      expect(await seriousViolations(admin, "reports by date")).toEqual([]);

      const D = MESSAGES.campReportDhis2;
      await admin.getByRole("link", { name: D.open }).click();
      await admin.getByRole("heading", { level: 1, name: D.title }).waitFor(POLL);
      await admin.getByText(T.referrals, { exact: true }).click();
      const issued = admin.getByLabel(D.dataElementOf(`${T.referrals} · ${T.issued}`));
      await issued.fill("not-an-id");
      await admin.getByLabel(D.comboOf(`${T.referrals} · ${T.issued}`)).fill("HllvX50cXC0");
      await admin.getByRole("button", { name: D.save }).click();
      await expect.poll(() => issued.evaluate((input) => input === document.activeElement), POLL).toBe(true);
      expect(await issued.getAttribute("aria-invalid")).toBe("true");
      expect(await issued.inputValue()).toBe("not-an-id");
      expect(await seriousViolations(admin, "DHIS2 mapping refused")).toEqual([]);
      await issued.fill("Xq2mRb7Lk1p");
      await admin.getByRole("button", { name: D.save }).click();
      await admin.getByRole("status").filter({ hasText: D.saved }).waitFor(POLL);
      const kept = (await (await admin.request.get("/api/admin/dhis2-mapping")).json()) as {
        figures: { figure: string; dataElement: string }[];
      };
      expect(kept.figures).toContainEqual(
        expect.objectContaining({ figure: "referrals.issued", dataElement: "Xq2mRb7Lk1p" }),
      );
    },
  );
});
