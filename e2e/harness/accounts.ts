import type { Page } from "playwright-core";

export const DEMO_PASSWORD = "CampUser1";

/** Signs a fresh camper up through the real API inside the page's browser context (its cookie then applies). */
export async function signUpInBrowser(page: Page, baseURL: string, name = "E2E Camper") {
  const email = `camper-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.org`;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "Camper1x", name, image: "https://example.org/avatar.png" },
    headers: { origin: baseURL },
  });
  if (res.status() !== 200) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return { email, name, password: "Camper1x" };
}

/** Signs an existing (e.g. seeded) user in inside the page's browser context. */
export async function signInInBrowser(page: Page, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}
