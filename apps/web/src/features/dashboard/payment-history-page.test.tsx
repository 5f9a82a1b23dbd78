import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { student } from "../../test/auth-states";
import { fakeApi } from "../../test/fake-api";
import { renderApp } from "../../test/render-app";
import { PaymentHistoryPage } from "./payment-history-page";

const payment = (id: string, status: string) => ({
  _id: id,
  email: "sam@example.org",
  price: 15,
  transactionId: `pi_${id}`,
  date: "2026-03-01T10:00:00.000Z",
  userPackage: "Gold",
  status,
});

describe("PaymentHistoryPage", () => {
  it("has the spec's columns; purchased is green, anything else red", async () => {
    // Only "purchased" rows are ever stored; the red badge is the spec's rendering for anything else.
    fakeApi({ "GET /payments/sam%40example.org": { body: [payment("1", "purchased"), payment("2", "refunded")] } });
    renderApp({ element: <PaymentHistoryPage />, auth: student });
    const table = await screen.findByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["#", "Date", "Package", "Price ($)", "Transaction ID", "Status", "Period"]);
    const [, first, second] = within(table).getAllByRole("row");
    const cells = within(first!).getAllByRole("cell");
    expect(cells.map((c) => c.textContent)).toEqual([
      "1",
      cells[1]!.textContent,
      "Gold",
      "15",
      "pi_1",
      "purchased",
      "",
    ]);
    expect(within(cells[1]!).getByText(/2026/)).toHaveAttribute("datetime", "2026-03-01T10:00:00.000Z");
    expect(within(first!).getByText("purchased")).toHaveClass("badge-success");
    expect(within(second!).getByText("refunded")).toHaveClass("badge-error");
  });

  it("shows the period each charge paid for (issue 20), on a phone too", async () => {
    const start = "2026-03-01T10:00:00.000Z";
    const end = "2026-03-31T10:00:00.000Z";
    fakeApi({
      "GET /payments/sam%40example.org": {
        body: [{ ...payment("1", "purchased"), kind: "purchase", periodStart: start, periodEnd: end }],
      },
    });
    renderApp({ element: <PaymentHistoryPage />, auth: student });
    const table = await screen.findByRole("table");
    const period = within(table).getAllByRole("cell")[6]!;
    const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
    expect(period).toHaveTextContent(`${day(start)} – ${day(end)}`);
    expect(period).toHaveAttribute("data-label", "Period");
    expect(
      within(period)
        .getAllByText(/2026/)
        .map((t) => t.getAttribute("datetime")),
    ).toEqual([start, end]);
  });

  it("says Error loading payment history when the list fails", async () => {
    fakeApi({
      "GET /payments/sam%40example.org": { status: 500, body: { message: "Internal error", code: "INTERNAL" } },
    });
    renderApp({ element: <PaymentHistoryPage />, auth: student });
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Error loading payment history$/);
  });

  it("says No payments found for an empty history", async () => {
    fakeApi({ "GET /payments/sam%40example.org": { body: [] } });
    renderApp({ element: <PaymentHistoryPage />, auth: student });
    expect(await screen.findByText("No payments found")).toBeInTheDocument();
  });
});
