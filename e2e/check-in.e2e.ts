import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatTicketCode, MESSAGES, type Roster } from "@medcamp/contract";
import { chromium, type Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { type BrowserFixture, CHROMIUM_ARGS, setupBrowser, TEST_CHROMIUM_PATH } from "./harness/browser.ts";
import { qrPng, writeQrVideo } from "./harness/qr-media.ts";
import { WAIT_MS } from "./harness/wait.ts";

// Issue 21's day at the camp, on phones: staff check tickets in with no network (typed, from a picture, from the
// camera), reload while offline, sync; a second phone's duplicate scan is one check-in; undo. The camper's ticket
// page shows a QR code that scans. Chromium's fake camera plays a generated video of a QR code; the service worker is
// the real one of the built app.
const VIDEO = path.join(os.tmpdir(), `medcamp-e2e-qr-${process.pid}.y4m`);
writeQrVideo(VIDEO, "NO TICKET YET");
const ui = setupBrowser({
  args: [
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${VIDEO}`,
  ],
});
/** Two phones, a fake camera and the service worker: this file waits a little longer than the usual wait. */
const POLL = { timeout: WAIT_MS + 5_000 };
const PHONE = { width: 390, height: 844 };
const TEXT = MESSAGES.checkIn;
const origin = () => ({ origin: ui.baseURL });

interface SeatHolder {
  name: string;
  email: string;
  requestId: string;
  code: string;
  page: Page;
}

/** A camper with a package who joined the camp through the API, and their ticket's code. */
async function seatHolder(fixture: BrowserFixture, campId: string, name: string): Promise<SeatHolder> {
  const page = await fixture.newPage({ serviceWorkers: "allow", viewport: PHONE });
  const { email } = await signUpInBrowser(page, fixture.baseURL, name);
  await buyPackageInBrowser(page, fixture.baseURL, 10);
  const joined = await page.request.post("/api/meal/request", { data: { mealId: campId }, headers: origin() });
  expect(joined.status()).toBe(201);
  const { insertedId: requestId } = (await joined.json()) as { insertedId: string };
  const ticket = await page.request.get(`/api/tickets/${requestId}`);
  expect(ticket.status()).toBe(200);
  const { code } = (await ticket.json()) as { code: string };
  return { name, email, requestId, code, page };
}

/** A new user made staff for the camp by the admin; returns their e-mail and password (to sign in on phones). */
async function staffMember(admin: Page, campId: string) {
  const page = await ui.newPage();
  const account = await signUpInBrowser(page, ui.baseURL, "Gate Staff");
  const found = await admin.request.get(`/api/users?email=${encodeURIComponent(account.email)}`);
  const { users } = (await found.json()) as { users: Array<{ _id: string }> };
  const made = await admin.request.post("/api/make-staff", {
    data: { userId: users[0]!._id, mealId: campId },
    headers: origin(),
  });
  expect(made.status()).toBe(200);
  return account;
}

/** A phone signed in as the staff member, with the app's service worker, on the camp's check-in page. */
async function checkInPhone(account: { email: string; password: string }, campId: string): Promise<Page> {
  const page = await ui.newPage({ serviceWorkers: "allow", viewport: PHONE });
  await signInInBrowser(page, ui.baseURL, account.email, account.password);
  await page.goto(`/admin/check-in/${campId}`);
  await page.getByLabel(TEXT.ticketCode, { exact: true }).waitFor(POLL);
  // Opened once online: the worker has the shell, the page has stored the roster.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
  return page;
}

const scanResult = (page: Page) => page.getByRole("status", { name: TEXT.scanResult });

async function typeCode(page: Page, code: string) {
  await page.getByLabel(TEXT.ticketCode, { exact: true }).fill(formatTicketCode(code).toLowerCase());
  await page.getByRole("button", { name: TEXT.checkInAction, exact: true }).click();
}

async function scanPicture(page: Page, png: Buffer) {
  await page.getByLabel(TEXT.scanPicture).setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: png });
}

async function roster(admin: Page, campId: string): Promise<Roster> {
  const res = await admin.request.get(`/api/meals/${campId}/roster`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Roster;
}

const checkedInNames = async (admin: Page, campId: string) =>
  (await roster(admin, campId)).participants
    .filter((p) => p.checkIn !== null)
    .map((p) => p.name)
    .sort();

describe("check-in on the day (issue 21)", () => {
  test(
    "two phones offline: typed and pictured tickets queue, survive a reload, sync once; a duplicate is one; undo",
    { timeout: 180_000 },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Check-in Camp"));
      const [ana, ben, cai] = [
        await seatHolder(ui, camp.id, "Ana Gate"),
        await seatHolder(ui, camp.id, "Ben Gate"),
        await seatHolder(ui, camp.id, "Cai Gate"),
      ];
      const staff = await staffMember(admin, camp.id);
      const phoneA = await checkInPhone(staff, camp.id);
      const phoneB = await checkInPhone(staff, camp.id);
      await phoneA.getByText(TEXT.count(0, 3)).waitFor(POLL);

      await phoneA.context().setOffline(true);
      await phoneB.context().setOffline(true);
      const beforeA = Date.now();
      await typeCode(phoneA, ana.code);
      await scanResult(phoneA).getByText(ana.name).waitFor(POLL);
      await scanPicture(phoneA, await qrPng(ben.code));
      await scanResult(phoneA).getByText(ben.name).waitFor(POLL);
      const afterA = Date.now();
      await phoneA.getByText(TEXT.count(2, 3)).waitFor(POLL);
      // The second phone scans Ana's ticket too, later, not knowing the first one did.
      await typeCode(phoneB, ana.code);
      await scanResult(phoneB).getByText(ana.name).waitFor(POLL);

      // Reloaded with no network: the page comes from the service worker and the queue from the device.
      await phoneA.reload();
      await phoneA.getByText(TEXT.waiting(2)).waitFor(POLL);
      await phoneA.getByText(TEXT.count(2, 3)).waitFor(POLL);
      expect(await checkedInNames(admin, camp.id)).toEqual([]);

      await phoneB.context().setOffline(false);
      await phoneA.context().setOffline(false);
      await expect.poll(() => checkedInNames(admin, camp.id), POLL).toEqual([ana.name, ben.name]);
      await expect.poll(() => phoneA.getByText(TEXT.waiting(2)).count(), POLL).toBe(0);
      await expect.poll(() => phoneB.getByText(TEXT.waiting(1)).count(), POLL).toBe(0);
      // One check-in for Ana, at the first phone's (earlier) scan.
      const synced = await roster(admin, camp.id);
      expect(synced.checkedIn).toBe(2);
      const anaAt = Date.parse(synced.participants.find((p) => p.name === ana.name)!.checkIn!.at);
      expect(anaAt).toBeGreaterThanOrEqual(beforeA - 1000);
      expect(anaAt).toBeLessThanOrEqual(afterA);

      // Online: Cai checks in, it was a mistake, undo.
      await typeCode(phoneA, cai.code);
      await scanResult(phoneA).getByText(cai.name).waitFor(POLL);
      await expect.poll(() => checkedInNames(admin, camp.id), POLL).toEqual([ana.name, ben.name, cai.name]);
      await phoneA.getByRole("button", { name: TEXT.undoOf(cai.name) }).click();
      await expect.poll(() => checkedInNames(admin, camp.id), POLL).toEqual([ana.name, ben.name]);

      // A ticket of another camp is said to be not on this one.
      await typeCode(phoneA, "ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ");
      await scanResult(phoneA).getByText(MESSAGES.staff.ticketNotOnCamp).waitFor(POLL);
    },
  );

  test("the camera scans a ticket's QR code into a check-in", { timeout: 120_000 }, async () => {
    const admin = await asAdmin(ui);
    const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Camera Camp"));
    const dee = await seatHolder(ui, camp.id, "Dee Camera");
    const staff = await staffMember(admin, camp.id);
    writeQrVideo(VIDEO, dee.code);
    const phone = await checkInPhone(staff, camp.id);
    await phone.getByRole("button", { name: TEXT.startCamera }).click();
    await scanResult(phone).getByText(dee.name).waitFor({ timeout: 30_000 });
    await expect.poll(() => checkedInNames(admin, camp.id), POLL).toEqual([dee.name]);
    await phone.getByRole("button", { name: TEXT.stopCamera }).click();
  });

  test(
    "a camper answers the intake, gets a ticket whose QR code scans, and it opens again offline",
    { timeout: 120_000 },
    async () => {
      const admin = await asAdmin(ui);
      const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Ticket Camp"));
      const question = { kind: "short_text", label: "Emergency contact", required: true, health: false, options: [] };
      const asked = await admin.request.put(`/api/meals/${camp.id}/questions`, {
        data: { questions: [question] },
        headers: origin(),
      });
      expect(asked.status()).toBe(200);

      // The camper joins on a phone, answering the camp's question, and opens the ticket from My Camp Requests.
      const camper = await ui.newPage({ serviceWorkers: "allow", viewport: PHONE });
      await signUpInBrowser(camper, ui.baseURL, "Eve Ticket");
      await buyPackageInBrowser(camper, ui.baseURL, 10);
      await camper.goto(`/meal/${camp.id}`);
      await camper.getByRole("main").getByRole("button", { name: MESSAGES.schedule.joinCamp }).click();
      const join = camper.getByRole("dialog", { name: MESSAGES.intake.joinTitle(camp.title) });
      await join.getByRole("textbox", { name: /^Emergency contact/ }).fill("Eve's sister, 555 0101");
      await join.getByRole("button", { name: MESSAGES.schedule.joinCamp }).click();
      await camper.getByRole("main").getByRole("button", { name: MESSAGES.schedule.requested }).waitFor(POLL);
      await camper.goto("/user/meals");
      await camper.getByRole("link", { name: MESSAGES.tickets.ticketFor(camp.title) }).click();
      await camper.waitForURL(/\/user\/tickets\/[0-9a-f-]+$/);
      const requestId = camper.url().split("/").pop()!;
      const ticket = await camper.request.get(`/api/tickets/${requestId}`);
      const { code } = (await ticket.json()) as { code: string };
      const eve = { name: "Eve Ticket", code };
      await camper.getByText(formatTicketCode(eve.code)).first().waitFor(POLL);
      const qr = camper.getByRole("img", { name: MESSAGES.tickets.qrAlt(formatTicketCode(eve.code)) });
      const picture = await qr.screenshot();

      // The staff phone reads the QR code off the screenshot of the ticket page.
      const staff = await staffMember(admin, camp.id);
      const phone = await checkInPhone(staff, camp.id);
      await scanPicture(phone, picture);
      await scanResult(phone).getByText(eve.name).waitFor(POLL);
      await expect.poll(() => checkedInNames(admin, camp.id), POLL).toEqual([eve.name]);

      // Opened once, the ticket opens again with no network.
      await expect.poll(() => camper.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
      await camper.context().setOffline(true);
      await camper.reload();
      await camper.getByText(formatTicketCode(eve.code)).first().waitFor(POLL);
      await camper.context().setOffline(false);
    },
  );

  test("Chromium finds the app installable, and the worker answers no API request", { timeout: 60_000 }, async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (what newContext makes).
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-e2e-install-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: TEST_CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL: ui.baseURL,
      viewport: PHONE,
      serviceWorkers: "allow",
    });
    try {
      const page = await context.newPage();
      await signUpInBrowser(page, ui.baseURL, "Install Camper");
      await page.goto("/");
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors).toEqual([]);

      // Signed-in reads with the worker in charge: every /api answer comes from the network, none from the worker,
      // and no cache holds one.
      const api: Array<{ url: string; fromWorker: boolean }> = [];
      page.on("response", (res) => {
        if (new URL(res.url()).pathname.startsWith("/api/"))
          api.push({ url: res.url(), fromWorker: res.fromServiceWorker() });
      });
      await page.goto("/user/meals");
      await page.getByRole("main").getByRole("heading").first().waitFor(POLL);
      await page.goto("/user/notifications");
      await page.getByRole("main").getByRole("heading").first().waitFor(POLL);
      expect(api.length).toBeGreaterThan(0);
      expect(api.filter((a) => a.fromWorker)).toEqual([]);
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return urls;
      });
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((url) => new URL(url).pathname.startsWith("/api/"))).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

process.on("exit", () => fs.rmSync(VIDEO, { force: true }));
