import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ConfirmCard } from "./use-checkout";

// Stripe is outside the product (and unreachable here): Stripe.js and its React bindings are replaced by stand-ins
// that hand the form a fake `stripe` whose confirmCardPayment answers what each test needs.
const stripeMock = vi.hoisted(() => ({
  confirmCardPayment: vi.fn(),
  available: true,
  cardMounted: true,
  elementsStripe: [] as unknown[],
}));
const cardElement = { kind: "card-element" };

vi.mock("@stripe/stripe-js", () => ({ loadStripe: vi.fn(async () => ({ stand: "in" })) }));
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ stripe, children }: { stripe: unknown; children: ReactNode }) => {
    stripeMock.elementsStripe.push(stripe);
    return children;
  },
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => (stripeMock.available ? { confirmCardPayment: stripeMock.confirmCardPayment } : null),
  useElements: () => ({ getElement: () => (stripeMock.cardMounted ? cardElement : null) }),
}));

const { loadStripe } = await import("@stripe/stripe-js");
const { default: StripeCardForm } = await import("./stripe-card-form");

const billing = { email: "sam@example.org", name: "Sam" };

/** Renders the form, presses Pay Now and returns the confirmation the form handed to the checkout. */
async function confirmWith(clientSecret = "pi_1_secret_x"): Promise<Awaited<ReturnType<ConfirmCard>>> {
  const onPay = vi.fn<(confirm: ConfirmCard) => void>();
  render(
    <StripeCardForm publishableKey="pk_test_1" ready paying={false} done={false} billing={billing} onPay={onPay} />,
  );
  await userEvent.click(screen.getByRole("button", { name: "Pay Now" }));
  expect(onPay).toHaveBeenCalledTimes(1);
  return onPay.mock.calls[0]![0](clientSecret);
}

beforeEach(() => {
  stripeMock.available = true;
  stripeMock.cardMounted = true;
  stripeMock.elementsStripe = [];
});

describe("StripeCardForm", () => {
  it("waits for the publishable key: no Stripe.js, Pay Now disabled", () => {
    render(
      <StripeCardForm
        publishableKey={undefined}
        ready={false}
        paying={false}
        done={false}
        billing={billing}
        onPay={vi.fn()}
      />,
    );
    expect(loadStripe).not.toHaveBeenCalled();
    expect(stripeMock.elementsStripe).toEqual([null]);
    expect(screen.getByTestId("card-element")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeDisabled();
  });

  it("confirms the card with Stripe for the intent and reports the intent id", async () => {
    stripeMock.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: "pi_1", status: "succeeded" } });
    expect(await confirmWith("pi_1_secret_x")).toEqual({ id: "pi_1" });
    expect(loadStripe).toHaveBeenCalledWith("pk_test_1");
    expect(stripeMock.confirmCardPayment).toHaveBeenCalledWith("pi_1_secret_x", {
      payment_method: { card: cardElement, billing_details: billing },
    });
  });

  it("shows Stripe's card error message to the payer", async () => {
    stripeMock.confirmCardPayment.mockResolvedValue({
      error: { type: "card_error", message: "Your card has insufficient funds." },
    });
    expect(await confirmWith()).toEqual({ error: "Your card has insufficient funds." });
  });

  it("gives the spec's failure for errors that are not about the card, and for an unfinished payment", async () => {
    stripeMock.confirmCardPayment.mockResolvedValueOnce({
      error: { type: "api_connection_error", message: "Failed to fetch" },
    });
    expect(await confirmWith()).toEqual({ error: "Payment failed. Please try again." });
    stripeMock.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { id: "pi_1", status: "processing" } });
    cleanup();
    expect(await confirmWith()).toEqual({ error: "Payment failed. Please try again." });
  });

  it("keeps Pay Now disabled until Stripe.js is there, and says not initialised without the card field", async () => {
    stripeMock.available = false;
    render(
      <StripeCardForm publishableKey="pk_test_1" ready paying={false} done={false} billing={billing} onPay={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeDisabled();
    cleanup();
    stripeMock.available = true;
    stripeMock.cardMounted = false;
    expect(await confirmWith()).toEqual({ error: "Payment not initialized properly. Try again." });
    expect(stripeMock.confirmCardPayment).not.toHaveBeenCalled();
  });
});
