import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { signUpInBrowser } from "./harness/accounts.ts";
import { setupBrowser } from "./harness/browser.ts";

// Issue 17, item 3 (broken images, avatars): a profile photo that fails to load shows the user's initial on a
// coloured disc, never the browser's broken-image icon. Sign-up gives every test camper https://example.org/avatar.png.
const ui = setupBrowser();
const PHOTO = "https://example.org/avatar.png";
/** A 1 × 1 PNG: the photo when it loads. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Images on the page that are shown but failed to load (the browser's broken-image icon). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.checkVisibility() && img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );

async function camperWhosePhoto(loads: boolean, name: string): Promise<Page> {
  const page = await ui.newPage();
  await page.route(PHOTO, (route) =>
    loads
      ? route.fulfill({ status: 200, contentType: "image/png", body: PNG })
      : route.fulfill({ status: 404, body: "" }),
  );
  await signUpInBrowser(page, ui.baseURL, name);
  return page;
}

describe("avatars", () => {
  test("a photo that fails to load shows the initial in the navbar, the dashboard and the profile", async () => {
    const page = await camperWhosePhoto(false, "Broken Photo");
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" }).getByLabel("Account menu for Broken Photo");
    await menu.waitFor();
    await expect.poll(() => menu.locator("img").count()).toBe(0);
    expect(await menu.innerText()).toBe("B");
    // A failed image shows the browser's icon until its error event is handled (the fallback swap): moments later.
    await expect.poll(() => brokenImages(page)).toEqual([]);

    for (const path of ["/user", "/user/profile"]) {
      await page.goto(path);
      const avatar = page.getByRole("main").getByRole("img", { name: "Broken Photo's avatar" });
      await avatar.waitFor();
      expect(await avatar.evaluate((el) => el.tagName)).toBe("SPAN");
      expect(await avatar.innerText()).toBe("B");
      await expect.poll(() => brokenImages(page), { message: path }).toEqual([]);
    }
  });

  test("a photo that loads is shown", async () => {
    const page = await camperWhosePhoto(true, "Good Photo");
    await page.goto("/user/profile");
    const photo = page.getByRole("main").getByRole("img", { name: "Good Photo" });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const menu = page.getByRole("navigation", { name: "Main" }).getByLabel("Account menu for Good Photo");
    await page.goto("/");
    await menu.locator("img").waitFor();
  });
});
