import { describe, expect, test } from "vitest";
import { setupBrowser } from "./harness/browser.ts";
import { cspViolations, watchConsoleErrors } from "./harness/console-watch.ts";

const ui = setupBrowser();

describe("API docs page", () => {
  test("renders the OpenAPI document under the app's CSP (frame-ancestors 'none', no inline scripts)", async () => {
    const page = await ui.newPage();
    const errors = watchConsoleErrors(page);
    const response = await page.goto("/api/docs/");
    const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    await page.getByRole("heading", { name: /MedCamp API/ }).waitFor({ state: "visible" });
    await page.getByText("/api/meals", { exact: true }).first().waitFor({ state: "visible" });
    expect(cspViolations(errors)).toEqual([]);
  });
});
