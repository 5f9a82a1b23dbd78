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

/** Buys a package for the signed-in user through the real API and the demo processor's success card. */
export async function buyPackageInBrowser(page: Page, baseURL: string, price: 10 | 15 | 20) {
  const headers = { origin: baseURL };
  const intent = await page.request.post("/api/create-payment-intent", { data: { price }, headers });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await page.request.post("/api/demo-payments/confirm", {
    data: { clientSecret, cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" },
    headers,
  });
  const { id } = (await confirmed.json()) as { id: string };
  const recorded = await page.request.post("/api/payments", { data: { transactionId: id }, headers });
  if (recorded.status() !== 201) throw new Error(`payment failed: ${recorded.status()} ${await recorded.text()}`);
}
