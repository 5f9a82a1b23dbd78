import {
  DEFAULT_MEDICINES,
  DEFAULT_SCREENING_TESTS,
  type MedicinesAnswer,
  type RegisterVisitAnswer,
  type ScreeningTestsAnswer,
  type Visit,
} from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";

/** Issue 39: a camp's screening tests and medicines, and sections that must name their entries. */
describe("a camp's screening tests and medicines", () => {
  let t: TestApp;
  let admin: TestUser;
  let nurse: TestUser;
  let doctor: TestUser;
  let otherDoctor: TestUser;
  let camper: TestUser;
  let mealId: string;

  const as = (user: TestUser | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const write = (user: TestUser, visitId: string, station: string, data: object) =>
    as(user, "PUT", `/api/visits/${visitId}/sections/${station}`, { writeId: crypto.randomUUID(), data });
  const writesOf = async (visitId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from visit_write where visit_id = ${visitId}`,
      )
    )[0]!.n;
  const tests = async (user: TestUser | null = nurse) => as(user, "GET", `/api/meals/${mealId}/screening-tests`);
  const medicines = async (user: TestUser | null = doctor) => as(user, "GET", `/api/meals/${mealId}/medicines`);

  let visitId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [admin, nurse, doctor, otherDoctor, camper] = await Promise.all([
      signUp(t.app, { role: "admin", name: "List Admin", db }),
      signUp(t.app, { name: "List Nurse" }),
      signUp(t.app, { name: "List Doctor" }),
      signUp(t.app, { name: "Other Doctor" }),
      signUp(t.app, { name: "List Camper" }),
    ]);
    mealId = await insertCamp(db, "Lists Camp");
    const otherCamp = await insertCamp(db, "Other Lists Camp");
    for (const [user, role, camp] of [
      [nurse, "nurse", mealId],
      [doctor, "doctor", mealId],
      [otherDoctor, "doctor", otherCamp],
    ] as const) {
      const res = await as(admin, "POST", "/api/make-staff", { userId: user.id, mealId: camp, role });
      expect(res.statusCode, res.body).toBe(200);
    }
    const desk = await signUp(t.app, { name: "List Desk" });
    await as(admin, "POST", "/api/make-staff", { userId: desk.id, mealId, role: "desk" });
    const registered = await as(desk, "POST", `/api/meals/${mealId}/visits`, {
      person: { name: "Listed Person", sex: "female", ageYears: 30 },
      consent: { care: true, followUp: false, keep: false },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    visitId = (registered.json() as RegisterVisitAnswer).visitId;
  });
  afterAll(() => t.close());

  it("answers the defaults to the camp's station staff and admins, and nothing to anyone else", async () => {
    const answer = (await tests()).json() as ScreeningTestsAnswer;
    expect(answer).toEqual({ tests: DEFAULT_SCREENING_TESTS, custom: false });
    expect((await medicines(admin)).json()).toEqual({ medicines: DEFAULT_MEDICINES, custom: false });
    expect((await tests(null)).statusCode).toBe(401);
    expect((await tests(camper)).statusCode).toBe(403);
    expect((await medicines(otherDoctor)).statusCode).toBe(403);
    const byDoctor = await as(doctor, "PUT", `/api/meals/${mealId}/medicines`, { medicines: [] });
    expect(byDoctor.statusCode).toBe(403);
  });

  it("takes a screening result only for a test of the list, of its kind and in its unit", async () => {
    const refusals = [
      [{ test: "Blood group", value: "B+" }, "results.0.test: Blood group is not on this camp's screening list"],
      [{ test: "Haemoglobin", value: "low" }, "results.0.value: Haemoglobin gives a number"],
      [{ test: "Pregnancy test", value: 1 }, "results.0.value: Pregnancy test gives a positive or negative result"],
      [{ test: "Haemoglobin", value: 11.2, unit: "g/L" }, "results.0.unit: Haemoglobin is recorded in g/dL"],
    ] as const;
    for (const [result, message] of refusals) {
      const res = await write(nurse, visitId, "screening", { results: [result] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION_ERROR", message });
    }
    expect(await writesOf(visitId)).toBe(0);
    const saved = await write(nurse, visitId, "screening", {
      results: [
        { test: "haemoglobin", value: 11.2 },
        { test: "Pregnancy TEST", value: "negative" },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const visit = (await as(nurse, "GET", `/api/visits/${visitId}`)).json() as Visit;
    expect(visit.sections.find((s) => s.station === "screening")?.data.results).toEqual([
      { test: "Haemoglobin", value: 11.2, unit: "g/dL" },
      { test: "Pregnancy test", value: "negative" },
    ]);
  });

  it("takes a prescription only for a medicine of the list, by its label or its name alone when that is one", async () => {
    const prescribe = (medicine: string) =>
      write(doctor, visitId, "consultation", {
        prescriptions: [{ medicine, dose: "1 tablet", frequency: "once a day", days: 10 }],
      });
    const unknown = await prescribe("Wonder pill 1 g");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "prescriptions.0.medicine: Wonder pill 1 g is not on this camp's medicine list",
    });
    // "Paracetamol" names one medicine ("Paracetamol syrup" is another name): it is taken as "Paracetamol 500 mg".
    expect((await prescribe("paracetamol")).statusCode).toBe(200);
    const visit = (await as(doctor, "GET", `/api/visits/${visitId}`)).json() as Visit;
    const consultation = visit.sections.find((s) => s.station === "consultation")!.data;
    expect((consultation.prescriptions as Array<{ medicine: string }>)[0]!.medicine).toBe("Paracetamol 500 mg");
  });

  it("is replaced by an admin (audited); a kept medicine keeps its id; an empty list brings back the defaults", async () => {
    const own = [
      { name: "Amlodipine", strength: "5 mg", form: "tablet", unit: "tablet" },
      { name: "ORS", form: "sachet", unit: "sachet" },
    ];
    const first = await as(admin, "PUT", `/api/meals/${mealId}/medicines`, { medicines: own });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ medicines: own, custom: true });
    const idsOf = async () =>
      await queryRows<{ key: string; id: string }>(
        t.database.db,
        sql`select key, id from meal_medicine where meal_id = ${mealId} order by position`,
      );
    const [amlodipine] = await idsOf();
    const reordered = [{ name: "Zinc", strength: "20 mg", form: "tablet", unit: "tablet" }, own[0]!];
    const second = await as(admin, "PUT", `/api/meals/${mealId}/medicines`, { medicines: reordered });
    expect((second.json() as MedicinesAnswer).medicines.map((m) => m.name)).toEqual(["Zinc", "Amlodipine"]);
    const after = await idsOf();
    expect(after.map((r) => r.key)).toEqual(["zinc 20 mg", "amlodipine 5 mg"]);
    expect(after[1]!.id).toBe(amlodipine!.id);
    // Off the camp's list now: refused; the doctor's screen reads the camp's own list.
    const dropped = await write(doctor, visitId, "consultation", {
      prescriptions: [{ medicine: "Paracetamol 500 mg", dose: "1", frequency: "daily", days: 1 }],
    });
    expect(dropped.statusCode).toBe(400);
    expect((await medicines()).json()).toEqual({ medicines: reordered, custom: true });

    const duplicate = await as(admin, "PUT", `/api/meals/${mealId}/medicines`, {
      medicines: [own[0], { ...own[0], name: "AMLODIPINE" }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect((await medicines()).json()).toEqual({ medicines: reordered, custom: true });

    const testsSet = await as(admin, "PUT", `/api/meals/${mealId}/screening-tests`, {
      tests: [{ name: "Blood group", resultType: "text" }],
    });
    expect(testsSet.json()).toEqual({ tests: [{ name: "Blood group", resultType: "text" }], custom: true });
    expect(
      (await write(nurse, visitId, "screening", { results: [{ test: "Blood group", value: "B+" }] })).statusCode,
    ).toBe(200);

    const audited = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where meal_id = ${mealId} and action like 'camp.%' order by at, seq`,
    );
    expect(audited.map((a) => a.action)).toEqual([
      "camp.medicines-replaced",
      "camp.medicines-replaced",
      "camp.screening-tests-replaced",
    ]);
    await as(admin, "PUT", `/api/meals/${mealId}/medicines`, { medicines: [] });
    expect((await medicines()).json()).toEqual({ medicines: DEFAULT_MEDICINES, custom: false });
    const unknownCamp = await as(admin, "PUT", `/api/meals/${crypto.randomUUID()}/medicines`, { medicines: own });
    expect(unknownCamp.statusCode).toBe(404);
  });
});
