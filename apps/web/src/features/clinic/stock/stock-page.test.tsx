import { MESSAGES, type StockReport } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { student } from "../../../test/auth-states";
import { fakeApi, type FakeAnswer } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { sampleCamp } from "../../../test/sample-camp";
import { StockPage } from "./stock-page";

// Issue 40, item 1: a camp's stock — receiving batches and the report per medicine and batch.

const T = MESSAGES.clinicPharmacy;
const M1 = "0b6f2a4e-8d3c-4c1e-9a57-000000000001";
const figures = (received: number, dispensed: number, expired: number, left: number) => ({
  received,
  dispensed,
  expired,
  left,
});
const report = (left = 45): StockReport => ({
  campId: "c1",
  asOf: "2026-11-28",
  lowStockShare: 0.1,
  medicines: [
    {
      ...figures(100, 100 - left - 5, 5, left),
      medicineId: M1,
      medicine: "Amlodipine 5 mg",
      unit: "tablet",
      low: left < 10,
      batches: [
        { ...figures(50, 50 - left, 0, left), batchId: "b1", batch: "AML-24", expiresOn: "2027-03-31" },
        { ...figures(50, 45, 5, 0), batchId: "b0", batch: "AML-23", expiresOn: "2026-10-31" },
      ],
    },
  ],
});

function renderStock(routes: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const api = fakeApi({ "GET /meals/c1": { body: sampleCamp({ _id: "c1", title: "Heart Health Week" }) }, ...routes });
  renderApp({
    routes: [{ path: "/admin/clinic/:mealId/stock", element: <StockPage /> }],
    at: "/admin/clinic/c1/stock",
    auth: student,
  });
  return api;
}

describe("a camp's stock", () => {
  it("shows the report per medicine and batch, and receives a batch, checked first, then read again", async () => {
    let reads = 0;
    const { calls } = renderStock({
      "GET /meals/c1/stock-report": () => ({ body: report(++reads === 1 ? 45 : 5) }),
      "POST /meals/c1/stock": (body) => ({
        status: 201,
        body: {
          receiptId: (body as { receiptId: string }).receiptId,
          applied: true,
          medicineId: M1,
          medicine: "Amlodipine 5 mg",
          batchId: "b2",
          batch: "AML-25",
          expiresOn: "2027-06-30",
          quantity: 200,
        },
      }),
    });
    expect(await screen.findByRole("heading", { name: T.stockOf("Heart Health Week") })).toBeInTheDocument();
    const row = screen.getByRole("rowheader", { name: "Amlodipine 5 mg" }).closest("tr")!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["100", "50", "5", "45"]);
    expect(screen.getByText(`AML-23 · ${T.expiresOn} 2026-10-31`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: T.receive }));
    expect(await screen.findByText(T.fillEveryField)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText(T.medicine), "Amlodipine 5 mg");
    await userEvent.type(screen.getByLabelText(T.batch), "AML-25");
    await userEvent.type(screen.getByLabelText(T.quantity), "200");
    await userEvent.type(screen.getByLabelText(T.expiresOn), "2027-06-30");
    await userEvent.click(screen.getByRole("button", { name: T.receive }));
    expect(await screen.findByText(T.receivedNote(200, "Amlodipine 5 mg"))).toBeInTheDocument();
    const [sent] = calls.filter((c) => c.method === "POST").map((c) => c.body);
    expect(sent).toMatchObject({ medicineId: M1, batch: "AML-25", quantity: 200, expiresOn: "2027-06-30" });
    // Read again: the medicine is now marked low on stock.
    await waitFor(() => expect(screen.getByText(T.lowStock)).toBeInTheDocument());
  });

  it("keeps what was typed when the server refuses it, and shows why", async () => {
    renderStock({
      "GET /meals/c1/stock-report": { body: report() },
      "POST /meals/c1/stock": {
        status: 400,
        body: { message: "expiresOn: This batch has expired", code: "VALIDATION_ERROR" },
      },
    });
    await userEvent.selectOptions(await screen.findByLabelText(T.medicine), "Amlodipine 5 mg");
    await userEvent.type(screen.getByLabelText(T.batch), "OLD-1");
    await userEvent.type(screen.getByLabelText(T.quantity), "10");
    await userEvent.type(screen.getByLabelText(T.expiresOn), "2026-01-31");
    await userEvent.click(screen.getByRole("button", { name: T.receive }));
    expect(await screen.findByText("expiresOn: This batch has expired")).toBeInTheDocument();
    expect(screen.getByLabelText(T.batch)).toHaveValue("OLD-1");
  });

  it("says who may see it to anyone else", async () => {
    renderStock({ "GET /meals/c1/stock-report": { status: 403, body: { message: "No", code: "FORBIDDEN" } } });
    expect(await screen.findByText(T.notAllowed)).toBeInTheDocument();
  });

  it("asks for the camp's own medicine list before stock can be received", async () => {
    renderStock({ "GET /meals/c1/stock-report": { body: { ...report(), medicines: [] } } });
    expect(await screen.findByText(T.noOwnList)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.receive })).not.toBeInTheDocument();
  });
});
