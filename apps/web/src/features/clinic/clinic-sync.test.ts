import "fake-indexeddb/auto";
import type { Queue, RegisterVisitAnswer } from "@medcamp/contract";
import { afterEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import {
  addRegistration,
  addToOutbox,
  closeClinicStore,
  forgetCamp,
  forgetClinicData,
  forgetPeople,
  loadCamp,
  loadQueues,
  type OutboxItem,
  outbox,
  registrations,
  saveCamp,
  saveQueue,
} from "./clinic-store";
import { SEND_LANES, sendNow, syncClinic } from "./clinic-sync";
import { queueEntry } from "./clinic-test-data";

afterEach(async () => {
  await forgetClinicData();
});

const VISIT = "0b6f2a4e-8d3c-4c1e-9a57-00000000000a";
const OTHER = "0b6f2a4e-8d3c-4c1e-9a57-00000000000b";
let clock = Date.parse("2026-11-28T08:00:00.000Z");
const at = () => new Date((clock += 60_000)).toISOString();

const registration = (visitId = VISIT, mealId = "c1"): OutboxItem & { kind: "register" } => ({
  kind: "register",
  id: visitId,
  visitId,
  mealId,
  who: { person: { name: "Rahima Begum", sex: "female", ageYears: 46, phone: "01712345678", phoneCountry: "BD" } },
  consent: { care: true, followUp: false, keep: false },
  madeAt: at(),
});
const section = (data: Record<string, unknown>, visitId = VISIT, mealId = "c1") => ({
  kind: "section" as const,
  id: crypto.randomUUID() as string,
  visitId,
  mealId,
  station: "vitals" as const,
  data,
  madeAt: at(),
});
const move = (visitId = VISIT): OutboxItem => ({
  kind: "move",
  id: crypto.randomUUID(),
  visitId,
  mealId: "c1",
  from: "vitals",
  to: "next",
  madeAt: at(),
});
const person = { name: "Rahima Begum", sex: "female" as const, ageYears: 46, firstStation: "vitals" as const };
const answer = (token: number): RegisterVisitAnswer => ({
  visitId: VISIT,
  personId: "7c1d1f0e-0000-4000-8000-000000000001",
  token,
  possibleDuplicates: [],
});
const written = (body: unknown) => ({
  body: { writeId: (body as { writeId: string }).writeId, applied: true, flags: [] },
});
const queue = (): Queue => ({ station: "vitals", entries: [queueEntry()], more: 0, version: "v1" });
const routes = (visitId = VISIT) => ({
  "POST /meals/c1/visits": { status: 201, body: answer(41) },
  [`PUT /visits/${visitId}/sections/vitals`]: written,
  [`POST /visits/${visitId}/move`]: { body: { station: "screening", state: "waiting" } },
});

describe("the clinic's store on the device", () => {
  it("keeps the camp, its queues, the outbox and the registrations across a reload", async () => {
    await saveCamp({ mealId: "c1", role: "nurse", title: "Heart Week", savedAt: at() });
    await saveQueue("c1", queue());
    await addRegistration(registration(), person, "2026-11-28");
    await addToOutbox(section({ pulse: 80 }));
    await closeClinicStore();
    expect((await loadCamp("c1"))?.role).toBe("nurse");
    expect((await loadQueues("c1")).map((q) => q.station)).toEqual(["vitals"]);
    expect((await outbox("c1")).map((item) => item.kind)).toEqual(["register", "section"]);
    expect((await registrations("c1")).map((r) => r.name)).toEqual(["Rahima Begum"]);
  });

  it("keeps a record once when it is added twice, in the order records were made", async () => {
    const first = section({ pulse: 80 });
    await addToOutbox(first);
    await addToOutbox(move());
    await addToOutbox(first);
    expect((await outbox()).map((item) => item.kind)).toEqual(["section", "move"]);
  });

  it("gives each walk-in the device's provisional token: its code and the day's count", async () => {
    const a = await addRegistration(registration(VISIT), person, "2026-11-28");
    const b = await addRegistration(registration(OTHER), person, "2026-11-28");
    const c = await addRegistration(registration(crypto.randomUUID()), person, "2026-11-29");
    const code = a.provisional.split("-")[0]!;
    expect(code).toMatch(/^[A-Z]\d$/);
    expect([a.provisional, b.provisional, c.provisional]).toEqual([`${code}-1`, `${code}-2`, `${code}-1`]);
  });

  it("forgets the people it showed on a lost session but keeps the outbox; forgets a camp whole on a lost role", async () => {
    await saveCamp({ mealId: "c1", role: "nurse", savedAt: at() });
    await saveQueue("c1", queue());
    await addRegistration(registration(), person, "2026-11-28");
    await addToOutbox({ ...section({ pulse: 70 }, OTHER, "c2") });
    await forgetPeople();
    expect(await loadCamp("c1")).toBeUndefined();
    expect(await loadQueues("c1")).toEqual([]);
    expect(await registrations("c1")).toEqual([]);
    expect(await outbox()).toHaveLength(2);
    await forgetCamp("c1");
    expect((await outbox()).map((item) => item.mealId)).toEqual(["c2"]);
  });
});

describe("the clinic's sync", () => {
  it("sends the outbox in the order it was made, with the device's ids and times, and empties it", async () => {
    const reg = registration();
    await addRegistration(reg, person, "2026-11-28");
    const vitals = section({ systolic: 150, diastolic: 95 });
    await addToOutbox(vitals);
    const moved = move();
    await addToOutbox(moved);
    const { calls } = fakeApi(routes());
    const report = await syncClinic();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /meals/c1/visits",
      `PUT /visits/${VISIT}/sections/vitals`,
      `POST /visits/${VISIT}/move`,
    ]);
    expect(calls[0]!.body).toMatchObject({ visitId: VISIT, arrivedAt: reg.madeAt, person: { name: "Rahima Begum" } });
    expect(calls[1]!.body).toEqual({ writeId: vitals.id, recordedAt: vitals.madeAt, data: vitals.data });
    expect(calls[2]!.body).toEqual({ from: "vitals", to: "next", movedAt: moved.madeAt });
    expect(report).toMatchObject({ stopped: false, refused: [] });
    expect(await outbox()).toEqual([]);
    // The camp's token is beside the phone's.
    expect((await registrations("c1"))[0]).toMatchObject({ token: 41, provisional: expect.stringMatching(/-1$/) });
  });

  it("stops at a send that got no answer and sends the same record again next time (a device killed mid-send)", async () => {
    const first = section({ pulse: 80 });
    const second = section({ pulse: 82 });
    await addToOutbox(first);
    await addToOutbox(second);
    let puts = 0;
    const { calls } = fakeApi({
      [`PUT /visits/${VISIT}/sections/vitals`]: (body) => {
        if (++puts === 2) throw new TypeError("Failed to fetch");
        return written(body);
      },
    });
    expect((await syncClinic()).stopped).toBe(true);
    expect((await outbox()).map((item) => item.id)).toEqual([second.id]);
    // Opened again (a reload): the record that got no answer goes again, with the same writeId.
    await closeClinicStore();
    expect((await syncClinic()).stopped).toBe(false);
    const ids = calls.map((c) => (c.body as { writeId: string }).writeId);
    expect(ids).toEqual([first.id, second.id, second.id]);
    expect(await outbox()).toEqual([]);
  });

  it.each([401, 500, 503])("keeps the records when the server answers %i", async (status) => {
    await addToOutbox(section({ pulse: 80 }));
    fakeApi({ [`PUT /visits/${VISIT}/sections/vitals`]: { status, body: { message: "Not now", code: "X" } } });
    expect((await syncClinic()).stopped).toBe(true);
    expect(await outbox()).toHaveLength(1);
  });

  it("drops a refused registration with the records of its visit, and says so; the rest goes on", async () => {
    await addRegistration(registration(), person, "2026-11-28");
    await addToOutbox(section({ pulse: 80 }));
    await addToOutbox(section({ pulse: 70 }, OTHER));
    const { calls } = fakeApi({
      "POST /meals/c1/visits": { status: 400, body: { message: "Consent is required", code: "CONSENT_REQUIRED" } },
      [`PUT /visits/${OTHER}/sections/vitals`]: written,
    });
    const report = await syncClinic();
    expect(report.refused.map((r) => [r.item.kind, r.code])).toEqual([
      ["register", "CONSENT_REQUIRED"],
      ["section", "CONSENT_REQUIRED"],
    ]);
    expect(calls.map((c) => c.path)).toEqual(["/meals/c1/visits", `/visits/${OTHER}/sections/vitals`]);
    expect((await registrations("c1"))[0]?.refused).toBe("Consent is required");
    expect(await outbox()).toEqual([]);
  });

  it("registers without the phone the server finds invalid, rather than not at all", async () => {
    await addRegistration(registration(), person, "2026-11-28");
    const { calls } = fakeApi({
      "POST /meals/c1/visits": (body) =>
        (body as { person: { phone?: string } }).person.phone
          ? { status: 400, body: { message: "Not a phone number", code: "PHONE_INVALID" } }
          : { status: 201, body: answer(42) },
    });
    const report = await syncClinic();
    expect(report.sent[0]?.answer).toMatchObject({ kind: "register", phoneDropped: true });
    expect(calls[1]!.body).toMatchObject({ visitId: VISIT, person: { name: "Rahima Begum" } });
    expect((calls[1]!.body as { person: object }).person).not.toHaveProperty("phone");
  });

  it("sends a write again without its time when the device's clock runs ahead of the server's", async () => {
    const ahead = section({ pulse: 80 });
    await addToOutbox(ahead);
    const { calls } = fakeApi({
      [`PUT /visits/${VISIT}/sections/vitals`]: (body) =>
        (body as { recordedAt?: string }).recordedAt
          ? { status: 400, body: { message: "In the future", code: "RECORDED_IN_FUTURE" } }
          : written(body),
    });
    expect((await syncClinic()).sent).toHaveLength(1);
    expect(calls.map((c) => c.body)).toEqual([
      { writeId: ahead.id, recordedAt: ahead.madeAt, data: ahead.data },
      { writeId: ahead.id, data: ahead.data },
    ]);
  });

  it("takes a move whose visit had already left the station as done (sent before, or another device's)", async () => {
    await addToOutbox(move());
    fakeApi({
      [`POST /visits/${VISIT}/move`]: { status: 409, body: { message: "Moved", code: "VISIT_MOVED" } },
    });
    const report = await syncClinic();
    expect(report.sent.map((s) => s.answer)).toEqual([{ kind: "move", alreadyMoved: true }]);
    expect(await outbox()).toEqual([]);
  });

  it("forgets the camp and its outbox when the server says the station role is gone (403)", async () => {
    await saveCamp({ mealId: "c1", role: "nurse", savedAt: at() });
    await addToOutbox(section({ pulse: 80 }));
    await addToOutbox(section({ pulse: 81 }));
    fakeApi({ [`PUT /visits/${VISIT}/sections/vitals`]: { status: 403, body: { message: "No", code: "FORBIDDEN" } } });
    const report = await syncClinic();
    expect(report).toMatchObject({ accessLost: true, stopped: false });
    expect(report.refused).toHaveLength(1);
    expect(await outbox()).toEqual([]);
    expect(await loadCamp("c1")).toBeUndefined();
  });

  it("sends up to four visits' records at once, each visit's one after another in the order made", async () => {
    const visits: string[] = Array.from({ length: 6 }, () => crypto.randomUUID());
    const made = visits.flatMap((v) => [section({ pulse: 80 }, v), section({ pulse: 81 }, v)]);
    for (const item of made) await addToOutbox(item);
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const slow = async (body: unknown) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      order.push((body as { writeId: string }).writeId);
      return written(body);
    };
    fakeApi(Object.fromEntries(visits.map((v) => [`PUT /visits/${v}/sections/vitals`, slow])));
    expect((await syncClinic()).sent).toHaveLength(12);
    expect(most).toBe(SEND_LANES);
    for (const v of visits) {
      const mine = made.filter((item) => item.visitId === v).map((item) => item.id);
      expect(order.filter((id) => mine.includes(id))).toEqual(mine);
    }
  });

  it("runs once at a time, and answers the record a screen waits for", async () => {
    const first = section({ pulse: 80 });
    await addToOutbox(first);
    const { calls } = fakeApi(routes());
    const [a, b] = await Promise.all([syncClinic(), syncClinic()]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
    const next = section({ pulse: 81 });
    await addToOutbox(next);
    expect(await sendNow(next.id)).toEqual({
      sent: { kind: "section", answer: { writeId: next.id, applied: true, flags: [] } },
    });
  });
});
