import type { DispenseAnswer } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { dayFrom, type PharmacyCamp, pharmacyCamp } from "../../test/pharmacy-camp.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const PARACETAMOL = "Paracetamol 500 mg";
const ONLINE = 20;
const ONLINE_QUANTITY = 3;
const QUEUES = 3;
const QUEUE_LENGTH = 5;
const QUEUE_QUANTITY = 2;

/**
 * Issue 40's proof: 20 dispenses sent at once (each sent twice, as a device that lost the answer) and 3 offline queues
 * (each a sequence of partial dispenses sent in order, then all sent again) against one batch of 50 units. On PGlite
 * and, in the `server-pg` project, on PostgreSQL, where the requests meet on several connections.
 */
describe("exact stock under concurrent dispensing", () => {
  let t: TestApp;
  let c: PharmacyCamp;
  let visits: string[];
  let batchId: string;
  let expiresOn: string;

  beforeAll(async () => {
    // The burst is one pharmacy's day in a minute: more writes than the per-user limit lets one account send.
    t = await createTestApp({ WRITE_RATE_LIMIT: "10000/60" });
    c = await pharmacyCamp(t);
    expiresOn = dayFrom(new Date(), 365);
    const received = await c.receive({
      medicineId: c.medicineIds.paracetamol,
      batch: "P-50",
      quantity: 50,
      expiresOn,
    });
    expect(received.statusCode, received.body).toBe(201);
    batchId = (received.json() as { batchId: string }).batchId;
    visits = [];
    for (let i = 0; i < 6; i++) visits.push(await c.prescribedVisit([PARACETAMOL]));
  });
  afterAll(() => t.close());

  const given = (answer: DispenseAnswer) => answer.items.reduce((n, i) => n + i.given, 0);

  it("never gives more than the batch holds, records each dispense once, and the stock report adds up", async () => {
    const online = Array.from({ length: ONLINE }, (_, i) => ({
      visitId: visits[i % visits.length]!,
      body: { dispenseId: crypto.randomUUID(), items: [{ medicine: PARACETAMOL, quantity: ONLINE_QUANTITY }] },
    }));
    const start = Date.now();
    const queues = Array.from({ length: QUEUES }, (_, q) =>
      Array.from({ length: QUEUE_LENGTH }, (_, i) => ({
        visitId: visits[(q * QUEUE_LENGTH + i) % visits.length]!,
        body: {
          dispenseId: crypto.randomUUID(),
          items: [{ medicineId: c.medicineIds.paracetamol, quantity: QUEUE_QUANTITY }],
          partial: true,
          // Given offline over the last minutes, sent when the device is back.
          madeAt: new Date(start - (QUEUE_LENGTH - i) * 60_000).toISOString(),
        },
      })),
    );
    const send = (d: { visitId: string; body: Parameters<PharmacyCamp["dispense"]>[1] }) =>
      c.dispense(d.visitId, d.body);
    /** A queue sends in order: the next once the previous is answered. */
    const drain = async (queue: (typeof queues)[number]) => {
      const answers: LightMyRequestResponse[] = [];
      for (const d of queue) answers.push(await send(d));
      return answers;
    };
    const [onlineAnswers, queueAnswers] = await Promise.all([
      Promise.all(online.flatMap((d) => [send(d), send(d)])),
      Promise.all(queues.map(drain)),
    ]);

    // Online: a pair (same dispenseId) is given once and answered alike, or refused whole, naming what is left.
    const applied: DispenseAnswer[] = [];
    for (let i = 0; i < ONLINE; i++) {
      const [a, b] = [onlineAnswers[2 * i]!, onlineAnswers[2 * i + 1]!];
      expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toSatisfy(
        (s: number[]) => s.join() === "201,201" || s.join() === "409,409",
      );
      if (a.statusCode === 409) {
        for (const r of [a, b]) {
          expect(r.json().code).toBe("STOCK_INSUFFICIENT");
          const left = Number(/in stock: (\d+) left/.exec(r.json().message)?.[1]);
          expect(left).toBeLessThan(ONLINE_QUANTITY);
        }
        continue;
      }
      const [x, y] = [a.json() as DispenseAnswer, b.json() as DispenseAnswer];
      expect([x.applied, y.applied].sort()).toEqual([false, true]);
      expect({ ...x, applied: true }).toEqual({ ...y, applied: true });
      expect(x).toMatchObject({ state: "filled", dispenseId: online[i]!.body.dispenseId });
      expect(given(x)).toBe(ONLINE_QUANTITY);
      applied.push(x);
    }
    // Offline queues: every dispense recorded, filled, partial or not filled, never refused.
    for (const answers of queueAnswers) {
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(201);
        const answer = res.json() as DispenseAnswer;
        expect(answer.applied).toBe(true);
        const item = answer.items[0]!;
        expect(item.given + item.missing).toBe(QUEUE_QUANTITY);
        expect(item.reason).toBe(item.missing > 0 ? "out-of-stock" : null);
        expect(answer.state).toBe(
          item.given === QUEUE_QUANTITY ? "filled" : item.given === 0 ? "not-filled" : "partial",
        );
        applied.push(answer);
      }
    }

    // The queues send everything again (answers lost): each is answered as first recorded, nothing applied twice.
    for (const [q, queue] of queues.entries()) {
      const again = await drain(queue);
      again.forEach((res, i) => {
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual({ ...(queueAnswers[q]![i]!.json() as DispenseAnswer), applied: false });
      });
    }

    // Three more queued dispenses arrive after the stock ran out: the first takes what may be left, the others are
    // recorded as not filled, never as negative stock.
    const late: DispenseAnswer[] = [];
    for (let q = 0; q < QUEUES; q++) {
      const res = await c.dispense(visits[q]!, {
        items: [{ medicine: PARACETAMOL, quantity: ONLINE_QUANTITY }],
        partial: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      late.push(res.json() as DispenseAnswer);
    }
    expect(late.slice(1).map((d) => [d.state, d.items[0]!.given, d.items[0]!.reason])).toEqual([
      ["not-filled", 0, "out-of-stock"],
      ["not-filled", 0, "out-of-stock"],
    ]);
    applied.push(...late);

    const total = applied.reduce((n, d) => n + given(d), 0);
    expect(total).toBeLessThanOrEqual(50);
    // Demand (90) exceeds the batch: it ran out (what remains is less than any request could take).
    expect(total).toBe(50);

    // Recorded once each: the database holds exactly the applied dispenses, and what they took from the batch.
    const [recorded] = await queryRows<{ dispenses: number; taken: number; left: number }>(
      t.database.db,
      sql`select
        (select count(*)::int from dispense where meal_id = ${c.mealId}) as dispenses,
        (select coalesce(sum(quantity), 0)::int from dispense_batch where batch_id = ${batchId}) as taken,
        (select "left" from stock_batch where id = ${batchId}) as "left"`,
    );
    expect(recorded).toEqual({ dispenses: applied.length, taken: total, left: 50 - total });
    const ids = await queryRows<{ id: string }>(
      t.database.db,
      sql`select dispense_id as id from dispense where meal_id = ${c.mealId}`,
    );
    expect(new Set(ids.map((r) => r.id))).toEqual(new Set(applied.map((d) => d.dispenseId)));

    const report = (await c.report()).medicines.find((m) => m.medicine === PARACETAMOL)!;
    expect(report).toMatchObject({ received: 50, dispensed: total, expired: 0, left: 50 - total, low: true });
    expect(report.received).toBe(report.dispensed + report.writtenOff + report.left + report.expired);
    expect(report.batches).toEqual([
      {
        batchId,
        batch: "P-50",
        expiresOn,
        received: 50,
        dispensed: total,
        writtenOff: 0,
        expired: 0,
        left: 50 - total,
      },
    ]);
  });

  it("writes off and dispenses one batch at once without taking more than it holds; the report adds up", async () => {
    // A second batch of 20, after the first ran out: 8 write-offs of 2 (each sent twice) and 8 partial dispenses of
    // 2 at once ask for 32.
    const received = await c.receive({ medicineId: c.medicineIds.paracetamol, batch: "P-20", quantity: 20, expiresOn });
    expect(received.statusCode, received.body).toBe(201);
    const second = (received.json() as { batchId: string }).batchId;
    const writeOffs = Array.from({ length: 8 }, () => ({
      writeOffId: crypto.randomUUID(),
      batchId: second,
      quantity: 2,
      reason: "damaged",
    }));
    const writeOff = (body: object) => c.as(c.pharmacist, "POST", `/api/meals/${c.mealId}/stock/write-offs`, body);
    const [writeOffAnswers, dispenseAnswers] = await Promise.all([
      Promise.all(writeOffs.flatMap((body) => [writeOff(body), writeOff(body)])),
      Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          c.dispense(visits[i % visits.length]!, {
            items: [{ medicine: PARACETAMOL, quantity: 2 }],
            partial: true,
          }),
        ),
      ),
    ]);
    let writtenOff = 0;
    for (let i = 0; i < writeOffs.length; i++) {
      const [a, b] = [writeOffAnswers[2 * i]!, writeOffAnswers[2 * i + 1]!];
      // A pair (same writeOffId) is applied once, or refused alike for want of units; never a 500.
      expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toSatisfy(
        (codes: number[]) => codes.join() === "201,201" || codes.join() === "409,409",
      );
      if (a.statusCode === 409) {
        expect([a.json().code, b.json().code]).toEqual(["WRITE_OFF_TOO_MANY", "WRITE_OFF_TOO_MANY"]);
        continue;
      }
      expect([a.json().applied, b.json().applied].sort()).toEqual([false, true]);
      writtenOff += 2;
    }
    for (const res of dispenseAnswers) expect(res.statusCode, res.body).toBe(201);
    const dispensed = dispenseAnswers.reduce((n, res) => n + given(res.json() as DispenseAnswer), 0);
    expect(writtenOff + dispensed).toBeLessThanOrEqual(20);
    const report = (await c.report()).medicines.find((m) => m.medicine === PARACETAMOL)!;
    const batch = report.batches.find((b) => b.batchId === second)!;
    expect(batch).toMatchObject({ received: 20, dispensed, writtenOff, expired: 0, left: 20 - writtenOff - dispensed });
    expect(report.received).toBe(report.dispensed + report.writtenOff + report.expired + report.left);
  });
});
