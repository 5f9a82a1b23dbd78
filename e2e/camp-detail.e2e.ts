import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { answerApi, dropApi, holdApi, openInApp } from "./harness/api-routes.ts";
import { setupBrowser } from "./harness/browser.ts";
import { campIdAt, listCamps, openCampIdAt, openForJoining } from "./harness/camps.ts";
import { toast, toastLook } from "./harness/toasts.ts";

const ui = setupBrowser();
/** Waits for the page to catch up (the machine may be busy); a real failure still fails after 10 s. */
const reviewForm = (page: Page) => page.getByRole("form", { name: "Leave a review" });

/**
 * A camp sara has no request for yet and that has a free seat and has not ended (other files' journeys add some; the
 * admin's uses the 20th camp).
 */
async function campSaraHasNotRequested(page: Page): Promise<string> {
  const mine = await page.request.get("/api/meal-requests-user?email=sara%40medcamp.dev&page=1&limit=50");
  const body = (await mine.json()) as { mealRequests: Array<{ mealRequest: { title: string } }> };
  const requested = new Set(body.mealRequests.map((r) => r.mealRequest.title));
  const free = (await listCamps(page)).slice(0, 19).find((m) => !requested.has(m.title) && openForJoining(m));
  if (!free) throw new Error("sara has requested every camp already");
  return free._id;
}

async function fillReview(page: Page, comment: string, rating: string) {
  await reviewForm(page).getByLabel("Your review").fill(comment);
  await reviewForm(page).getByLabel("Rating").selectOption(rating);
  await reviewForm(page).getByRole("button", { name: "Submit review" }).click();
}

