import { readFile } from "node:fs/promises";
import type { Download, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { parseCsv } from "../apps/server/src/test/parse-csv.ts";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { seriousViolations } from "./harness/axe.ts";
import { setupBrowser } from "./harness/browser.ts";
import { horizontalOverflow } from "./harness/overflow.ts";

// Issue 23 item 2: an admin downloads the CSV exports from the admin screens; each file opens as a spreadsheet would.
const ui = setupBrowser();
const BOM = "\uFEFF";

/** Clicks `link` and reads the file the browser saved: its suggested name and its cells (after checking the BOM). */
async function download(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const text = await readFile(await (file as Download).path(), "utf8");
  expect(text.startsWith(BOM)).toBe(true);
  return { name: (file as Download).suggestedFilename(), cells: parseCsv(text.slice(BOM.length)) };
}

describe("CSV exports", () => {
  test("a camp's participants from All Camps: the camper's name, e-mail, status and intake answer", async () => {
    const admin = await asAdmin(ui);
    const title = uniqueTitle("E2E Export Camp");
    const camp = await addCampByApi(admin, ui.baseURL, title);
    const put = await admin.request.put(`/api/meals/${camp.id}/questions`, {
      data: { questions: [{ kind: "short_text", label: "Emergency contact", required: true, health: false }] },
      headers: { origin: ui.baseURL },
    });
    expect(put.status()).toBe(200);
    const [question] = ((await put.json()) as { questions: Array<{ id: string }> }).questions;

    const camper = await ui.newPage();
    const { email } = await signUpInBrowser(camper, ui.baseURL, "Zoë রহিম Exporter");
    await buyPackageInBrowser(camper, ui.baseURL, 10);
    const joined = await camper.request.post("/api/meal/request", {
      data: { mealId: camp.id, answers: [{ questionId: question!.id, value: "=Anaïs, +880 1700" }] },
      headers: { origin: ui.baseURL },
    });
    expect(joined.status()).toBe(201);

    await admin.goto("/admin/all-meal");
    const link = admin.getByRole("link", { name: `Download participants (CSV): ${title}` });
    const { name, cells } = await download(admin, link);
    expect(name).toMatch(/^participants-e2e-export-camp-[a-z0-9]+\.csv$/);
    const [header, ...rows] = cells;
    expect(header).toEqual([
      "Name",
      "E-mail",
      "Status",
      "Waitlist position",
      "Requested at (UTC)",
      "Checked in at (UTC)",
      "Checked in by",
      "Emergency contact",
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      "Zoë রহিম Exporter",
      email,
      "pending",
      "",
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      "",
      "",
      "'=Anaïs, +880 1700",
    ]);
  });

  test("payments of a range of days and users from Manage Users, on a phone", async () => {
    const camper = await ui.newPage();
    const { email } = await signUpInBrowser(camper, ui.baseURL, "Payment Exporter");
    await buyPackageInBrowser(camper, ui.baseURL, 15);
    const today = new Date().toISOString().slice(0, 10);

    const admin = await asAdmin(ui);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto("/admin/manage-user");
    const exports = admin.getByRole("region", { name: "Exports" });
    await exports.getByLabel("Payments from").fill(today);
    await exports.getByLabel("Payments to").fill(today);
    expect(await horizontalOverflow(admin)).toEqual([]);
    expect(await seriousViolations(admin, "Manage Users with its exports at 390 px")).toEqual([]);

    const payments = await download(admin, exports.getByRole("link", { name: "Download payments (CSV)" }));
    expect(payments.name).toBe(`payments-${today}-to-${today}.csv`);
    expect(payments.cells[0]).toEqual([
      "Paid at (UTC)",
      "Name",
      "E-mail",
      "Package",
      "Kind",
      "Amount (USD)",
      "Status",
      "Transaction ID",
      "Period start (UTC)",
      "Period end (UTC)",
    ]);
    const paid = payments.cells.filter((row) => row[2] === email);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.slice(1, 7)).toEqual(["Payment Exporter", email, "Gold", "purchase", "15.00", "purchased"]);
    expect(paid[0]![0]!.startsWith(today)).toBe(true);

    const users = await download(admin, exports.getByRole("link", { name: "Download users (CSV)" }));
    expect(users.name).toBe(`users-${today}.csv`);
    expect(users.cells[0]).toEqual([
      "Name",
      "E-mail",
      "Role",
      "Package",
      "Package until (UTC)",
      "Staff for",
      "Signed up at (UTC)",
    ]);
    expect(users.cells.find((row) => row[1] === email)?.slice(0, 4)).toEqual([
      "Payment Exporter",
      email,
      "student",
      "Gold",
    ]);
    expect(users.cells.find((row) => row[1] === "admin@medcamp.dev")?.[2]).toBe("admin");
  });
});
