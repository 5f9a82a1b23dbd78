import { MESSAGES } from "@medcamp/contract";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_ADMIN } from "./harness/admin.ts";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./harness/browser.ts";
import { GOOGLE_CLIENT, startGoogleStandIn } from "./harness/google-stand-in.ts";
import { capturedMail } from "./harness/outbox.ts";
import { freePort, type RunningServer, startServer } from "./harness/server-process.ts";

// Google is outside the product and unreachable here: a local OpenID provider (npm oidc-provider) stands in for
// it, and the server is started with GOOGLE_DISCOVERY_URL pointing at it. Everything else is real.
describe("Google sign-in (against a local OpenID provider)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-google-"));
  let server: RunningServer;
  let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    google = await startGoogleStandIn(`http://127.0.0.1:${port}`);
    server = await startServer(path.join(dataDir, "db"), {
      port,
      env: {
        GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
        GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
        GOOGLE_DISCOVERY_URL: google.discoveryUrl,
        WEB_DIST_DIR: inject("webDir"),
        JOB_POLL_MS: "100",
      },
    });
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await google?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts Google sign-in like the login page does, then signs in on the provider's own pages. */
  async function signInWithGoogle(login: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/");
    const begin = () =>
      page.request.post("/api/auth/sign-in/social", {
        data: { provider: "google", callbackURL: "/", errorCallbackURL: "/auth/login" },
        headers: { origin: server.url },
      });
    // better-auth allows a few sign-in starts per address every 10 s, and this file starts several: wait one out.
    let start = await begin();
    await expect
      .poll(async () => (start.status() === 429 ? (start = await begin()).status() : start.status()), {
        timeout: 20_000,
        interval: 1_000,
      })
      .toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(google.discoveryUrl.replace("/.well-known/openid-configuration", ""))).toBe(true);
    await page.goto(url);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any-password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((u) => u.origin === server.url, { timeout: 30_000 });
    return page;
  }

  async function sessionEmail(page: Page): Promise<string | undefined> {
    const res = await page.request.get("/api/auth/get-session");
    const body = (await res.json()) as { user?: { email: string } } | null;
    return body?.user?.email;
  }

  it("signs a new Google user in from the login page's button and back to the saved page", async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto("/auth/login?redirect=/meals");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.locator('input[name="login"]').fill("alice");
    await page.locator('input[name="password"]').fill("any-password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((u) => u.origin === server.url && u.pathname === "/meals", { timeout: 30_000 });
    await page.getByRole("navigation", { name: "Main" }).getByLabel("Account menu for Alice Google").waitFor();
    expect(await sessionEmail(page)).toBe("alice.google@example.org");
    const admin = await page.request.get("/api/is-admin");
    expect(await admin.json()).toEqual({ isAdmin: false });
  });

  it("does not let an unverified Google e-mail take over an existing account", async () => {
    const page = await signInWithGoogle("unverified-sara");
    expect(await sessionEmail(page)).toBeUndefined();
    expect(page.url()).toContain("error=");
  });

  it("links a verified Google e-mail to the existing account", async () => {
    const page = await signInWithGoogle("verified-sara");
    expect(await sessionEmail(page)).toBe("sara@medcamp.dev");
    const profile = await page.request.get("/api/users/sara@medcamp.dev");
    expect(((await profile.json()) as { user: { badge: string } }).user.badge).toBe("Gold");
  });

  // Issue 19: a Google sign-up gets the welcome e-mail, and its account, which has no password, is deleted by typing
  // its e-mail address instead.
  it("welcomes a new Google user by e-mail, and deletes the account once its e-mail address is typed", async () => {
    const page = await signInWithGoogle("bruno");
    const email = "bruno.google@example.org";
    expect(await sessionEmail(page)).toBe(email);
    const admin = await (await browser.newContext({ baseURL: server.url })).newPage();
    const signIn = await admin.request.post("/api/auth/sign-in/email", {
      data: DEMO_ADMIN,
      headers: { origin: server.url },
    });
    expect(signIn.status()).toBe(200);
    await capturedMail(admin, email, "Welcome to MedCamp");

    const m = MESSAGES.account;
    await page.goto("/user/profile");
    const remove = page.getByRole("button", { name: m.deleteButton });
    await expect.poll(() => remove.isEnabled()).toBe(true);
    await remove.click();
    const dialog = page.getByRole("dialog", { name: m.deleteConfirmTitle });
    await dialog.getByText(m.deleteConfirmEmail).waitFor();
    await dialog.getByLabel(m.emailLabel).fill("someone-else@example.org");
    await dialog.getByRole("button", { name: m.deleteConfirm }).click();
    await dialog.getByText(m.deleteEmailMismatch).waitFor();
    await dialog.getByLabel(m.emailLabel).fill(email);
    await dialog.getByRole("button", { name: m.deleteConfirm }).click();
    await page.waitForURL((u) => u.pathname === "/");
    expect(await sessionEmail(page)).toBeUndefined();
    const found = await admin.request.get(`/api/users?email=${encodeURIComponent(email)}`);
    expect(((await found.json()) as { users: unknown[] }).users).toEqual([]);
  });
});