describe("camp detail", () => {
  test("shows a loading state, then the camp; a camp that fails to load says Error fetching Camp details", async () => {
    const page = await ui.newPage();
    const id = await campIdAt(page, 4);
    const held = await holdApi(page, "GET", `/meals/${id}`);
    await openInApp(page, `/meal/${id}`);
    await page.getByRole("status").getByText("Loading…").waitFor();
    held.release();
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("status").getByText("Loading…").count()).toBe(0);
    // A server failure (an unknown camp says "This camp isn't available": camp-design.e2e.ts).
    const failing = await ui.newPage();
    await answerApi(failing, "GET", `/meals/${id}`, {
      status: 500,
      json: { message: "Internal error", code: "INTERNAL_ERROR" },
    });
    await openInApp(failing, `/meal/${id}`);
    await failing.getByRole("alert").filter({ hasText: "Error fetching Camp details" }).waitFor();
    expect(await failing.getByText("This camp isn't available").count()).toBe(0);
  });

  test("a camp nobody reviewed invites the first review", async () => {
    const page = await ui.newPage();
    const quiet = (await listCamps(page)).findLast((camp) => camp.reviewsCount === 0);
    if (!quiet) throw new Error("every camp has a review; the demo seed leaves most without");
    await page.goto(`/meal/${quiet._id}`);
    await page.getByText("No reviews yet. Be the first to leave one!").waitFor();
  });

  test("visitors who like or join are told to log in and sent to the login page", async () => {
    const page = await ui.newPage();
    await page.goto(`/meal/${await campIdAt(page, 3)}`);
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await toast(page, "Must Login to Like").waitFor();
    await page.waitForURL("**/auth/login");
    await page.goto(`/meal/${await openCampIdAt(page, 4)}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Must Login to request").waitFor();
    await page.waitForURL("**/auth/login");
  });

  test("a camper likes once, reviews once, and cannot join without a package", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Detail Camper");
    await page.goto(`/meal/${await openCampIdAt(page, 7)}`);
    const participants = page
      .getByRole("article")
      .locator("dt", { hasText: "Participants" })
      .locator("xpath=following-sibling::dd[1]");
    const before = Number(await participants.innerText());
    await page.getByRole("button", { name: "Like", exact: true }).click();
    const liked = toast(page, "Meal liked successfully!");
    await liked.waitFor();
    // product.md §9: toasts sit at the top right and close themselves after 5000 ms.
    const look = await toastLook(liked);
    expect(look.autoCloseMs).toBe(5000);
    expect(look.fromTop).toBeLessThan(100);
    expect(look.fromRight).toBeLessThan(50);
    expect(await page.getByRole("button", { name: "Liked" }).isDisabled()).toBe(true);
    await expect.poll(async () => Number(await participants.innerText())).toBe(before + 1);

    await reviewForm(page).getByRole("button", { name: "Submit review" }).click();
    await reviewForm(page).getByText("Please provide a review and a rating!").waitFor();
    await fillReview(page, "The dentist was wonderful with my kids.", "5");
    await toast(page, "Review submitted successfully!").waitFor();
    // In the reviews list, and in "Your review", which takes the form's place (a second review is not offered).
    await page.getByRole("listitem").filter({ hasText: "The dentist was wonderful with my kids." }).waitFor();
    await page
      .getByRole("region", { name: "Your review" })
      .getByText("The dentist was wonderful with my kids.")
      .waitFor();
    expect(await reviewForm(page).count()).toBe(0);

    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Need to buy subscription").waitFor();
    await liked.waitFor({ state: "detached" });
  });

  test("a like made elsewhere meanwhile is news: You have already liked this meal., and the button turns Liked", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Two Tabs Camper");
    const id = await campIdAt(page, 8);
    await page.goto(`/meal/${id}`);
    const like = page.getByRole("button", { name: "Like", exact: true });
    await like.waitFor();
    const other = await page.request.post(`/api/meals/${id}/like`, { data: {}, headers: { origin: ui.baseURL } });
    expect(other.status()).toBe(200);
    await like.click();
    await toast(page, "You have already liked this meal.").waitFor();
    expect(await page.getByRole("button", { name: "Liked" }).isDisabled()).toBe(true);
  });

  test("a review made elsewhere meanwhile is refused: User already reviewed the meal", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Two Tabs Reviewer");
    const id = await campIdAt(page, 8);
    await page.goto(`/meal/${id}`);
    await reviewForm(page).getByLabel("Your review").waitFor();
    const other = await page.request.post(`/api/meals/${id}/review`, {
      data: { comment: "From the other tab.", rating: 4 },
      headers: { origin: ui.baseURL },
    });
    expect(other.status()).toBe(201);
    await fillReview(page, "Again!", "4");
    await toast(page, "User already reviewed the meal").waitFor();
  });

  test("failed like, review and join say so", async () => {
    const page = await ui.newPage();
    await signUpInBrowser(page, ui.baseURL, "Unlucky Camper");
    const id = await openCampIdAt(page, 9);
    await answerApi(page, "POST", `/meals/${id}/like`, { status: 502, body: "<html>Bad gateway</html>" });
    await answerApi(page, "POST", `/meals/${id}/review`, {
      status: 500,
      json: { message: "Internal error", code: "INTERNAL_ERROR" },
    });
    await dropApi(page, "POST", "/meal/request");
    await page.goto(`/meal/${id}`);
    await page.getByRole("button", { name: "Like", exact: true }).click();
    await toast(page, "Something went wrong. Please try again.").waitFor();
    expect(await page.getByRole("button", { name: "Like", exact: true }).isEnabled()).toBe(true);
    await fillReview(page, "Kind nurses.", "4");
    await toast(page, "Failed to submit the review. Please try again.").waitFor();
    expect(await reviewForm(page).getByLabel("Your review").inputValue()).toBe("Kind nurses.");
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Failed to request the meal. Please try again.").waitFor();
  });

  test("a camper with a badge (sara, Gold) joins a camp", async () => {
    const page = await ui.newPage();
    await signInInBrowser(page, ui.baseURL, "sara@medcamp.dev");
    await page.goto(`/meal/${await campSaraHasNotRequested(page)}`);
    await page.getByRole("button", { name: "Join Camp" }).click();
    await toast(page, "Meal request sent successfully!").waitFor();
  });
});
