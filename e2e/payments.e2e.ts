import fs from "node:fs";
import path from "node:path";
import { PACKAGE_STORAGE_KEY } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { DEMO_PASSWORD, signUpInBrowser } from "./harness/accounts.ts";
import { setupBrowser } from "./harness/browser.ts";
import { openCampIdAt } from "./harness/camps.ts";

const ui = setupBrowser();
// As long as a locator waits (harness default): a loaded 2-core machine can take seconds to render a list.
const packageShown = (page: Page) => page.getByRole("definition").allInnerTexts();

async function choosePackage(page: Page, name: string, price: number) {
  await page.goto("/");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PACKAGE_STORAGE_KEY, JSON.stringify({ name, price })],
  );
}

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole("form", { name: "Card details" });
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiry (MM/YY)").fill("12/39");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay Now" }).click();
}

describe("checkout with the test-mode processor", () => {
  test("a visitor is sent to log in and brought back to the checkout of the chosen package", async () => {
    const page = await ui.newPage();
    await choosePackage(page, "Gold", 15);
    await page.goto("/payments");
    await page.waitForURL((url) => url.pathname === "/auth/login");
    // lina has no package; she only looks at the checkout here.
    const login = page.getByRole("form", { name: "Login" });
    await login.getByLabel("Email").fill("lina@medcamp.dev");
    await login.getByLabel("Password").fill(DEMO_PASSWORD);
    await login.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/payments");
    await expect.poll(() => packageShown(page)).toEqual(["Gold", "15 usd"]);
    await expect.poll(() => page.getByRole("button", { name: "Pay Now" }).isEnabled()).toBe(true);
  });

  test("a camper buys Gold: the declined card records nothing, the test card buys the badge", async () => {
    const page = await ui.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const camper = await signUpInBrowser(page, ui.baseURL, "Gold Buyer");
    await page.goto("/");
    await page.getByRole("button", { name: "Subscribe to Gold" }).click();
    await page.waitForURL((url) => url.pathname === "/payments");
    await page.getByText("Test mode", { exact: true }).waitFor();
    await expect.poll(() => packageShown(page)).toEqual(["Gold", "15 usd"]);
    await page.reload();
    await expect.poll(() => packageShown(page)).toEqual(["Gold", "15 usd"]);
    const payNow = page.getByRole("button", { name: "Pay Now" });
    await expect.poll(() => payNow.isEnabled()).toBe(true);

    await payWith(page, "4000 0000 0000 0002");
    await page.getByRole("alert").filter({ hasText: "Your card was declined." }).waitFor();
    const none = await page.request.get(`/api/payments/${camper.email}`);
    expect(await none.json()).toEqual([]);

    await payWith(page, "4242 4242 4242 4242");
    await page.getByText("Your transaction ID:").waitFor();
    await page.getByText("Thank you for purchasing!").waitFor();
    expect(await page.getByRole("button", { name: "Pay Now" }).isDisabled()).toBe(true);

    // Test mode never downloads Stripe: neither the Stripe card form's chunk (it exists in the build) nor Stripe.js.
    const stripeChunk = fs
      .readdirSync(path.join(inject("webDir"), "assets"))
      .find((f) => f.startsWith("stripe-card-form"));
    expect(stripeChunk).toBeDefined();
    expect(requested.some((url) => /\/assets\/checkout-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(requested.filter((url) => url.includes(stripeChunk!) || url.includes("stripe.com"))).toEqual([]);
    const payments = (await (await page.request.get(`/api/payments/${camper.email}`)).json()) as Array<{
      userPackage: string;
      price: number;
    }>;
    expect(payments).toEqual([expect.objectContaining({ userPackage: "Gold", price: 15, status: "purchased" })]);
    await page.goto("/user/profile");
    await page.getByRole("main").locator(".badge", { hasText: "Gold" }).waitFor();
    // Issue 20: the package is a subscription with a period that renews by itself.
    const section = page.getByRole("region", { name: "Your package" });
    await section.getByText(/^Renews on /).waitFor();
    await page.goto("/user/history");
    await page.getByRole("main").locator("tbody tr").filter({ hasText: "Gold" }).getByText("purchased").waitFor();

    await page.goto(`/meal/${await openCampIdAt(page, 2)}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await page.locator(".Toastify").getByText("Meal request sent successfully!").waitFor();
  });
});
