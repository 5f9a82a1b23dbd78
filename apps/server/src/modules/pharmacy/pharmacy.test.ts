import type { DispenseAnswer, StockReceiptAnswer, StockReport, Visit } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { dayFrom, type PharmacyCamp, pharmacyCamp } from "../../test/pharmacy-camp.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createClinicalRetentionSweep } from "../clinic/retention.ts";

const DAY_MS = 86_400_000;

/** Issue 40: stock received in batches, dispenses against signed prescriptions, the visit's record, the report. */
describe("the camp pharmacy", () => {
  let t: TestApp;
  let c: PharmacyCamp;
  // Frozen: the camp's day (UTC) cannot turn while a test reckons with it.
  const time = movableClock({ frozen: true });
  const today = (days = 0) => dayFrom(time.clock.now(), days);

  const count = async (table: "dispense" | "stock_receipt" | "stock_batch") =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.raw(table)} where meal_id = ${c.mealId}`,
      )
    )[0]!.n;
  const medicineOf = (report: StockReport, medicine: string) => report.medicines.find((m) => m.medicine === medicine)!;

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    c = await pharmacyCamp(t);
  });
  afterEach(() => time.reset());
  afterAll(() => t.close());

  it("receives stock in batches from the camp's pharmacists and admins, audited; a repeated receipt counts once", async () => {
    const receiptId = crypto.randomUUID();
    const body = {
      receiptId,
      medicineId: c.medicineIds.metformin,
      batch: "MF-01",
      quantity: 100,
      expiresOn: today(90),
    };
    const first = await c.receive(body);
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json() as StockReceiptAnswer;
    expect(answer).toMatchObject({
      receiptId,
      applied: true,
      medicineId: c.medicineIds.metformin,
      medicine: "Metformin 500 mg",
      batch: "MF-01",
      expiresOn: today(90),
      quantity: 100,
    });
    const again = await c.receive(body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual({ ...answer, applied: false });
    // The same batch and expiry again (by an admin): added to the batch, not a batch of its own.
    const more = await c.receive({ ...body, receiptId: crypto.randomUUID(), quantity: 20 }, c.admin);
    expect(more.statusCode, more.body).toBe(201);
    expect((more.json() as StockReceiptAnswer).batchId).toBe(answer.batchId);
    const metformin = medicineOf(await c.report(), "Metformin 500 mg");
    expect(metformin).toMatchObject({ received: 120, dispensed: 0, expired: 0, left: 120, low: false });
    expect(metformin.batches).toEqual([
      {
        batchId: answer.batchId,
        batch: "MF-01",
        expiresOn: today(90),
        received: 120,
        dispensed: 0,
        writtenOff: 0,
        expired: 0,
        left: 120,
      },
    ]);
    const audited = await queryRows<{ after: { receiptId: string; quantity: number } }>(
      t.database.db,
      sql`select after from audit_log where action = 'camp.stock-received' and meal_id = ${c.mealId}`,
    );
    // The repeat is not audited: one entry per receipt applied (the frozen clock gives both the same time).
    expect(audited.map((a) => a.after.quantity).sort((a, b) => a - b)).toEqual([20, 100]);
  });

  it("refuses a receipt from anyone else, of a medicine not on the camp's own list, or of an expired batch", async () => {
    const receipts = await count("stock_receipt");
    const body = { medicineId: c.medicineIds.paracetamol, batch: "REF-1", quantity: 10, expiresOn: today(30) };
    for (const [user, status, code] of [
      [c.doctor, 403, "STATION_ROLE_REQUIRED"],
      [c.nurse, 403, "STATION_ROLE_REQUIRED"],
      [c.otherPharmacist, 403, "FORBIDDEN"],
      [c.camper, 403, "FORBIDDEN"],
      [null, 401, "UNAUTHORIZED"],
    ] as const) {
      const res = await c.as(user, "POST", `/api/meals/${c.mealId}/stock`, { receiptId: crypto.randomUUID(), ...body });
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const unknown = await c.receive({ ...body, medicineId: crypto.randomUUID() });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "MEDICINE_NOT_FOUND"]);
    const expired = await c.receive({ ...body, expiresOn: today(-1) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: `expiresOn: this batch expired on ${today(-1)}; expired stock is not received`,
    });
    expect((await c.receive({ ...body, quantity: 0 })).statusCode).toBe(400);
    const noCamp = await c.as(c.admin, "POST", `/api/meals/${crypto.randomUUID()}/stock`, {
      receiptId: crypto.randomUUID(),
      ...body,
    });
    expect([noCamp.statusCode, noCamp.json().code]).toEqual([404, "CAMP_NOT_FOUND"]);
    // A receipt id is one receipt: sent for another camp it is refused.
    const receiptId = crypto.randomUUID();
    expect((await c.receive({ ...body, receiptId })).statusCode).toBe(201);
    const reused = await c.as(c.admin, "POST", `/api/meals/${c.otherCamp}/stock`, { ...body, receiptId });
    expect([reused.statusCode, reused.json().code]).toEqual([409, "WRITE_ID_REUSED"]);
    expect(await count("stock_receipt")).toBe(receipts + 1);
  });

  it("dispenses a signed prescription by earliest expiry, never from an expired batch, and the visit shows it", async () => {
    const amlodipine = c.medicineIds.amlodipine;
    const [soon, late] = [today(3), today(30)];
    for (const [batch, quantity, days] of [
      ["AM-LATE", 10, 30],
      ["AM-SOON", 5, 3],
      ["AM-OLD", 4, 1],
    ] as const) {
      const res = await c.receive({ medicineId: amlodipine, batch, quantity, expiresOn: today(days) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const unsigned = await c.prescribedVisit(["Amlodipine 5 mg"], { sign: false });
    const visitId = await c.prescribedVisit(["Amlodipine 5 mg", "Paracetamol 500 mg"]);
    // Two days on: AM-OLD expired yesterday; AM-SOON is good through tomorrow.
    time.forward(2 * DAY_MS);
    const before = await count("dispense");
    const notSigned = await c.dispense(unsigned, { items: [{ medicine: "Amlodipine 5 mg", quantity: 1 }] });
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json()).toEqual({
      code: "PRESCRIPTION_NOT_SIGNED",
      message: "The prescription is not signed yet: the doctor signs the consultation before anything is given.",
    });
    const notPrescribed = await c.dispense(visitId, { items: [{ medicine: "Metformin 500 mg", quantity: 1 }] });
    expect(notPrescribed.json()).toEqual({
      code: "NOT_PRESCRIBED",
      message: "Metformin 500 mg is not on this visit's signed prescription.",
    });
    expect(notPrescribed.statusCode).toBe(409);

    const given = await c.dispense(visitId, { items: [{ medicine: "amlodipine  5 MG", quantity: 7 }] });
    expect(given.statusCode, given.body).toBe(201);
    const filled = given.json() as DispenseAnswer;
    expect(filled).toMatchObject({ visitId, state: "filled", applied: true, by: { id: c.pharmacist.id } });
    expect(filled.items).toEqual([
      {
        medicineId: amlodipine,
        medicine: "Amlodipine 5 mg",
        requested: 7,
        given: 7,
        missing: 0,
        reason: null,
        batches: [
          { batchId: expect.any(String), batch: "AM-SOON", expiresOn: soon, quantity: 5 },
          { batchId: expect.any(String), batch: "AM-LATE", expiresOn: late, quantity: 2 },
        ],
      },
    ]);

    // Online: 9 asked, 8 left (the expired 4 do not count): refused whole, naming the medicine and what is left.
    const short = await c.dispense(visitId, {
      items: [
        { medicine: "Paracetamol 500 mg", quantity: 1 },
        { medicineId: amlodipine, quantity: 9 },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({
      code: "STOCK_INSUFFICIENT",
      message:
        "Not enough Amlodipine 5 mg in stock: 8 left. Give what there is as a partial dispense, or wait for stock.",
    });
    expect(await count("dispense")).toBe(before + 1);
    expect(medicineOf(await c.report(), "Amlodipine 5 mg").left).toBe(8);

    // Partial (an offline queue's): what there is, the rest not filled with its reason; then nothing left at all.
    const partial = (
      await c.dispense(visitId, { items: [{ medicineId: amlodipine, quantity: 9 }], partial: true })
    ).json() as DispenseAnswer;
    expect(partial.state).toBe("partial");
    expect(partial.items[0]).toMatchObject({ given: 8, missing: 1, reason: "out-of-stock" });
    const none = (
      await c.dispense(visitId, { items: [{ medicineId: amlodipine, quantity: 3 }], partial: true })
    ).json() as DispenseAnswer;
    expect(none.state).toBe("not-filled");
    expect(none.items[0]).toMatchObject({ given: 0, missing: 3, reason: "out-of-stock", batches: [] });

    const report = medicineOf(await c.report(c.doctor), "Amlodipine 5 mg");
    expect(report).toMatchObject({ received: 19, dispensed: 15, expired: 4, left: 0, low: true });
    expect(report.batches.map((b) => [b.batch, b.received, b.dispensed, b.expired, b.left])).toEqual([
      ["AM-OLD", 4, 0, 4, 0],
      ["AM-SOON", 5, 5, 0, 0],
      ["AM-LATE", 10, 10, 0, 0],
    ]);

    // The visit shows what was given to whoever sees its prescription, and to nobody else.
    const read = async (user: typeof c.admin) => (await c.as(user, "GET", `/api/visits/${visitId}`)).json() as Visit;
    for (const user of [c.pharmacist, c.doctor, c.admin]) {
      const dispenses = (await read(user)).dispenses ?? [];
      expect(dispenses.map((d) => [d.state, d.items[0]!.given])).toEqual([
        ["filled", 7],
        ["partial", 8],
        ["not-filled", 0],
      ]);
    }
    expect((await read(c.nurse)).dispenses).toBeUndefined();
    expect((await read(c.desk)).dispenses).toBeUndefined();
  });

  it("dispenses for the camp's pharmacists and admins only; a dispense id is one dispense", async () => {
    await c.receive({ medicineId: c.medicineIds.paracetamol, batch: "PA-1", quantity: 40, expiresOn: today(60) });
    const visitId = await c.prescribedVisit(["Paracetamol 500 mg"]);
    const item = { medicine: "Paracetamol 500 mg", quantity: 2 };
    const before = await count("dispense");
    for (const [user, status, code] of [
      [c.doctor, 403, "STATION_ROLE_REQUIRED"],
      [c.nurse, 403, "STATION_ROLE_REQUIRED"],
      [c.desk, 403, "STATION_ROLE_REQUIRED"],
      [c.otherPharmacist, 403, "FORBIDDEN"],
      [c.camper, 403, "FORBIDDEN"],
      [null, 401, "UNAUTHORIZED"],
    ] as const) {
      const res = await c.as(user, "POST", `/api/visits/${visitId}/dispenses`, {
        dispenseId: crypto.randomUUID(),
        items: [item],
      });
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const noVisit = await c.dispense(crypto.randomUUID(), { items: [item] });
    expect([noVisit.statusCode, noVisit.json().code]).toEqual([404, "VISIT_NOT_FOUND"]);
    const otherList = await c.dispense(visitId, { items: [{ medicineId: crypto.randomUUID(), quantity: 1 }] });
    expect([otherList.statusCode, otherList.json().code]).toEqual([404, "MEDICINE_NOT_FOUND"]);
    const future = await c.dispense(visitId, { items: [item], madeAt: new Date(Date.now() + DAY_MS).toISOString() });
    expect([future.statusCode, future.json().code]).toEqual([400, "RECORDED_IN_FUTURE"]);
    const twice = await c.dispense(visitId, { items: [item, { medicineId: c.medicineIds.paracetamol, quantity: 1 }] });
    expect(twice.json()).toEqual({ code: "VALIDATION_ERROR", message: "items.1: each medicine may come once" });
    const both = await c.dispense(visitId, {
      items: [{ medicine: "Paracetamol 500 mg", medicineId: c.medicineIds.paracetamol, quantity: 1 }],
    });
    expect(both.statusCode).toBe(400);
    expect(await count("dispense")).toBe(before);

    const dispenseId = crypto.randomUUID();
    const byAdmin = await c.dispense(visitId, { dispenseId, items: [item] }, c.admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const repeat = await c.dispense(visitId, { dispenseId, items: [{ ...item, quantity: 5 }] });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual({ ...(byAdmin.json() as DispenseAnswer), applied: false });
    const otherVisit = await c.prescribedVisit(["Paracetamol 500 mg"]);
    const reused = await c.dispense(otherVisit, { dispenseId, items: [item] });
    expect([reused.statusCode, reused.json().code]).toEqual([409, "WRITE_ID_REUSED"]);
    expect(await count("dispense")).toBe(before + 1);
  });

  it("reports the stock to the camp's pharmacists, doctors and admins, with the low-stock flag", async () => {
    for (const [user, status, code] of [
      [c.nurse, 403, "STATION_ROLE_REQUIRED"],
      [c.desk, 403, "STATION_ROLE_REQUIRED"],
      [c.otherPharmacist, 403, "FORBIDDEN"],
      [c.camper, 403, "FORBIDDEN"],
      [null, 401, "UNAUTHORIZED"],
    ] as const) {
      const res = await c.as(user, "GET", `/api/meals/${c.mealId}/stock-report`);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const noCamp = await c.as(c.admin, "GET", `/api/meals/${crypto.randomUUID()}/stock-report`);
    expect([noCamp.statusCode, noCamp.json().code]).toEqual([404, "CAMP_NOT_FOUND"]);

    // Metformin: 120 received (the first test); low once less than 12 (10 %) is left.
    const visitId = await c.prescribedVisit(["Metformin 500 mg"]);
    const take = async (quantity: number) =>
      expect((await c.dispense(visitId, { items: [{ medicine: "Metformin 500 mg", quantity }] })).statusCode).toBe(201);
    await take(108);
    let metformin = medicineOf(await c.report(c.admin), "Metformin 500 mg");
    expect([metformin.left, metformin.low]).toEqual([12, false]);
    await take(1);
    metformin = medicineOf(await c.report(c.admin), "Metformin 500 mg");
    expect([metformin.left, metformin.low]).toEqual([11, true]);
    const report = await c.report(c.doctor);
    expect(report).toMatchObject({ campId: c.mealId, asOf: today(), lowStockShare: 0.1 });
    // Every medicine of the camp's own list, received or not; each adds up.
    expect(report.medicines.map((m) => m.medicine)).toEqual([
      "Paracetamol 500 mg",
      "Amlodipine 5 mg",
      "Metformin 500 mg",
    ]);
    for (const m of report.medicines) expect(m.received).toBe(m.dispensed + m.expired + m.left);
  });

  it("keeps what was given counted when the visit's clinical data is deleted, no longer tied to the visit", async () => {
    const visitId = await c.prescribedVisit(["Paracetamol 500 mg"]);
    const res = await c.dispense(visitId, { items: [{ medicine: "Paracetamol 500 mg", quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const { dispenseId } = res.json() as DispenseAnswer;
    const before = medicineOf(await c.report(), "Paracetamol 500 mg");
    // Past the clinical retention (365 days after the visit of a camp without dates); every batch has expired too.
    time.forward(400 * DAY_MS);
    await createClinicalRetentionSweep(t.database.db, time.clock, 365)();
    expect(((await c.as(c.doctor, "GET", `/api/visits/${visitId}`)).json() as Visit).dispenses).toEqual([]);
    const [row] = await queryRows<{ visitId: string | null }>(
      t.database.db,
      sql`select visit_id as "visitId" from dispense where dispense_id = ${dispenseId}`,
    );
    expect(row).toEqual({ visitId: null });
    const after = medicineOf(await c.report(), "Paracetamol 500 mg");
    expect(after).toMatchObject({
      received: before.received,
      dispensed: before.dispensed,
      expired: before.expired + before.left,
      left: 0,
    });
    // Sent again (a device's stale queue), the id is no longer this visit's dispense.
    const again = await c.dispense(visitId, { dispenseId, items: [{ medicine: "Paracetamol 500 mg", quantity: 1 }] });
    expect([again.statusCode, again.json().code]).toEqual([409, "WRITE_ID_REUSED"]);
  });

  it("writes off units of a batch with a reason (pharmacists, admins), audited, never more than it holds", async () => {
    const received = await c.receive({
      medicineId: c.medicineIds.metformin,
      batch: "MF-WO",
      quantity: 30,
      expiresOn: today(60),
    });
    const { batchId } = received.json() as StockReceiptAnswer;
    const writeOff = (body: object, user = c.pharmacist, camp = c.mealId) =>
      c.as(user, "POST", `/api/meals/${camp}/stock/write-offs`, {
        writeOffId: crypto.randomUUID(),
        batchId,
        ...body,
      });
    const batchOf = async () =>
      medicineOf(await c.report(), "Metformin 500 mg").batches.find((b) => b.batchId === batchId)!;

    const writeOffId = crypto.randomUUID();
    const first = await writeOff({ writeOffId, quantity: 4, reason: "damaged", note: "Blister packs crushed" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      writeOffId,
      applied: true,
      batchId,
      batch: "MF-WO",
      medicine: "Metformin 500 mg",
      quantity: 4,
      reason: "damaged",
      left: 26,
    });
    // Sent again (a retry): the first answer, not applied twice.
    const again = await writeOff({ writeOffId, quantity: 4, reason: "damaged" });
    expect(again.json()).toMatchObject({ writeOffId, applied: false, left: 26 });
    expect((await writeOff({ quantity: 6, reason: "count" }, c.admin)).statusCode).toBe(201);
    expect(await batchOf()).toMatchObject({ received: 30, dispensed: 0, writtenOff: 10, expired: 0, left: 20 });

    const before = await batchOf();
    for (const [user, status, code] of [
      [c.doctor, 403, "STATION_ROLE_REQUIRED"],
      [c.otherPharmacist, 403, "FORBIDDEN"],
      [c.camper, 403, "FORBIDDEN"],
      [null, 401, "UNAUTHORIZED"],
    ] as const) {
      const res = await writeOff({ quantity: 1, reason: "lost" }, user as never);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const tooMany = await writeOff({ quantity: 21, reason: "lost" });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      code: "WRITE_OFF_TOO_MANY",
      message: "Batch MF-WO holds 20: a write-off cannot take more than that.",
    });
    const unknown = await writeOff({ batchId: crypto.randomUUID(), quantity: 1, reason: "lost" });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "STOCK_BATCH_NOT_FOUND"]);
    // Another camp's batch is not found from this camp, even by its admin.
    const elsewhere = await writeOff({ quantity: 1, reason: "lost" }, c.admin, c.otherCamp);
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, "STOCK_BATCH_NOT_FOUND"]);
    expect((await writeOff({ quantity: 1, reason: "stolen" })).statusCode).toBe(400);
    expect(await batchOf()).toEqual(before);

    const audited = await queryRows<{ after: { quantity: number; reason: string; left: number } }>(
      t.database.db,
      sql`select after from audit_log where action = 'camp.stock-written-off' and meal_id = ${c.mealId}`,
    );
    expect(audited.map((a) => [a.after.quantity, a.after.reason, a.after.left]).sort()).toEqual([
      [4, "damaged", 26],
      [6, "count", 20],
    ]);
  });
});
