import { MESSAGES, PACKAGES } from "@medcamp/contract";
import { describe, expect, test } from "vitest";
import { buyPackageInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, asAdmin, toast, uniqueTitle } from "./harness/admin.ts";
import { capturedMail } from "./harness/outbox.ts";
import { setupBrowser } from "./harness/browser.ts";

// The like on an upcoming camp is also "notify me" (issue 19): publishing tells the likers, here read from the
// built-in outbox (the browser tests' server has no SMTP server) as the demo admin.
const ui = setupBrowser();

describe("notify me on Upcoming Camps (issue 19)", () => {
  test("a liked card says it will tell; publishing e-mails the liker a link that opens the new camp", async () => {
    const admin = await asAdmin(ui);
    const title = uniqueTitle("E2E Notify");
    const upcoming = await addCampByApi(admin, ui.baseURL, title, "/api/upcoming-meals");

    const page = await ui.newPage();
    const { email } = await signUpInBrowser(page, ui.baseURL, "Notify Me Camper");
    await buyPackageInBrowser(page, ui.baseURL, 10);
    const silver = PACKAGES.find((p) => p.price === 10)!.name;
    await capturedMail(admin, email, `Your MedCamp receipt: ${silver} package`);

    await page.goto("/upcoming-meals");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await card.getByRole("button", { name: `Like: ${title}` }).click();
    await toast(page, MESSAGES.success.mealLiked).waitFor();
    const liked = card.getByRole("button", { name: `Liked: ${title}` });
    await liked.waitFor();
    expect(await card.getByText(MESSAGES.campNotices.notifyMeNote).isVisible()).toBe(true);
    expect(await liked.getAttribute("aria-describedby")).toBeTruthy();

    const published = await admin.request.post("/api/meals/from-upcoming", {
      data: { upcomingMealId: upcoming.id },
      headers: { origin: ui.baseURL },
    });
    expect(published.status()).toBe(201);
    const campId = ((await published.json()) as { insertedId: string }).insertedId;

    const mail = await capturedMail(admin, email, `Now open: ${title}`);
    const link = mail.text.match(/https?:\/\/\S+\/meal\/[\w-]+/)?.[0];
    expect(link).toBe(`${ui.baseURL}/meal/${campId}`);
    expect(mail.text).toContain("/unsubscribe?token=");

    await page.goto(link!);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.goto("/user/notifications");
    await page.getByText(MESSAGES.campNotices.publishedTitle).first().waitFor();
  });
});
