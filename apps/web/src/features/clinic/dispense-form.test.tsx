import "fake-indexeddb/auto";
import { type Dispense, MESSAGES, type StockReport } from "@medcamp/contract";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { campRoute, renderClinic, sampleVisit, VISIT_ID } from "./clinic-test-data";
import { forgetClinicData } from "./clinic-store";

// Issue 40, item 1: the pharmacy station gives against the signed prescription, from exact stock.

afterEach(async () => {
  vi.restoreAllMocks();
  await forgetClinicData();
});

const T = MESSAGES.clinicPharmacy;
const author = { id: "u1", name: "Dr Rahman" };
const prescriptions = [
  { medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "once a day", days: 30 },
  { medicine: "Paracetamol 500 mg", dose: "1 tablet", frequency: "3 times a day", days: 3 },
];
const signedVisit = (dispenses: Dispense[] = []) =>
  sampleVisit({
    station: "pharmacy",
    sections: [
      { station: "consultation", data: { prescriptions }, updatedAt: "2026-11-28T09:00:00.000Z", authors: [author] },
    ],
    signature: { signedAt: "2026-11-28T09:01:00.000Z", signedBy: author, digest: "ab".repeat(32) },
    dispenses,
  });
const given = (state: Dispense["state"], requested: number, got: number): Dispense => ({
  dispenseId: crypto.randomUUID(),
  visitId: VISIT_ID,
  state,
  madeAt: "2026-11-28T09:05:00.000Z",
  by: { id: "p1", name: "Parvin" },
  items: [
    {
      medicineId: "m1",
      medicine: "Amlodipine 5 mg",
      requested,
      given: got,
      missing: requested - got,
      reason: got < requested ? "out-of-stock" : null,
      batches: got > 0 ? [{ batchId: "b1", batch: "A1", expiresOn: "2027-01-31", quantity: got }] : [],
    },
  ],
});
const figures = { received: 100, dispensed: 95, writtenOff: 0, expired: 0, left: 5 };
const report: StockReport = {
  campId: "c1",
  asOf: "2026-11-28",
  lowStockShare: 0.1,
  medicines: [{ ...figures, medicineId: "m1", medicine: "Amlodipine 5 mg", unit: "tablet", low: true, batches: [] }],
};
const routes = (visitBody: unknown) => ({
  ...campRoute,
  "GET /meals/c1/queue": { body: { station: "pharmacy", entries: [], more: 0, version: "v0" } },
  "GET /meals/c1/stock-report": { body: report },
  [`GET /visits/${VISIT_ID}`]: { body: visitBody },
});
const short = { message: "Not enough Amlodipine 5 mg in stock: 8 left.", code: "STOCK_INSUFFICIENT" };

describe("the pharmacy station", () => {
  it("gives exactly online; refused for want of stock, it says what is left and gives what there is", async () => {
    const sent: Array<Record<string, unknown>> = [];
    const { calls } = fakeApi({
      ...routes(signedVisit()),
      [`POST /visits/${VISIT_ID}/dispenses`]: (body) => {
        sent.push(body as Record<string, unknown>);
        return sent.length === 1
          ? { status: 409, body: short }
          : { status: 201, body: { ...given("partial", 10, 8), applied: true } };
      },
    });
    renderClinic("pharmacist", `station=pharmacy&visit=${VISIT_ID}`);
    expect(await screen.findByText(T.lowStockItem("Amlodipine 5 mg", 5))).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: T.dispense }));
    expect(await screen.findByText(T.nothingEntered)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await userEvent.type(screen.getByLabelText(T.quantityOf("Amlodipine 5 mg")), "10");
    await userEvent.click(screen.getByRole("button", { name: T.dispense }));
    expect(await screen.findByText(short.message)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ items: [{ medicine: "Amlodipine 5 mg", quantity: 10 }] });
    expect(sent[0]!.partial).toBeUndefined();

    await userEvent.click(screen.getByRole("button", { name: T.giveWhatThereIs }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ items: [{ medicine: "Amlodipine 5 mg", quantity: 10 }], partial: true });
    expect(sent[1]!.dispenseId).not.toBe(sent[0]!.dispenseId);
  });

  it("shows what the visit was given, and what was not for want of stock", async () => {
    fakeApi(routes(signedVisit([given("partial", 10, 8)])));
    renderClinic("pharmacist", `station=pharmacy&visit=${VISIT_ID}`);
    expect(await screen.findByText(T.states.partial)).toBeInTheDocument();
    expect(screen.getByText(T.givenOf("Amlodipine 5 mg", 8, 10))).toBeInTheDocument();
    expect(screen.getByText(`· ${T.notFilled(2)}`)).toBeInTheDocument();
  });

  it("gives nothing before the prescription is signed", async () => {
    fakeApi(routes({ ...signedVisit(), signature: null }));
    renderClinic("pharmacist", `station=pharmacy&visit=${VISIT_ID}`);
    expect(await screen.findByText(T.notSignedYet)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.dispense })).not.toBeInTheDocument();
  });

  it("keeps a dispense made with no network on the phone, and sends it as a partial dispense when it returns", async () => {
    const sent: Array<Record<string, unknown>> = [];
    fakeApi({
      ...routes(signedVisit()),
      [`POST /visits/${VISIT_ID}/dispenses`]: (body) => {
        sent.push(body as Record<string, unknown>);
        if (sent.length <= 2) throw new TypeError("Failed to fetch");
        return { status: 201, body: { ...given("filled", 3, 3), applied: true } };
      },
    });
    renderClinic("pharmacist", `station=pharmacy&visit=${VISIT_ID}`);
    await userEvent.type(await screen.findByLabelText(T.quantityOf("Paracetamol 500 mg")), "3");
    await userEvent.click(screen.getByRole("button", { name: T.dispense }));
    expect(await screen.findByText(T.dispensedOnPhone)).toBeInTheDocument();

    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(3));
    // The exact try that got no answer, then the phone's record twice with one id: sent again, never a new one.
    expect(sent[1]).toMatchObject({ items: [{ medicine: "Paracetamol 500 mg", quantity: 3 }], partial: true });
    expect(sent[2]!.dispenseId).toBe(sent[1]!.dispenseId);
  });
});
