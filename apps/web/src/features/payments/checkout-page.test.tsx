import { PACKAGE_STORAGE_KEY } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/toast";
import { student, visitor } from "../../test/auth-states";
import { appConfigRoute } from "../../test/app-config";
import { type FakeAnswer, fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { CheckoutPage } from "./checkout-page";

// The server's quote for a user with no package (issue 20): a month at the full price.
const buyQuote = {
  "GET /subscription/quote": {
    body: {
      package: "Gold",
      action: "buy",
      currentPackage: null,
      amountDue: 15,
      monthlyPrice: 15,
      startsAt: "2026-03-01T10:00:00.000Z",
      endsAt: "2026-04-01T10:00:00.000Z",
    },
  },
};
const demo = { ...appConfigRoute(), ...buyQuote };
const intent = { "POST /create-payment-intent": { body: { clientSecret: "pi_demo_1_secret_x", provider: "demo" } } };
const confirmed = { "POST /demo-payments/confirm": { body: { id: "pi_demo_1", status: "succeeded" } } };
const recorded = { "POST /payments": { status: 201, body: { insertedId: "p1" } } };
const offline = (): FakeAnswer => {
  throw new TypeError("Failed to fetch");
};
const pending = () => new Promise<FakeAnswer>(() => {});

/** The checkout at /payments for a signed-in camper; going to log in lands on "Landed at /auth/login". */
const checkout = { routes: [{ path: "/payments", element: <CheckoutPage /> }], at: "/payments", auth: student };

// The package choice the home page's buttons leave for the checkout.
beforeEach(() => localStorage.setItem(PACKAGE_STORAGE_KEY, JSON.stringify({ name: "Gold", price: 15 })));
afterEach(() => {
  vi.restoreAllMocks();
});

const payNow = () => screen.getByRole("button", { name: "Pay Now" });
const alertLine = () => screen.getByRole("alert");

async function payWith(cardNumber: string) {
  const user = userEvent.setup();
  const form = within(await screen.findByRole("form", { name: "Card details" }));
  await user.type(form.getByLabelText("Card number"), cardNumber);
  await user.type(form.getByLabelText("Expiry (MM/YY)"), "12/39");
  await user.type(form.getByLabelText("CVC"), "123");
  await waitFor(() => expect(payNow()).toBeEnabled());
  await user.click(payNow());
}

describe("CheckoutPage", () => {
  it("sends a visitor to log in, remembering the checkout", async () => {
    const { router } = renderApp({ ...checkout, auth: visitor });
    expect(await screen.findByText("Landed at /auth/login")).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: "/payments" } });
  });

  it("shows the package, test mode, and Pay Now disabled until the intent is ready", async () => {
    fakeApi({ ...demo, "POST /create-payment-intent": pending });
    renderApp(checkout);
    expect(await screen.findByText("Test mode")).toBeInTheDocument();
    expect(screen.getAllByRole("definition").map((d) => d.textContent)).toEqual(["Gold", "15 usd"]);
    expect(screen.getByText("Preparing payment…")).toBeInTheDocument();
    expect(payNow()).toBeDisabled();
  });

  it("buys once: transaction ID, a 1500 ms thank-you toast, and no second intent or Pay Now", async () => {
    const success = vi.spyOn(notify, "success");
    const { calls } = fakeApi({ ...demo, ...intent, ...confirmed, ...recorded });
    const { refresh, queryClient } = renderApp(checkout);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await payWith("4242 4242 4242 4242");
    expect(await screen.findByText("pi_demo_1")).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith("Thank you for purchasing!", { autoClose: 1500 });
    expect(await screen.findByText("Thank you for purchasing!")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/payments")?.body).toMatchObject({
      email: "sam@example.org",
      price: 15,
      transactionId: "pi_demo_1",
      userPackage: "Gold",
      status: "purchased",
    });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ["dashboard", "profile", "sam@example.org"],
      ["dashboard", "payments", "sam@example.org"],
      ["dashboard", "subscription", "sam@example.org"],
    ]);
    expect(payNow()).toBeDisabled();
    expect(screen.getByLabelText("Card number")).toBeDisabled();
    expect(calls.filter((c) => c.path === "/create-payment-intent")).toHaveLength(1);
  });

  it("shows the server's refusal of the intent after the spec's prefix", async () => {
    fakeApi({
      ...demo,
      "POST /create-payment-intent": {
        status: 400,
        body: { message: "Price must be one of the package prices.", code: "VALIDATION_ERROR" },
      },
    });
    renderApp(checkout);
    await waitFor(() =>
      expect(alertLine()).toHaveTextContent("Error creating payment intent. Price must be one of the package prices."),
    );
    expect(payNow()).toBeDisabled();
  });

  it.each([
    ["the network fails", offline],
    ["the server fails", () => ({ status: 500, body: { message: "Internal error", code: "INTERNAL" } })],
    ["the answer has no client secret", () => ({ body: { clientSecret: "", provider: "demo" } })],
  ])("says initialization failed when %s", async (_case, answer) => {
    fakeApi({ ...demo, "POST /create-payment-intent": answer });
    renderApp(checkout);
    await waitFor(() => expect(alertLine()).toHaveTextContent("Payment initialization failed. Try again."));
    expect(payNow()).toBeDisabled();
  });

  it("shows the processor's card error, and the spec's failure when confirming breaks", async () => {
    const declined = { status: 402, body: { message: "Your card was declined.", code: "CARD_DECLINED" } };
    let answer: () => FakeAnswer = () => declined;
    const { calls } = fakeApi({ ...demo, ...intent, "POST /demo-payments/confirm": () => answer() });
    renderApp(checkout);
    await payWith("4000 0000 0000 0002");
    await waitFor(() => expect(alertLine()).toHaveTextContent("Your card was declined."));

    answer = offline;
    await userEvent.click(payNow());
    await waitFor(() => expect(alertLine()).toHaveTextContent("Payment failed. Please try again."));
    answer = () => ({ status: 500, body: { message: "Internal error", code: "INTERNAL_ERROR" } });
    await userEvent.click(payNow());
    await waitFor(() => expect(calls.filter((c) => c.path === "/demo-payments/confirm")).toHaveLength(3));
    await waitFor(() => expect(alertLine()).toHaveTextContent("Payment failed. Please try again."));
    expect(calls.some((c) => c.path === "/payments")).toBe(false);
  });

  it("says the payment went through but was not saved when recording fails", async () => {
    fakeApi({
      ...demo,
      ...intent,
      ...confirmed,
      "POST /payments": { status: 500, body: { message: "Internal error", code: "INTERNAL" } },
    });
    renderApp(checkout);
    await payWith("4242 4242 4242 4242");
    await waitFor(() =>
      expect(alertLine()).toHaveTextContent("Payment was successful but failed to save transaction."),
    );
  });

  it.each([
    ["while the intent loads", pending],
    ["after the intent failed", () => ({ status: 500, body: { message: "Internal error", code: "INTERNAL" } })],
  ])("in Stripe mode never shows the demo card form %s", async (_case, answer) => {
    const stripe = appConfigRoute({ demoSeed: false, payments: "stripe" });
    fakeApi({ ...stripe, ...buyQuote, "POST /create-payment-intent": answer });
    renderApp(checkout);
    expect(await screen.findByRole("button", { name: "Pay Now" })).toBeDisabled();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.queryByText("Test mode")).not.toBeInTheDocument();
  });
});
