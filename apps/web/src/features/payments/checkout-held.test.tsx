import { PACKAGE_STORAGE_KEY } from "@medcamp/contract";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "../../lib/auth-context";
import { student } from "../../test/auth-states";
import { appConfigRoute } from "../../test/app-config";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { CheckoutPage } from "./checkout-page";

const demo = appConfigRoute();
// Issue 20: from Silver, Gold is an upgrade for the days left of the period.
const upgradeQuote = {
  "GET /subscription/quote": {
    body: {
      package: "Gold",
      action: "upgrade",
      currentPackage: "Silver",
      amountDue: 3.33,
      monthlyPrice: 15,
      startsAt: "2026-03-01T10:00:00.000Z",
      endsAt: "2026-03-31T10:00:00.000Z",
      daysLeft: 20,
      periodDays: 30,
    },
  },
};
// Issue 20: the package the user holds is quoted as held, with nothing to pay.
const heldQuote = {
  "GET /subscription/quote": {
    body: {
      package: "Gold",
      action: "held",
      currentPackage: "Gold",
      amountDue: 0,
      monthlyPrice: 15,
      startsAt: "2026-03-01T10:00:00.000Z",
      endsAt: "2026-03-31T10:00:00.000Z",
    },
  },
};
const intent = { "POST /create-payment-intent": { body: { clientSecret: "pi_demo_1_secret_x", provider: "demo" } } };
const holding = (badge: "Gold" | "Silver"): AuthState => ({ ...student, user: { ...student.user!, badge } });
const checkout = (auth: AuthState) => ({
  routes: [{ path: "/payments", element: <CheckoutPage /> }],
  at: "/payments",
  auth,
});

beforeEach(() => localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify({ name: "Gold", price: 15 })));
afterEach(() => {
  vi.restoreAllMocks();
});

describe("CheckoutPage for the package the user holds (issue 17)", () => {
  it("marks it Your package and refuses before paying: no intent, no card form, a sentence and the packages", async () => {
    const { calls } = fakeApi({ ...demo, ...heldQuote, ...intent });
    renderApp(checkout(holding("Gold")));
    expect(await screen.findByText("Your package")).toBeInTheDocument();
    expect(screen.getByText("You already have this package. Choose another package to change it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See packages" })).toHaveAttribute("href", "/#packages");
    expect(screen.queryByRole("form", { name: "Card details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay Now" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "/create-payment-intent")).toBe(false);
  });

  it("lets a holder of another package buy this one", async () => {
    const { calls } = fakeApi({ ...demo, ...upgradeQuote, ...intent });
    renderApp(checkout(holding("Silver")));
    expect(await screen.findByRole("form", { name: "Card details" })).toBeInTheDocument();
    expect(screen.queryByText("Your package")).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "/create-payment-intent")).toBe(true);
  });
});
