import { type AccessLog, CLINIC_LIMITS, type RegisterVisitAnswer } from "@medcamp/contract";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clinicalAccess, people, visits } from "../../db/schema/index.ts";
import { writeVisitRows } from "../../test/clinic-rows.ts";
import { pdfText, squeezed } from "../../test/pdf-text.ts";
import { type PharmacyCamp, pharmacyCamp } from "../../test/pharmacy-camp.ts";
import { createTestApp, type TestApp, testConfig } from "../../test/test-app.ts";
import { clinicalSealer } from "../clinic/clinical-key.ts";
import { signUp, type TestUser } from "../../test/test-users.ts";

const ADVICE = "Less salt, and a walk every day";
const MEDICINE = "Amlodipine 5 mg";
const consent = { care: true, followUp: true, keep: false };

/** Issue 41 item 3: a person downloads their own record as a PDF from "My health record". */
describe("GET /api/me/health-record.pdf", () => {
  let t: TestApp;
  let c: PharmacyCamp;
  let patient: TestUser;
  let signedVisit: string;
  let unsignedVisit: string;

  const ok = async <R extends { statusCode: number; body: string }>(res: R, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  async function download(user: TestUser, query = "") {
    const res = await c.as(user, "GET", `/api/me/health-record.pdf${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    return { language: res.headers["content-language"], ...(await pdfText(res.rawPayload)) };
  }
  const summaryReads = async (user: TestUser) => {
    const log = (await (await ok(await c.as(user, "GET", "/api/me/access-log"))).json()) as AccessLog;
    return log.entries.filter((e) => e.what === "summary").map((e) => [e.reader.role, e.visitId]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    c = await pharmacyCamp(t);
    patient = await signUp(t.app, { name: "Laila Patient", badge: "Gold", db: t.database.db });
    const seat = await ok(await c.as(patient, "POST", "/api/meal/request", { mealId: c.mealId }), 201);
    const requestId = (seat.json() as { insertedId: string }).insertedId;
    const registered = await ok(
      await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, { requestId, consent }),
      201,
    );
    const { visitId, personId } = registered.json() as RegisterVisitAnswer;
    signedVisit = visitId;
    const write = (user: TestUser, station: string, data: object) =>
      c.as(user, "PUT", `/api/visits/${visitId}/sections/${station}`, { writeId: crypto.randomUUID(), data });
    await ok(await write(c.nurse, "vitals", { systolic: 150, diastolic: 95, pulse: 80 }));
    await ok(
      await write(c.doctor, "consultation", {
        diagnoses: [{ code: "I10" }],
        advice: ADVICE,
        prescriptions: [{ medicine: MEDICINE, dose: "1 tablet", frequency: "once a day", days: 30 }],
      }),
    );
    await ok(await c.as(c.doctor, "POST", `/api/visits/${visitId}/sign`));
    // A later visit of the same person at another camp, not signed: not in the record.
    const later = await ok(await c.as(c.admin, "POST", `/api/meals/${c.otherCamp}/visits`, { personId, consent }), 201);
    unsignedVisit = (later.json() as RegisterVisitAnswer).visitId;
  }, 60_000);
  afterAll(() => t.close());

  it("holds the person's own signed visit as its summary shows it, and logs the read", async () => {
    expect(await summaryReads(patient)).toEqual([]);
    const pdf = await download(patient, "?lang=en");
    expect(pdf.language).toBe("en");
    for (const expected of [
      "My health record",
      "Laila Patient",
      "Signed by Dr Haque",
      MEDICINE,
      ADVICE,
      "I10",
      "150/95",
    ]) {
      expect(pdf.squeezed, expected).toContain(squeezed(expected));
    }
    expect(pdf.squeezed).not.toContain(squeezed("Other Pharmacy Camp"));
    // The signed visit was read as its summary is read: a row of the person's access log, as "self".
    expect(await summaryReads(patient)).toEqual([["self", signedVisit]]);
    await download(patient);
    expect(await summaryReads(patient)).toEqual([
      ["self", signedVisit],
      ["self", signedVisit],
    ]);
    expect((await summaryReads(patient)).map(([, visit]) => visit)).not.toContain(unsignedVisit);
  });

  it("is in the person's language", async () => {
    await ok(await c.as(patient, "PUT", "/api/me/locale", { locale: "bn" }));
    const pdf = await download(patient);
    expect(pdf.language).toBe("bn");
    // "আমার" (my) of the title, whose glyphs stand in the order its letters are typed (see camp-report/pdf.test.ts).
    expect(pdf.squeezed).toContain(squeezed("আমার"));
    expect(pdf.squeezed).toContain(squeezed(MEDICINE));
    expect(pdf.text).not.toContain("My health record");
  });

  it("holds every signed visit of the person, more than the visit list's page of them", async () => {
    const regular = await signUp(t.app, { name: "Nadia Regular", db: t.database.db });
    const SIGNED = CLINIC_LIMITS.accessLogPage + 1;
    const at = (i: number) => new Date(Date.UTC(2026, 0, 5, 3) + i * 60_000);
    const written = await writeVisitRows(
      t.database.db,
      clinicalSealer(testConfig()),
      {
        campId: c.mealId,
        desk: c.desk,
        doctor: c.doctor,
        pharmacist: c.pharmacist,
        facility: { id: crypto.randomUUID(), name: "Unused", address: "None", phone: "+8802224445566" },
      },
      Array.from({ length: SIGNED }, (_, i) => ({
        person: { name: "Nadia Regular", sex: "female" as const, ageYears: 35 },
        arrivedAt: at(i),
        writes: [
          {
            station: "consultation" as const,
            author: c.doctor,
            data: { advice: `Advice of visit ${i}.` },
            recordedAt: at(i),
          },
        ],
        signedAt: at(i),
        moves: 0,
        movedAt: at(i),
      })),
    );
    // The rows make a person per visit: all of them become the account's one person.
    const visitIds = written.map((w) => w.visitId);
    const [first] = await t.database.db.select().from(visits).where(eq(visits.id, visitIds[0]!));
    await t.database.db.update(visits).set({ personId: first!.personId }).where(inArray(visits.id, visitIds));
    await t.database.db.update(people).set({ userId: regular.id }).where(eq(people.id, first!.personId));

    const pdf = await download(regular, "?lang=en");
    for (let i = 0; i < SIGNED; i++) expect(pdf.squeezed).toContain(squeezed(`Advice of visit ${i}.`));
    const reads = await t.database.db
      .select({ visitId: clinicalAccess.visitId })
      .from(clinicalAccess)
      .where(and(eq(clinicalAccess.personId, first!.personId), eq(clinicalAccess.what, "summary")));
    expect(reads.map((r) => r.visitId).sort()).toEqual([...visitIds].sort());
  }, 60_000);

  it("gives someone with no signed visit a record that says so, with nothing of anyone else's", async () => {
    for (const user of [c.camper, c.desk, c.doctor]) {
      const before = await summaryReads(patient);
      const pdf = await download(user, "?lang=en");
      expect(pdf.squeezed, user.name).toContain(squeezed("No signed visits yet"));
      for (const secret of ["Laila", MEDICINE, ADVICE, "150/95"]) expect(pdf.squeezed).not.toContain(squeezed(secret));
      // Their download read nobody's record.
      expect(await summaryReads(patient)).toEqual(before);
    }
    expect((await c.as(null, "GET", "/api/me/health-record.pdf")).statusCode).toBe(401);
    expect((await c.as(patient, "GET", "/api/me/health-record.pdf?lang=xx")).statusCode).toBe(400);
  });
});
