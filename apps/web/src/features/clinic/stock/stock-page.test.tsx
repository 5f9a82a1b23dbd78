import { MESSAGES, type StockReport } from "@medcamp/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { student } from "../../../test/auth-states";
import { fakeApi, type FakeAnswer } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { sampleCamp } from "../../../test/sample-camp";
import { StockPage } from "./stock-page";

// sweetalert2 (the confirmation) is a lazy chunk: load it before the tests so its first use is not timed.
await import("sweetalert2");
const confirmation = () => screen.findByRole("dialog", { name: "Are you sure?" }, { timeout: 5000 });
/** Answers the confirmation, and waits for it to close (a closing one must not stand in for the next). */
async function answer(button: "OK" | "Cancel") {
  await userEvent.click(within(await confirmation()).getByRole("button", { name: button }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}
const receiveForm = () => screen.getByRole("form", { name: T.receiveTitle });

// Issue 40, item 1: a camp's stock — receiving batches and the report per medicine and batch.

const T = MESSAGES.clinicPharmacy;
const M1 = "0b6f2a4e-8d3c-4c1e-9a57-000000000001";
const figures = (received: number, dispensed: number, expired: number, left: number, writtenOff = 0) => ({
  received,
  dispensed,
  writtenOff,
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
    ).toEqual(["100", "50", "0", "5", "45"]);
    expect(screen.getByText(`AML-23 · ${T.expiresOn} 2026-10-31`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: T.receive }));
    expect(await screen.findByText(T.fillEveryField)).toBeInTheDocument();
    const form = within(receiveForm());
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await userEvent.selectOptions(form.getByLabelText(T.medicine), "Amlodipine 5 mg");
    await userEvent.type(form.getByLabelText(T.batch), "AML-25");
    await userEvent.type(form.getByLabelText(T.quantity), "200");
    await userEvent.type(form.getByLabelText(T.expiresOn), "2027-06-30");
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
    const form = within(receiveForm());
    await userEvent.type(form.getByLabelText(T.batch), "OLD-1");
    await userEvent.type(form.getByLabelText(T.quantity), "10");
    await userEvent.type(form.getByLabelText(T.expiresOn), "2026-01-31");
    await userEvent.click(screen.getByRole("button", { name: T.receive }));
    expect(await screen.findByText("expiresOn: This batch has expired")).toBeInTheDocument();
    expect(form.getByLabelText(T.batch)).toHaveValue("OLD-1");
  });

  it("writes off a batch after the confirmation, and keeps what was typed when the server refuses it", async () => {
    let reads = 0;
    const { calls } = renderStock({
      "GET /meals/c1/stock-report": () => ({ body: report(++reads === 1 ? 45 : 42) }),
      "POST /meals/c1/stock/write-offs": (body) => {
        const sent = body as { writeOffId: string; quantity: number; reason: "damaged" };
        if (sent.quantity > 45) {
          return { status: 409, body: { code: "WRITE_OFF_TOO_MANY", message: "Batch AML-24 holds 45." } };
        }
        return {
          status: 201,
          body: { ...sent, applied: true, batchId: "b1", batch: "AML-24", medicine: "Amlodipine 5 mg", left: 42 },
        };
      },
    });
    const form = within(await screen.findByRole("form", { name: T.writeOffTitle }));
    // Both batches hold units (the older one expired): either may be written off.
    expect(form.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "",
      T.batchInStock("AML-24", "2027-03-31", 45),
      T.batchInStock("AML-23", "2026-10-31", 5),
      "",
      ...["damaged", "lost", "recalled", "count"].map((r) => T.reasons[r as "lost"]),
    ]);
    await userEvent.click(form.getByRole("button", { name: T.writeOff }));
    expect(await form.findByText(T.fillWriteOff)).toBeInTheDocument();

    await userEvent.selectOptions(form.getByLabelText(T.batch), T.batchInStock("AML-24", "2027-03-31", 45));
    await userEvent.type(form.getByLabelText(T.quantity), "50");
    await userEvent.selectOptions(form.getByLabelText(T.reason), T.reasons.damaged);
    await userEvent.type(form.getByLabelText(T.note), "Wet in the rain");
    // Cancelled: nothing is sent.
    await userEvent.click(form.getByRole("button", { name: T.writeOff }));
    await answer("Cancel");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await userEvent.click(form.getByRole("button", { name: T.writeOff }));
    await answer("OK");
    expect(await form.findByText("Batch AML-24 holds 45.")).toBeInTheDocument();
    expect(form.getByLabelText(T.note)).toHaveValue("Wet in the rain");

    await userEvent.clear(form.getByLabelText(T.quantity));
    await userEvent.type(form.getByLabelText(T.quantity), "3");
    await userEvent.click(form.getByRole("button", { name: T.writeOff }));
    expect(within(await confirmation()).getByText(T.writeOffConfirm(3, "AML-24"))).toBeInTheDocument();
    await answer("OK");
    expect(await screen.findByText(T.writtenOffNote(3, "AML-24"))).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === "POST").map((c) => c.body);
    expect(sent[1]).toMatchObject({ batchId: "b1", quantity: 3, reason: "damaged", note: "Wet in the rain" });
    expect((sent[1] as { writeOffId: string }).writeOffId).not.toBe((sent[0] as { writeOffId: string }).writeOffId);
    await waitFor(() => expect(reads).toBe(2));
  });

  it("sends a write-off whose answer was lost again with the same id, so it is taken out once", async () => {
    const sent: Array<{ writeOffId: string }> = [];
    renderStock({
      "GET /meals/c1/stock-report": { body: report() },
      "POST /meals/c1/stock/write-offs": (body) => {
        sent.push(body as { writeOffId: string });
        if (sent.length === 1) throw new TypeError("Failed to fetch");
        return {
          status: 201,
          body: {
            ...(body as object),
            applied: true,
            batchId: "b1",
            batch: "AML-24",
            medicine: "Amlodipine 5 mg",
            left: 44,
          },
        };
      },
    });
    const form = within(await screen.findByRole("form", { name: T.writeOffTitle }));
    await userEvent.selectOptions(form.getByLabelText(T.batch), T.batchInStock("AML-24", "2027-03-31", 45));
    await userEvent.type(form.getByLabelText(T.quantity), "1");
    await userEvent.selectOptions(form.getByLabelText(T.reason), T.reasons.lost);
    await userEvent.click(form.getByRole("button", { name: T.writeOff }));
    await answer("OK");
    expect(await form.findByRole("alert")).toBeInTheDocument();
    await userEvent.click(form.getByRole("button", { name: T.writeOff }));
    await answer("OK");
    expect(await screen.findByText(T.writtenOffNote(1, "AML-24"))).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.writeOffId).toBe(sent[0]!.writeOffId);
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
