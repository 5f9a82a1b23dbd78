import { MESSAGES, PACKAGE_STORAGE_KEY, type SubscriptionQuote } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthState } from "../../lib/auth-context";
import { student } from "../../test/auth-states";
import { appConfigRoute } from "../../test/app-config";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { CheckoutPage } from "./checkout-page";
import { formatDay } from "../../lib/format-day";

const demo = appConfigRoute();
const intent = { "POST /create-payment-intent": { body: { clientSecret: "pi_demo_1_secret_x", provider: "demo" } } };
const holding = (badge: "Gold" | "Silver" | "Platinum"): AuthState => ({
  ...student,
  user: { ...student.user!, badge },
});
const checkout = (auth: AuthState) => ({
  routes: [{ path: "/payments", element: <CheckoutPage /> }],
  at: "/payments",
  auth,
});
const choose = (name: string, price: number) =>
  localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify({ name, price }));
const quote = (q: Partial<SubscriptionQuote> & Pick<SubscriptionQuote, "package" | "action">) => ({
  "GET /subscription/quote": {
    body: {
      amountDue: 0,
      monthlyPrice: 20,
      currentPackage: null,
      startsAt: "2026-03-01T10:00:00.000Z",
      endsAt: "2026-03-31T10:00:00.000Z",
      ...q,
    },
  },
});
const periodEnd = formatDay("2026-03-31T10:00:00.000Z");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("CheckoutPage prices the choice with the server's quote (issue 20)", () => {
  it("asks for the quote of the chosen package before anything is paid", async () => {
    choose("Gold", 15);
    const { fetchMock } = fakeApi({
      ...demo,
      ...intent,
      ...quote({ package: "Gold", action: "buy", amountDue: 15, monthlyPrice: 15 }),
    });
    renderApp(checkout(student));
    expect(await screen.findByText(`One month, until ${periodEnd}. Renews monthly; cancel any time on My Profile.`));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/subscription/quote?package=Gold");
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual(["Gold", "15 usd"]);
  });

  it("shows an upgrade's amount due now and what it pays for, and pays it with the card form", async () => {
    choose("Platinum", 20);
    const { calls } = fakeApi({
      ...demo,
      ...intent,
      ...quote({
        package: "Platinum",
        action: "upgrade",
        currentPackage: "Gold",
        amountDue: 3.33,
        daysLeft: 10,
        periodDays: 30,
      }),
    });
    renderApp(checkout(holding("Gold")));
    expect(
      await screen.findByText(
        `Upgrade from Gold now: you pay the difference for the 10 days left of this period (until ${periodEnd}), then $20 a month.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual(["Platinum", "3.33 usd"]);
    expect(await screen.findByRole("form", { name: "Card details" })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === "/create-payment-intent")).toBe(true));
    expect(calls.find((c) => c.path === "/create-payment-intent")?.body).toEqual({ price: 20 });
  });

  it("a downgrade has no card form and no intent: its button schedules the switch at the period's end", async () => {
    choose("Silver", 10);
    const on = formatDay("2026-03-31T10:00:00.000Z");
    const { calls } = fakeApi({
      ...demo,
      ...intent,
      ...quote({
        package: "Silver",
        action: "downgrade",
        currentPackage: "Gold",
        monthlyPrice: 10,
        startsAt: "2026-03-31T10:00:00.000Z",
      }),
      "POST /subscription/change": {
        body: {
          package: "Gold",
          status: "active",
          startsAt: "2026-03-01T10:00:00.000Z",
          endsAt: "2026-03-31T10:00:00.000Z",
          autoRenew: true,
          nextPackage: "Silver",
          graceUntil: null,
          provider: "demo",
          canRenew: true,
        },
      },
    });
    const { queryClient } = renderApp(checkout(holding("Gold")));
    expect(
      await screen.findByText(
        `You keep Gold until ${on}; then this package starts at $10 a month. Nothing to pay now.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Card details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay Now" })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Test mode:/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: `Switch on ${on}` }));
    const status = await screen.findByText(`Silver starts on ${on}.`);
    expect(
      within(status.closest("[role=status]") as HTMLElement).getByRole("link", { name: "My Profile" }),
    ).toHaveAttribute("href", "/user/profile");
    expect(screen.getByRole("button", { name: `Switch on ${on}` })).toBeDisabled();
    expect(calls.find((c) => c.path === "/subscription/change")?.body).toEqual({ package: "Silver" });
    expect(calls.some((c) => c.path === "/create-payment-intent")).toBe(false);
    expect(queryClient.getQueryData(["dashboard", "subscription", "sam@example.org"])).toMatchObject({
      subscription: { nextPackage: "Silver" },
    });
  });

  it("says the server's refusal of the downgrade", async () => {
    choose("Silver", 10);
    fakeApi({
      ...demo,
      ...quote({ package: "Silver", action: "downgrade", currentPackage: "Gold", monthlyPrice: 10 }),
      "POST /subscription/change": { status: 404, body: { message: "You have no package.", code: "NO_SUBSCRIPTION" } },
    });
    renderApp(checkout(holding("Gold")));
    await userEvent.click(await screen.findByRole("button", { name: /^Switch on / }));
    expect(await screen.findByText("You have no package.")).toHaveAttribute("role", "alert");
  });

  it("offers to buy again the package whose renewal failed, though the session still holds it in its grace", async () => {
    choose("Gold", 15);
    const { calls } = fakeApi({
      ...demo,
      ...intent,
      ...quote({ package: "Gold", action: "renew", amountDue: 15, monthlyPrice: 15 }),
    });
    renderApp(checkout(holding("Gold")));
    expect(
      await screen.findByText(`Your last renewal failed. Paying now starts a new month, until ${periodEnd}.`),
    ).toBeInTheDocument();
    expect(await screen.findByRole("form", { name: "Card details" })).toBeInTheDocument();
    expect(screen.queryByText("Your package")).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === "/create-payment-intent")).toBe(true));
  });

  it("marks the package Your package when the quote says it is held", async () => {
    choose("Gold", 15);
    const { calls } = fakeApi({ ...demo, ...intent, ...quote({ package: "Gold", action: "held", monthlyPrice: 15 }) });
    renderApp(checkout(student));
    expect(await screen.findByText("Your package")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Card details" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "/create-payment-intent")).toBe(false);
  });

  it("offers no card form when the quote fails", async () => {
    choose("Gold", 15);
    const { calls } = fakeApi({
      ...demo,
      ...intent,
      "GET /subscription/quote": { status: 500, body: { message: "Internal error", code: "INTERNAL" } },
    });
    renderApp(checkout(student));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Payment initialization failed. Try again."),
    );
    expect(screen.queryByRole("form", { name: "Card details" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "/create-payment-intent")).toBe(false);
  });

  it("mentions the card whose renewals are declined in test mode", async () => {
    choose("Gold", 15);
    fakeApi({ ...demo, ...intent, ...quote({ package: "Gold", action: "buy", amountDue: 15, monthlyPrice: 15 }) });
    renderApp(checkout(student));
    expect(await screen.findByText(MESSAGES.payment.testModeHint)).toBeInTheDocument();
    expect(MESSAGES.payment.testModeHint).toContain("4000 0000 0000 0341 pays now and its renewals are declined");
  });
});
