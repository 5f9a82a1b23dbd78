import type { Queue, RegisterVisitAnswer, Roster, Visit, VisitSummary } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

const consent = { care: true, followUp: true, keep: false };
const walkIn = (name: string, phone = "+8801712345678") => ({
  person: { name, sex: "female", birthYear: 1980, phone, area: "Savar" },
  consent,
});

/** Issue 39: walk-ins, station queues, sections by station role, signatures, and every read logged. */
describe("the camp clinic", () => {
  let t: TestApp;
  let admin: TestUser;
  let desk: TestUser;
  let nurse: TestUser;
  let doctor: TestUser;
  let pharmacist: TestUser;
  let otherDoctor: TestUser;
  let camper: TestUser;
  let mealId: string;

  const as = (user: TestUser | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const register = async (body: object = walkIn("Amina Begum")) => {
    const res = await as(desk, "POST", `/api/meals/${mealId}/visits`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as RegisterVisitAnswer;
  };
  const write = (user: TestUser, visitId: string, station: string, data: object, writeId = crypto.randomUUID()) =>
    as(user, "PUT", `/api/visits/${visitId}/sections/${station}`, { writeId, data });
  const queue = async (user: TestUser, station: string) =>
    (await as(user, "GET", `/api/meals/${mealId}/queue?station=${station}`)).json() as Queue;
  const read = async (user: TestUser, visitId: string) => {
    const res = await as(user, "GET", `/api/visits/${visitId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Visit;
  };
  const grant = async (user: TestUser, role: string, camp = mealId) => {
    const res = await as(admin, "POST", "/api/make-staff", { userId: user.id, mealId: camp, role });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [admin, desk, nurse, doctor, pharmacist, otherDoctor, camper] = await Promise.all([
      signUp(t.app, { role: "admin", name: "Ada Admin", db }),
      signUp(t.app, { name: "Dina Desk" }),
      signUp(t.app, { name: "Nur Nurse" }),
      signUp(t.app, { name: "Dr Rahman" }),
      signUp(t.app, { name: "Parvin Pharmacist" }),
      signUp(t.app, { name: "Dr Other" }),
      signUp(t.app, { name: "Kamal Camper", badge: "Gold", db }),
    ]);
    mealId = await insertCamp(db, "Clinic Camp");
    const otherCamp = await insertCamp(db, "Other Camp");
    await grant(desk, "desk");
    await grant(nurse, "nurse");
    await grant(doctor, "doctor");
    await grant(pharmacist, "pharmacist");
    await grant(otherDoctor, "doctor", otherCamp);
  });
  afterAll(() => t.close());

  it("registers a walk-in with the day's next token, the phone in E.164, and finds the family by phone", async () => {
    const first = await register(walkIn("Rahima Khatun", "+880 1812-345678"));
    const second = await register({
      person: { name: "Jamal Uddin", sex: "male", ageYears: 40, phone: "01812 345678", phoneCountry: "BD" },
      consent,
    });
    expect(second.token).toBe(first.token + 1);
    const found = await as(desk, "GET", `/api/meals/${mealId}/people?phone=%2B8801812345678`);
    expect(found.statusCode, found.body).toBe(200);
    const names = (found.json() as { people: { name: string; phone: string }[] }).people.map((p) => p.name);
    expect(names).toEqual(["Jamal Uddin", "Rahima Khatun"]);
    const [row] = await queryRows<{ phone: string; birth_year: number; birth_year_estimated: boolean }>(
      t.database.db,
      sql`select phone, birth_year, birth_year_estimated from person where id = ${second.personId}`,
    );
    expect(row).toEqual({
      phone: "+8801812345678",
      birth_year: new Date().getUTCFullYear() - 40,
      birth_year_estimated: true,
    });
  });

  it("refuses what the desk cannot record: no consent to care, a bad phone, neither year nor age", async () => {
    const noCare = await as(desk, "POST", `/api/meals/${mealId}/visits`, {
      ...walkIn("X"),
      consent: { ...consent, care: false },
    });
    expect(noCare.json()).toMatchObject({ code: "CONSENT_REQUIRED" });
    const badPhone = await as(desk, "POST", `/api/meals/${mealId}/visits`, walkIn("Y", "12"));
    expect(badPhone.json()).toMatchObject({ code: "PHONE_INVALID" });
    const noAge = await as(desk, "POST", `/api/meals/${mealId}/visits`, {
      person: { name: "Z", sex: "male" },
      consent,
    });
    expect(noAge.statusCode).toBe(400);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from person where name in ('X', 'Y', 'Z')`,
    );
    expect(n?.n).toBe(0);
  });

  it("answers a repeated registration (same visitId) with the first one, and flags a possible duplicate", async () => {
    const visitId = crypto.randomUUID();
    const body = { ...walkIn("Shirin Akter", "+8801911111111"), visitId };
    const first = await register(body);
    const again = await register(body);
    expect(again).toEqual(first);
    const other = await register({
      ...walkIn("Shirin Aktar", "+8801911111111"),
      person: { ...walkIn("Shirin Aktar").person, phone: "+8801911111111", birthYear: 1981 },
    });
    expect(other.possibleDuplicates.map((p) => p.id)).toEqual([first.personId]);
    const unrelated = await register(walkIn("Mohammad Ali", "+8801911111111"));
    expect(unrelated.possibleDuplicates).toEqual([]);
  });

  it("flags the same walk-in sent by two offline desks at once, and answers a send repeated at once once", async () => {
    // Two desks registered her with no network; both phones send when it returns, at the same moment.
    const same = () => ({ ...walkIn("Nasima Parvin", "+8801933333333"), visitId: crypto.randomUUID() });
    const [a, b] = await Promise.all([register(same()), register(same())]);
    expect(a.personId).not.toBe(b.personId);
    const flagged = [...a.possibleDuplicates, ...b.possibleDuplicates].map((p) => p.id);
    expect(flagged).toHaveLength(1);
    expect([a.personId, b.personId]).toContain(flagged[0]);
    // A phone that lost the answer sends again while the first send is still running: one visit, one answer.
    const body = { ...walkIn("Rokeya Sultana", "+8801944444444"), visitId: crypto.randomUUID() };
    const [first, again] = await Promise.all([register(body), register(body)]);
    expect(again).toEqual(first);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from person where name = 'Rokeya Sultana'`,
    );
    expect(n?.n).toBe(1);
  });

  it("keeps an offline device's times for a registration and a move, within the server's clock", async () => {
    const arrivedAt = new Date(Date.now() - 40 * 60_000);
    const early = await register({ ...walkIn("Early Bird", "+8801955555555"), arrivedAt: arrivedAt.toISOString() });
    const movedAt = new Date(Date.now() - 10 * 60_000);
    const moved = await as(desk, "POST", `/api/visits/${early.visitId}/move`, {
      from: "vitals",
      to: "next",
      movedAt: movedAt.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const visit = await read(doctor, early.visitId);
    expect(visit.arrivedAt).toBe(arrivedAt.toISOString());
    expect(visit.steps.map((s) => [s.station, s.arrivedAt, s.leftAt])).toEqual([
      ["vitals", arrivedAt.toISOString(), movedAt.toISOString()],
      ["screening", movedAt.toISOString(), null],
    ]);
    // A clock ahead of the server's, or days behind it, is brought into the window.
    const ahead = await register({
      ...walkIn("Clock Ahead", "+8801966666666"),
      arrivedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const aheadAt = Date.parse((await read(doctor, ahead.visitId)).arrivedAt);
    expect(aheadAt).toBeLessThanOrEqual(Date.now());
    const before = Date.now();
    const behind = await register({
      ...walkIn("Clock Behind", "+8801977777777"),
      arrivedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const behindAt = Date.parse((await read(doctor, behind.visitId)).arrivedAt);
    expect(behindAt).toBeGreaterThanOrEqual(before - 86_400_000);
    expect(behindAt).toBeLessThan(before - 86_400_000 + 60_000);
  });

  it("lets only the desk and admins register, and nobody outside the camp", async () => {
    expect((await as(nurse, "POST", `/api/meals/${mealId}/visits`, walkIn("N"))).json()).toMatchObject({
      code: "STATION_ROLE_REQUIRED",
    });
    expect((await as(otherDoctor, "POST", `/api/meals/${mealId}/visits`, walkIn("N"))).statusCode).toBe(403);
    expect((await as(camper, "POST", `/api/meals/${mealId}/visits`, walkIn("N"))).statusCode).toBe(403);
    expect((await as(null, "POST", `/api/meals/${mealId}/visits`, walkIn("N"))).statusCode).toBe(401);
    expect((await as(admin, "POST", `/api/meals/${mealId}/visits`, walkIn("Admin Walk-in"))).statusCode).toBe(201);
  });

  it("moves a visit through the stations' queues in arrival order, one call per person", async () => {
    const a = await register(walkIn("Queue A", "+8801700000001"));
    const b = await register(walkIn("Queue B", "+8801700000002"));
    const waiting = (await queue(nurse, "vitals")).entries.map((e) => e.visitId);
    expect(waiting.indexOf(a.visitId)).toBeLessThan(waiting.indexOf(b.visitId));
    // Two devices call at once: two different people.
    const calls = await Promise.all([
      as(nurse, "POST", `/api/meals/${mealId}/queue/next`, { station: "vitals" }),
      as(doctor, "POST", `/api/meals/${mealId}/queue/next`, { station: "vitals" }),
    ]);
    const called = calls.map((c) => (c.json() as { visitId: string }).visitId);
    expect(new Set(called).size).toBe(2);
    const move = await as(nurse, "POST", `/api/visits/${a.visitId}/move`, { from: "vitals", to: "next" });
    expect(move.json()).toEqual({ station: "screening", state: "waiting" });
    const stale = await as(nurse, "POST", `/api/visits/${a.visitId}/move`, { from: "vitals", to: "next" });
    expect(stale.json()).toMatchObject({ code: "VISIT_MOVED" });
    // Skipping screening, then sent back to it.
    await as(nurse, "POST", `/api/visits/${a.visitId}/move`, { from: "screening", to: "consultation" });
    await as(doctor, "POST", `/api/visits/${a.visitId}/move`, { from: "consultation", to: "screening" });
    const steps = (await read(doctor, a.visitId)).steps.map((s) => [s.station, s.outcome]);
    expect(steps).toEqual([
      ["vitals", "done"],
      ["screening", "skipped"],
      ["consultation", "sent-back"],
      ["screening", null],
    ]);
  });

  it("writes each section by its station's roles only; a repeated writeId is applied once", async () => {
    const { visitId } = await register(walkIn("Sections", "+8801700000003"));
    const writeId = crypto.randomUUID();
    const vitals = { systolic: 150, diastolic: 95, pulse: 80, heightCm: 160, weightKg: 70 };
    const first = await write(nurse, visitId, "vitals", vitals, writeId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ applied: true });
    expect((first.json() as { flags: string[] }).flags.length).toBeGreaterThan(0);
    const again = await write(nurse, visitId, "vitals", vitals, writeId);
    expect(again.json()).toMatchObject({ applied: false });
    expect((await write(desk, visitId, "vitals", vitals)).json()).toMatchObject({ code: "STATION_ROLE_REQUIRED" });
    expect((await write(nurse, visitId, "consultation", { complaints: "x" })).json()).toMatchObject({
      code: "STATION_ROLE_REQUIRED",
    });
    expect((await write(admin, visitId, "vitals", vitals)).json()).toMatchObject({ code: "STATION_ROLE_REQUIRED" });
    expect((await write(otherDoctor, visitId, "consultation", { complaints: "x" })).statusCode).toBe(403);
    // The same writeId for another station is a device bug.
    expect((await write(doctor, visitId, "consultation", { complaints: "x" }, writeId)).json()).toMatchObject({
      code: "WRITE_ID_REUSED",
    });
    const implausible = await write(nurse, visitId, "vitals", { systolic: 400, diastolic: 20 });
    expect(implausible.statusCode).toBe(400);
    expect(implausible.json().message).toMatch(/400/);
    const unknownCode = await write(doctor, visitId, "consultation", { diagnoses: [{ code: "X99" }] });
    expect(unknownCode.json().message).toMatch(/X99 is not in the product's diagnosis list/);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from visit_write where visit_id = ${visitId}`,
    );
    expect(n?.n).toBe(1);
    // The doctor sees the raised blood pressure the nurse recorded.
    const seen = await read(doctor, visitId);
    expect(seen.flags.length).toBeGreaterThan(0);
    expect(seen.sections.find((s) => s.station === "vitals")?.data).toMatchObject({ systolic: 150, diastolic: 95 });
  });

  it("merges two devices' writes field by field, keeping both rows", async () => {
    const { visitId } = await register(walkIn("Merge", "+8801700000004"));
    const t0 = Date.now(); // after the arrival: a write is never recorded before the visit began
    await as(nurse, "PUT", `/api/visits/${visitId}/sections/vitals`, {
      writeId: crypto.randomUUID(),
      recordedAt: new Date(t0 + 2000).toISOString(),
      data: { pulse: 90 },
    });
    // Recorded earlier on a device that was offline, sent later: it does not overwrite the pulse.
    await as(doctor, "PUT", `/api/visits/${visitId}/sections/vitals`, {
      writeId: crypto.randomUUID(),
      recordedAt: new Date(t0 + 1000).toISOString(),
      data: { pulse: 70, spo2: 97 },
    });
    const vitals = (await read(doctor, visitId)).sections.find((s) => s.station === "vitals");
    expect(vitals?.data).toMatchObject({ pulse: 90, spo2: 97 });
    expect(vitals?.authors.map((a) => a.name).sort()).toEqual(["Dr Rahman", "Nur Nurse"]);
  });

  it("signs a consultation once: it never changes again, corrections are addenda beside it", async () => {
    const { visitId } = await register(walkIn("Signed", "+8801700000005"));
    expect((await as(doctor, "POST", `/api/visits/${visitId}/sign`)).json()).toMatchObject({ code: "NOTHING_TO_SIGN" });
    const consultation = {
      complaints: "Headache for a week",
      findings: "BP raised",
      diagnoses: [{ code: "I10" }, { code: "E11.9", text: "newly found" }],
      plan: "Start treatment",
      advice: "Less salt",
      prescriptions: [{ medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "once a day", days: 30 }],
    };
    expect((await write(doctor, visitId, "consultation", consultation)).statusCode).toBe(200);
    expect((await as(nurse, "POST", `/api/visits/${visitId}/sign`)).json()).toMatchObject({
      code: "STATION_ROLE_REQUIRED",
    });
    expect((await as(admin, "POST", `/api/visits/${visitId}/sign`)).json()).toMatchObject({
      code: "STATION_ROLE_REQUIRED",
    });
    const signed = await as(doctor, "POST", `/api/visits/${visitId}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await as(doctor, "POST", `/api/visits/${visitId}/sign`)).json()).toMatchObject({ code: "VISIT_SIGNED" });
    expect((await write(doctor, visitId, "consultation", { plan: "changed" })).json()).toMatchObject({
      code: "VISIT_SIGNED",
    });
    const addendumId = crypto.randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await as(doctor, "POST", `/api/visits/${visitId}/addenda`, {
        writeId: addendumId,
        text: "Dose to be checked",
      });
      expect(res.json()).toEqual({ writeId: addendumId, applied: i === 0 });
    }
    const seen = await read(doctor, visitId);
    expect(seen.signature).toMatchObject({ signedBy: { name: "Dr Rahman" } });
    expect(seen.addenda.map((a) => [a.author.name, a.text])).toEqual([["Dr Rahman", "Dose to be checked"]]);
    expect(seen.sections.find((s) => s.station === "consultation")?.data).toMatchObject({
      ...consultation,
      diagnoses: [{ code: "I10" }, { code: "E11.9", text: "newly found" }],
    });
  });

  it("gives a signed visit's summary in the person's language, and nothing before the signature", async () => {
    const { visitId } = await register({
      person: { name: "Bengali Reader", sex: "male", birthYear: 1970, language: "bn" },
      consent,
    });
    await write(nurse, visitId, "vitals", { systolic: 150, diastolic: 95, heightCm: 165, weightKg: 70 });
    await write(doctor, visitId, "consultation", {
      diagnoses: [{ code: "I10" }, { code: "E11.9" }],
      advice: "Walk every day",
      plan: "Come back in a month",
      prescriptions: [{ medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "once a day", days: 30 }],
    });
    const early = await as(doctor, "GET", `/api/visits/${visitId}/summary`);
    expect(early.json()).toMatchObject({ code: "VISIT_NOT_SIGNED" });
    await as(doctor, "POST", `/api/visits/${visitId}/sign`);
    expect((await as(nurse, "GET", `/api/visits/${visitId}/summary`)).json()).toMatchObject({
      code: "STATION_ROLE_REQUIRED",
    });
    const res = await as(doctor, "GET", `/api/visits/${visitId}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as VisitSummary;
    expect(summary).toMatchObject({ locale: "bn", advice: "Walk every day", nextStep: "Come back in a month" });
    expect(summary.vitals).toEqual(
      expect.arrayContaining([
        { key: "systolic", value: 150, unit: expect.any(String) },
        { key: "bmi", value: 25.7, unit: expect.any(String) },
      ]),
    );
    expect(summary.flags.length).toBeGreaterThan(0);
    expect(summary.diagnoses.map((d) => d.code)).toEqual(["I10", "E11.9"]);
    // Named in Bengali: not the English titles.
    expect(summary.diagnoses[0]?.name).toMatch(/[\u0980-\u09FF]/);
    const english = (await as(doctor, "GET", `/api/visits/${visitId}/summary?locale=en`)).json() as VisitSummary;
    expect(english.diagnoses[0]?.name).toMatch(/hypertension/i);
  });

  it("keeps clinical free text out of the database in clear", async () => {
    const { visitId } = await register(walkIn("Sealed", "+8801700000006"));
    const secret = "Secret-complaint-3f9a";
    await write(doctor, visitId, "consultation", { complaints: secret, diagnoses: [{ text: `${secret}-dx` }] });
    await as(doctor, "POST", `/api/visits/${visitId}/sign`);
    await as(doctor, "POST", `/api/visits/${visitId}/addenda`, {
      writeId: crypto.randomUUID(),
      text: `${secret}-addendum`,
    });
    const rows = await queryRows<{ dump: string }>(
      t.database.db,
      sql`select (select coalesce(string_agg(w::text, ''), '') from visit_write w) ||
                 (select coalesce(string_agg(a::text, ''), '') from visit_addendum a) as dump`,
    );
    expect(rows[0]?.dump).toContain(visitId);
    expect(rows[0]?.dump).not.toContain("Secret-complaint");
    expect(JSON.stringify((await read(doctor, visitId)).sections)).toContain(secret);
  });

  it("shows each role only its part of a visit, and logs every read of it", async () => {
    const { visitId, personId } = await register(walkIn("Roles", "+8801700000007"));
    await write(nurse, visitId, "vitals", { pulse: 72 });
    await write(doctor, visitId, "consultation", {
      complaints: "Cough",
      prescriptions: [{ medicine: "Paracetamol 500 mg", dose: "1 tablet", frequency: "three times a day", days: 3 }],
    });
    const stations = async (user: TestUser) => (await read(user, visitId)).sections.map((s) => s.station).sort();
    expect(await stations(desk)).toEqual([]);
    expect(await stations(nurse)).toEqual(["vitals"]);
    expect(await stations(doctor)).toEqual(["consultation", "vitals"]);
    expect(await stations(admin)).toEqual(["consultation", "vitals"]);
    const pharmacy = await read(pharmacist, visitId);
    expect(pharmacy.sections).toEqual([
      expect.objectContaining({ station: "consultation", data: { prescriptions: expect.any(Array) } }),
    ]);
    expect((await as(otherDoctor, "GET", `/api/visits/${visitId}`)).statusCode).toBe(403);
    expect((await as(camper, "GET", `/api/visits/${visitId}`)).statusCode).toBe(403);
    const log = await as(admin, "GET", `/api/people/${personId}/access-log`);
    const roles = (log.json() as { entries: { reader: { role: string } }[] }).entries.map((e) => e.reader.role).sort();
    expect(roles).toEqual(["admin", "desk", "doctor", "nurse", "pharmacist"]);
    expect((await as(doctor, "GET", `/api/people/${personId}/access-log`)).statusCode).toBe(403);
  });

  it("makes a checked-in camper a patient from their seat, and shows them their own visit once signed", async () => {
    const seat = await as(camper, "POST", "/api/meal/request", { mealId });
    const requestId = (seat.json() as { insertedId: string }).insertedId;
    const { visitId, personId } = await register({ requestId, consent });
    await write(doctor, visitId, "consultation", { complaints: "Back pain", advice: "Rest" });
    const before = await read(camper, visitId);
    expect(before.person.hasAccount).toBe(true);
    expect(before.sections.map((s) => s.station)).toEqual([]);
    await as(doctor, "POST", `/api/visits/${visitId}/sign`);
    const after = await read(camper, visitId);
    expect(after.sections.map((s) => s.station)).toEqual(["consultation"]);
    const mine = (await as(camper, "GET", "/api/me/visits")).json() as { visits: { visitId: string }[] };
    expect(mine.visits.map((v) => v.visitId)).toEqual([visitId]);
    const log = (await as(camper, "GET", `/api/people/${personId}/access-log`)).json() as {
      entries: { reader: { role: string } }[];
    };
    expect(log.entries.map((e) => e.reader.role)).toContain("self");
    // Registering the same camper again finds the same person.
    const again = await register({ requestId, consent });
    expect(again.personId).toBe(personId);
  });

  it("lets the desk find a camper on the camp's roster and register them by that request", async () => {
    const listed = await signUp(t.app, { name: "Rina Listed", badge: "Gold", db: t.database.db });
    const seat = await as(listed, "POST", "/api/meal/request", { mealId });
    const requestId = (seat.json() as { insertedId: string }).insertedId;
    const res = await as(desk, "GET", `/api/meals/${mealId}/roster`);
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as Roster).participants.find((p) => p.name === "Rina Listed");
    expect(entry).toMatchObject({ requestId, checkIn: null, code: expect.stringMatching(/^[0-9A-Z]{20}$/) });
    const { visitId } = await register({ requestId: entry!.requestId, consent });
    expect((await read(desk, visitId)).person).toMatchObject({ name: "Rina Listed", hasAccount: true });
    // Staff of another camp read none of this camp's roster.
    expect((await as(otherDoctor, "GET", `/api/meals/${mealId}/roster`)).statusCode).toBe(403);
  });

  it("gives a person their visits with when each was signed, and who read their record, without their person's id", async () => {
    const patient = await signUp(t.app, { name: "Laila Patient", badge: "Gold", db: t.database.db });
    const seat = await as(patient, "POST", "/api/meal/request", { mealId });
    const requestId = (seat.json() as { insertedId: string }).insertedId;
    // Nobody has seen them at a camp yet: no visits, nobody read anything.
    expect((await as(patient, "GET", "/api/me/visits")).json()).toEqual({ visits: [] });
    expect((await as(patient, "GET", "/api/me/access-log")).json()).toEqual({ entries: [] });

    const { visitId } = await register({ requestId, consent });
    await write(doctor, visitId, "consultation", { diagnoses: [{ code: "I10" }], advice: "Less salt" });
    type Mine = { visits: { visitId: string; signedAt: string | null }[] };
    const unsigned = (await as(patient, "GET", "/api/me/visits")).json() as Mine;
    expect(unsigned.visits).toEqual([expect.objectContaining({ visitId, campId: mealId, signedAt: null })]);
    await read(doctor, visitId);
    const signed = await as(doctor, "POST", `/api/visits/${visitId}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    const signedAt = (signed.json() as { signedAt: string }).signedAt;
    expect(((await as(patient, "GET", "/api/me/visits")).json() as Mine).visits[0]!.signedAt).toBe(signedAt);
    expect((await as(patient, "GET", `/api/visits/${visitId}/summary`)).statusCode).toBe(200);

    const res = await as(patient, "GET", "/api/me/access-log");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { entries } = res.json() as {
      entries: { reader: { name: string; role: string }; what: string; visitId: string | null }[];
    };
    // Newest first: their own read of the summary, then the doctor's read of the visit.
    expect(entries.map((e) => [e.reader.role, e.what, e.visitId])).toEqual([
      ["self", "summary", visitId],
      ["doctor", "visit", visitId],
    ]);
    expect(entries[1]!.reader.name).toBe("Dr Rahman");
    // Another account's log is its own: the camper's reads are not in it, nor this person's in theirs.
    const others = (await as(camper, "GET", "/api/me/access-log")).json() as { entries: { visitId: string }[] };
    expect(others.entries.map((e) => e.visitId)).not.toContain(visitId);
    expect((await as(null, "GET", "/api/me/access-log")).statusCode).toBe(401);
  });
});
