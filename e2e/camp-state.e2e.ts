import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { toast } from "./harness/toasts.ts";

// Issue 17, item 2: screens reflect what the camper already did. Every journey makes its own camper and camp.
const ui = setupBrowser();
/** Room for a busy machine; a real failure still fails. */
const HELD = "You already have this package. Choose another package to change it.";
const origin = () => ({ origin: ui.baseURL });

const packageCard = (page: Page, name: string) =>
  page.locator("#packages li.card").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A paid (confirmed) demo intent for `price`, not yet recorded; the next one for that package is a new intent. */
async function paidIntent(page: Page, price: number): Promise<string> {
  const intent = await page.request.post("/api/create-payment-intent", { data: { price }, headers: origin() });
  expect(intent.status()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await page.request.post("/api/demo-payments/confirm", {
    data: { clientSecret, cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" },
    headers: origin(),
  });
  expect(paid.status()).toBe(200);
  return ((await paid.json()) as { id: string }).id;
}

describe("the camp detail knows what the camper did", () => {
  test("Join Camp becomes Requested, which a refresh keeps, and Confirmed once the admin serves it", async () => {
    const admin = await asAdmin(ui);
    const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E State Camp"));
    const page = await ui.newPage();
    const camper = await signUpInBrowser(page, ui.baseURL, "Joining Camper");
    await buyPackageInBrowser(page, ui.baseURL, 15);

    await page.goto(`/meal/${camp.id}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Meal request sent successfully!").waitFor();
    await page.getByRole("button", { name: "Requested" }).waitFor();
    expect(await page.getByRole("button", { name: "Join Camp" }).count()).toBe(0);

    await page.reload();
    await page.getByRole("button", { name: "Requested" }).waitFor();
    expect(await page.getByRole("button", { name: "Join Camp" }).count()).toBe(0);
    const myRequests = page.getByRole("main").getByRole("link", { name: "My Camp Requests" });
    expect(await myRequests.getAttribute("href")).toBe("/user/meals");

    // The admin serves (Book) the request; the camper's next visit shows it confirmed.
    const found = await admin.request.get(`/api/meal-requests?email=${encodeURIComponent(camper.email)}`);
    const { mealRequests } = (await found.json()) as { mealRequests: Array<{ _id: string; title: string }> };
    expect(mealRequests.map((r) => r.title)).toEqual([camp.title]);
    const served = await admin.request.patch(`/api/meal-requests/${mealRequests[0]!._id}`, {
      data: { status: "delivered" },
      headers: origin(),
    });
    expect(served.status()).toBe(200);
    await page.reload();
    await page.getByRole("button", { name: "Confirmed" }).waitFor();
    expect(await page.getByRole("button", { name: "Requested" }).count()).toBe(0);

    await myRequests.click();
    await page.waitForURL((url) => url.pathname === "/user/meals");
    await page.getByRole("main").locator("tbody tr").filter({ hasText: camp.title }).waitFor();
  });

  test("after a review the form gives way to Your review, which Edit changes in place", async () => {
    const admin = await asAdmin(ui);
    const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E Review State"));
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Reviewing Camper");
    await page.goto(`/meal/${camp.id}`);

    const form = page.getByRole("form", { name: "Leave a review" });
    await form.getByLabel("Your review").fill("Friendly nurses.");
    await form.getByText("16/1000").waitFor();
    await form.getByLabel("Rating").selectOption("4");
    await form.getByRole("button", { name: "Submit review" }).click();
    await toast(page, "Review submitted successfully!").waitFor();

    const mine = page.getByRole("region", { name: "Your review" });
    await mine.getByText("Friendly nurses.").waitFor();
    await mine.getByText("4 out of 5").waitFor();
    expect(await form.count()).toBe(0);
    await page.reload();
    await mine.getByText("Friendly nurses.").waitFor();
    expect(await form.count()).toBe(0);

    await mine.getByRole("button", { name: "Edit your review" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit your review" });
    await dialog.getByLabel("Comment").fill("Friendly nurses and a short queue.");
    await dialog.getByText("34/1000").waitFor();
    await dialog.getByRole("button", { name: "Update" }).click();
    await toast(page, "Your review has been updated.").waitFor();
    const edited = (scope: Locator) =>
      scope.getByText("Friendly nurses and a short queue.", { exact: true }).filter({ visible: true });
    await edited(mine).waitFor();
    // The camp's own reviews list (outside "Your review") shows the new words too.
    await expect.poll(() => edited(page.getByRole("main")).count()).toBe(2);
  });

  test("joining without a package says Need to buy subscription with a link to the packages", async () => {
    const admin = await asAdmin(ui);
    const camp = await addCampByApi(admin, ui.baseURL, uniqueTitle("E2E No Package"));
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Packageless Camper");
    await page.goto(`/meal/${camp.id}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Need to buy subscription").waitFor();
    const link = page.getByRole("main").getByRole("link", { name: "See packages" });
    await link.click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#packages");
    const heading = page.getByRole("heading", { name: "Buy Package" });
    await expect.poll(() => heading.evaluate((h) => h.getBoundingClientRect().top < window.innerHeight)).toBe(true);
  });
});

describe("the package a camper holds", () => {
  test("is marked Your package, and buying it again is refused in the checkout and by the API", async () => {
    const page = await ui.newPage();
    const camper = await signUpInBrowser(page, ui.baseURL, "Gold Holder");
    await buyPackageInBrowser(page, ui.baseURL, 15);

    await page.goto("/");
    await packageCard(page, "Gold").getByText("Your package").waitFor();
    expect(await packageCard(page, "Silver").getByText("Your package").count()).toBe(0);
    expect(await packageCard(page, "Platinum").getByText("Your package").count()).toBe(0);

    await page.getByRole("button", { name: "Subscribe to Gold" }).click();
    await page.waitForURL((url) => url.pathname === "/payments");
    const main = page.getByRole("main");
    await main.getByText(HELD).waitFor();
    await main.getByText("Your package").waitFor();
    expect(await main.getByRole("form", { name: "Card details" }).count()).toBe(0);
    expect(await main.getByRole("button", { name: "Pay Now" }).count()).toBe(0);
    expect(await main.getByRole("link", { name: "See packages" }).getAttribute("href")).toBe("/#packages");

    // The server refuses it too, before anything is paid.
    const intent = await page.request.post("/api/create-payment-intent", { data: { price: 15 }, headers: origin() });
    expect(intent.status()).toBe(409);
    expect(await intent.json()).toEqual({ message: HELD, code: "PACKAGE_ALREADY_HELD" });

    // Another package (an upgrade) stays on offer.
    await page.goto("/");
    await page.getByRole("button", { name: "Subscribe to Platinum" }).click();
    await page.waitForURL((url) => url.pathname === "/payments");
    await expect.poll(() => main.getByRole("button", { name: "Pay Now" }).isEnabled()).toBe(true);
    expect(await main.getByText(HELD).count()).toBe(0);

    const history = (await (await page.request.get(`/api/payments/${camper.email}`)).json()) as unknown[];
    expect(history).toHaveLength(1);
  });

  test("two purchases of one package sent at once are recorded once", async () => {
    const page = await ui.newPage();
    const camper = await signUpInBrowser(page, ui.baseURL, "Double Buyer");
    const first = await paidIntent(page, 15);
    const second = await paidIntent(page, 15);
    expect(second).not.toBe(first);
    const answers = await Promise.all(
      [first, second].map((transactionId) =>
        page.request.post("/api/payments", { data: { transactionId }, headers: origin() }),
      ),
    );
    expect(answers.map((a) => a.status()).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status() === 409)!;
    expect(await refused.json()).toEqual({ message: HELD, code: "PACKAGE_ALREADY_HELD" });
    const history = (await (await page.request.get(`/api/payments/${camper.email}`)).json()) as Array<{
      userPackage: string;
    }>;
    expect(history.map((p) => p.userPackage)).toEqual(["Gold"]);
  });
});
