import {
  type AccessLog,
  BLOOD_PRESSURE_PANEL,
  DEFAULT_SCREENING_TESTS,
  findDiagnosis,
  type FhirBundle,
  type RegisterVisitAnswer,
  VITALS,
  type Visit,
} from "@medcamp/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, clinicalAccess, people } from "../../db/schema/index.ts";
import { createClinicalRetentionSweep } from "../clinic/retention.ts";
import { fhirSchemaErrors } from "../../test/fhir-schema.ts";
import { dayFrom, PHARMACY_MEDICINES, type PharmacyCamp, pharmacyCamp } from "../../test/pharmacy-camp.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { createPeopleRepository, createVisitsRepository } from "../clinic/index.ts";
import { clinicalSealer } from "../clinic/index.ts";
import { testConfig } from "../../test/test-app.ts";
import { createFhirRepository } from "./repository.ts";
import { createFhirService } from "./service.ts";

type Resource = { resourceType: string; id: string } & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NAME = "Rahima Khatun";
const PHONE = "+8801712345678";
const VITALS_WRITTEN = {
  heightCm: 152.5,
  weightKg: 61.2,
  systolic: 152,
  diastolic: 96,
  pulse: 88,
  temperatureC: 37.4,
  spo2: 97,
  randomGlucoseMgDl: 212,
};
const SCREENING = [
  { test: "Haemoglobin", value: 10.8, unit: "g/dL" },
  { test: "Urine sugar (dipstick)", value: "positive" },
  { test: "Malaria rapid test", value: "negative" },
  { test: "Visual acuity", value: "6/12 both eyes" },
];
const DIAGNOSES = [
  { code: "I10" },
  { code: "E11.9", text: "Type 2 diabetes, newly found" },
  { text: "Tension headache" },
];
const PRESCRIPTIONS = [
  { medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "once a day", days: 30 },
  { medicine: "Metformin 500 mg", dose: "1 tablet", frequency: "twice a day", days: 30 },
];
const FINDINGS = "Findings never to leave in a de-identified export";
const REASON = "Raised blood pressure and sugar for review";
/** The staff pharmacyCamp signs up who sign, refer and dispense: names a de-identified export must not carry. */
const DOCTOR = "Dr Haque";
const PHARMACIST = "Farid Pharmacist";

describe("FHIR R4 export of visits", () => {
  let t: TestApp;
  let c: PharmacyCamp;
  let visitId: string;
  let personId: string;

  const ok = <R extends { statusCode: number; body: string }>(res: R, status = 200): R => {
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const write = (user: TestUser, id: string, station: string, data: object) =>
    c.as(user, "PUT", `/api/visits/${id}/sections/${station}`, { writeId: crypto.randomUUID(), data });
  const resources = (bundle: FhirBundle) => bundle.entry.map((e) => e.resource as Resource);
  const ofType = (list: Resource[], type: string) => list.filter((r) => r.resourceType === type);
  const fhirReads = (person: string) =>
    t.database.db
      .select()
      .from(clinicalAccess)
      .where(and(eq(clinicalAccess.personId, person), eq(clinicalAccess.what, "fhir")));

  /** A walk-in through every station the export maps: vitals, screening, consultation, referral, signature, dispense. */
  async function fullVisit(name: string, phone: string | undefined) {
    const registered = await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
      person: { name, sex: "female", birthYear: 1974, ...(phone ? { phone } : {}) },
      consent: { care: true, followUp: true, keep: true },
    });
    ok(registered, 201);
    const visit = registered.json() as RegisterVisitAnswer;
    ok(await write(c.nurse, visit.visitId, "vitals", VITALS_WRITTEN));
    ok(await write(c.nurse, visit.visitId, "screening", { results: SCREENING }));
    ok(
      await write(c.doctor, visit.visitId, "consultation", {
        findings: FINDINGS,
        diagnoses: DIAGNOSES,
        prescriptions: PRESCRIPTIONS,
      }),
    );
    ok(
      await c.as(c.doctor, "POST", `/api/visits/${visit.visitId}/referrals`, {
        referralId: crypto.randomUUID(),
        facilityId,
        department: "Medicine",
        reason: REASON,
        urgency: "soon",
        dueOn: dayFrom(new Date(), 7),
      }),
      201,
    );
    ok(await c.as(c.doctor, "POST", `/api/visits/${visit.visitId}/sign`));
    // 10 of 30 amlodipine in stock, no metformin: a partial dispense, one medicine given in part, one not at all.
    ok(
      await c.dispense(visit.visitId, {
        items: [
          { medicine: "Amlodipine 5 mg", quantity: 30 },
          { medicine: "Metformin 500 mg", quantity: 60 },
        ],
        partial: true,
      }),
      201,
    );
    return visit;
  }

  let facilityId: string;

  beforeAll(async () => {
    t = await createTestApp({ WRITE_RATE_LIMIT: "100000/60" });
    c = await pharmacyCamp(t);
    const put = ok(
      await c.as(c.admin, "PUT", `/api/meals/${c.mealId}/facilities`, {
        facilities: [
          { name: "Upazila Health Complex", address: "Savar", phone: "+8802224445566", departments: ["Medicine"] },
        ],
      }),
    );
    facilityId = (put.json() as { facilities: { id: string }[] }).facilities[0]!.id;
    ok(
      await c.receive({
        medicineId: c.medicineIds.amlodipine,
        batch: "A1",
        quantity: 10,
        expiresOn: dayFrom(new Date(), 365),
      }),
      201,
    );
    ({ visitId, personId } = await fullVisit(NAME, PHONE));
  });
  afterAll(() => t?.close());

  it("exports a visit with every section as a collection Bundle whose every resource validates against R4", async () => {
    const res = ok(await c.as(c.doctor, "GET", `/api/visits/${visitId}/fhir`));
    expect(res.headers["content-type"]).toMatch(/^application\/fhir\+json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const bundle = JSON.parse(res.body) as FhirBundle;
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    for (const resource of resources(bundle)) expect(fhirSchemaErrors(resource), resource.id).toEqual([]);
    expect(bundle.type).toBe("collection");
    const counts = Object.fromEntries(
      [...new Set(resources(bundle).map((r) => r.resourceType))].map((type) => [
        type,
        ofType(resources(bundle), type).length,
      ]),
    );
    // BP panel + 7 other vitals (BMI computed), 4 screening results.
    expect(counts).toEqual({
      Patient: 1,
      Encounter: 1,
      Observation: 1 + 7 + SCREENING.length,
      Condition: 3,
      MedicationRequest: 2,
      MedicationDispense: 2,
      ServiceRequest: 1,
    });
    // Every fullUrl is the resource's id under the base, and every reference resolves inside the bundle.
    const urls = new Set(bundle.entry.map((e) => e.fullUrl));
    for (const e of bundle.entry)
      expect(e.fullUrl).toBe(`${TEST_BASE_URL}/fhir/${e.resource.resourceType}/${e.resource.id}`);
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(20);
    for (const r of references) expect(urls.has(`${TEST_BASE_URL}/fhir/${r.slice(13, -1)}`), r).toBe(true);
  });

  it("round-trips: each value of the exported visit equals what the clinic's records hold", async () => {
    const visit = ok(await c.as(c.doctor, "GET", `/api/visits/${visitId}`)).json() as Visit;
    const bundle = JSON.parse(ok(await c.as(c.doctor, "GET", `/api/visits/${visitId}/fhir`)).body) as FhirBundle;
    const all = resources(bundle);
    const section = (station: string) => visit.sections.find((s) => s.station === station)!.data;

    const [patient] = ofType(all, "Patient");
    expect(patient).toMatchObject({
      id: personId,
      name: [{ text: visit.person.name }],
      telecom: [{ system: "phone", value: visit.person.phone }],
      gender: visit.person.sex,
      birthDate: String(visit.person.birthYear),
    });
    const [encounter] = ofType(all, "Encounter");
    expect(encounter).toMatchObject({
      id: visitId,
      status: "in-progress",
      subject: { reference: `Patient/${personId}` },
      period: { start: visit.arrivedAt },
      location: [{ location: { display: expect.stringMatching(/^Pharmacy Camp/) } }],
    });

    const observations = ofType(all, "Observation");
    const byLoinc = (code: string) => observations.find((o) => o.code.coding?.[0]?.code === code)!;
    const vitals = section("vitals") as Record<string, number>;
    const bp = byLoinc(BLOOD_PRESSURE_PANEL.loinc);
    expect(
      bp.component.map((c: Resource) => [c.code.coding[0].code, c.valueQuantity.value, c.valueQuantity.code]),
    ).toEqual([
      [VITALS.systolic.loinc, vitals.systolic, "mm[Hg]"],
      [VITALS.diastolic.loinc, vitals.diastolic, "mm[Hg]"],
    ]);
    for (const key of ["heightCm", "weightKg", "bmi", "pulse", "temperatureC", "spo2", "randomGlucoseMgDl"] as const) {
      const o = byLoinc(VITALS[key].loinc);
      expect(o.valueQuantity, key).toEqual({
        value: vitals[key],
        unit: VITALS[key].unit,
        system: "http://unitsofmeasure.org",
        code: VITALS[key].ucum,
      });
      expect(o.encounter).toEqual({ reference: `Encounter/${visitId}` });
    }
    expect(byLoinc(VITALS.spo2.loinc).code.coding.map((x: Resource) => x.code)).toEqual(["59408-5", "2708-6"]);
    expect(byLoinc(VITALS.randomGlucoseMgDl.loinc).valueQuantity.code).toBe("mg/dL");

    const screened = (section("screening") as { results: typeof SCREENING }).results;
    const screeningObs = observations.filter((o) => o.id.includes("-screening"));
    expect(
      screeningObs.map((o) => [
        o.code.text,
        o.valueQuantity?.value ?? o.valueCodeableConcept?.coding[0].display.toLowerCase() ?? o.valueString,
      ]),
    ).toEqual(screened.map((r) => [r.test, r.value]));
    expect(screeningObs.map((o) => o.code.coding?.[0]?.code ?? null)).toEqual(["718-7", "25428-4", "70569-9", null]);
    expect(screeningObs[0]!.valueQuantity).toEqual({
      value: 10.8,
      unit: "g/dL",
      system: "http://unitsofmeasure.org",
      code: "g/dL",
    });

    const consultation = section("consultation") as {
      diagnoses: typeof DIAGNOSES;
      prescriptions: typeof PRESCRIPTIONS;
    };
    const conditions = ofType(all, "Condition");
    expect(conditions.map((d) => [d.code.coding?.[0]?.code ?? null, d.code.text])).toEqual(
      consultation.diagnoses.map((d) => [d.code ?? null, d.text ?? findDiagnosis(d.code!)!.names.en]),
    );
    expect(conditions[0]!.code.coding[0]).toEqual({
      system: "http://hl7.org/fhir/sid/icd-10",
      code: "I10",
      display: findDiagnosis("I10")!.names.en,
    });
    expect(conditions.every((d) => d.verificationStatus.coding[0].code === "confirmed")).toBe(true);

    const requests = ofType(all, "MedicationRequest");
    expect(
      requests.map((m) => [
        m.medicationCodeableConcept.text,
        m.dosageInstruction[0].text,
        m.dispenseRequest.expectedSupplyDuration.value,
      ]),
    ).toEqual(
      consultation.prescriptions.map((p) => [p.medicine, `${p.dose}, ${p.frequency}, for ${p.days} days`, p.days]),
    );
    expect(requests.every((m) => m.status === "active" && m.requester.display === "Dr Haque")).toBe(true);

    const dispensed = visit.dispenses!.flatMap((d) => d.items);
    const dispenses = ofType(all, "MedicationDispense");
    expect(dispenses.map((d) => [d.medicationCodeableConcept.text, d.quantity.value, d.status])).toEqual(
      dispensed.map((i) => [i.medicine, i.given, i.given > 0 ? "completed" : "declined"]),
    );
    expect(dispensed.map((i) => [i.requested, i.given])).toEqual([
      [30, 10],
      [60, 0],
    ]);
    expect(dispenses[0]!.note[0].text).toContain("20 of 30 not given");
    expect(dispenses.map((d) => d.performer[0].actor.display)).toEqual([PHARMACIST, PHARMACIST]);
    expect(dispenses.map((d) => d.authorizingPrescription[0].reference)).toEqual(
      requests.map((m) => `MedicationRequest/${m.id}`),
    );

    const [referral] = visit.referrals!;
    const [service] = ofType(all, "ServiceRequest");
    expect(service).toMatchObject({
      id: referral!.referralId,
      status: "active",
      priority: "urgent",
      code: { text: referral!.department },
      performer: [{ display: referral!.facility.name }],
      occurrencePeriod: { start: referral!.issuedOn, end: referral!.dueOn },
      reasonCode: [{ text: REASON }],
      requester: { display: DOCTOR },
    });
  });

  it("writes an access-log row for each export of a visit, naming the reader's role", async () => {
    const before = (await fhirReads(personId)).length;
    ok(await c.as(c.admin, "GET", `/api/visits/${visitId}/fhir`));
    const rows = await fhirReads(personId);
    expect(rows.length).toBe(before + 1);
    const log = ok(await c.as(c.admin, "GET", `/api/people/${personId}/access-log`)).json() as AccessLog;
    expect(log.entries[0]).toMatchObject({ what: "fhir", visitId, reader: { role: "admin" } });
    expect(log.entries.some((e) => e.what === "fhir" && e.reader.role === "doctor")).toBe(true);
  });

  it("refuses those who may not read the whole record: other camps' staff, the desk, a nurse, strangers", async () => {
    const url = `/api/visits/${visitId}/fhir`;
    expect((await c.as(null, "GET", url)).statusCode).toBe(401);
    expect((await c.as(c.otherPharmacist, "GET", url)).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await c.as(c.camper, "GET", url)).statusCode).toBe(403);
    for (const user of [c.desk, c.nurse, c.pharmacist]) {
      const res = await c.as(user, "GET", url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "STATION_ROLE_REQUIRED" });
    }
    expect((await c.as(c.doctor, "GET", `/api/visits/${crypto.randomUUID()}/fhir`)).statusCode).toBe(404);
  });

  it("gives a person their own visits as one Bundle, the consultation once signed, each read logged as self", async () => {
    const patient = await signUp(t.app, { name: "Laila Patient", badge: "Gold", db: t.database.db });
    const seat = await c.as(patient, "POST", "/api/meal/request", { mealId: c.mealId });
    expect(seat.statusCode, seat.body).toBeLessThan(300);
    const requestId = (seat.json() as { insertedId: string }).insertedId;
    const registered = ok(
      await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
        requestId,
        consent: { care: true, followUp: false, keep: false },
      }),
      201,
    ).json() as RegisterVisitAnswer;
    ok(await write(c.nurse, registered.visitId, "vitals", { pulse: 72 }));
    ok(await write(c.doctor, registered.visitId, "consultation", { diagnoses: [{ code: "J06.9" }] }));
    const mine = async () => {
      const res = ok(await c.as(patient, "GET", "/api/me/health-record.fhir"));
      expect(res.headers["content-type"]).toMatch(/^application\/fhir\+json/);
      expect(res.headers["cache-control"]).toBe("no-store");
      const bundle = JSON.parse(res.body) as FhirBundle;
      for (const r of [bundle, ...resources(bundle)]) expect(fhirSchemaErrors(r)).toEqual([]);
      return resources(bundle);
    };
    const unsigned = await mine();
    expect(ofType(unsigned, "Patient")).toEqual([
      expect.objectContaining({ id: registered.personId, name: [{ text: "Laila Patient" }] }),
    ]);
    expect(ofType(unsigned, "Observation").map((o) => o.valueQuantity.value)).toEqual([72]);
    expect(ofType(unsigned, "Condition")).toEqual([]);
    ok(await c.as(c.doctor, "POST", `/api/visits/${registered.visitId}/sign`));
    const signed = await mine();
    expect(ofType(signed, "Condition").map((d) => d.code.coding[0].code)).toEqual(["J06.9"]);
    const rows = await fhirReads(registered.personId);
    expect(rows.map((r) => [r.readerRole, r.visitId, r.readerId])).toEqual([
      ["self", registered.visitId, patient.id],
      ["self", registered.visitId, patient.id],
    ]);
    // The person may also export that one visit, but not another person's.
    ok(await c.as(patient, "GET", `/api/visits/${registered.visitId}/fhir`));
    expect((await c.as(patient, "GET", `/api/visits/${visitId}/fhir`)).statusCode).toBe(403);
    // Someone no camp has seen gets an empty Bundle.
    const empty = JSON.parse(ok(await c.as(c.otherPharmacist, "GET", "/api/me/health-record.fhir")).body) as FhirBundle;
    expect(empty.entry).toEqual([]);
  });

  it("rejects an invalid resource: the schema check is not a formality", () => {
    const valid = { resourceType: "Observation", id: "x", status: "final", code: { text: "Pulse" } };
    expect(fhirSchemaErrors(valid)).toEqual([]);
    expect(fhirSchemaErrors({ ...valid, status: "done" }).length).toBeGreaterThan(0);
    expect(fhirSchemaErrors({ ...valid, valueQuantity: { value: "88" } }).length).toBeGreaterThan(0);
    expect(fhirSchemaErrors({ ...valid, effective: "2026-01-01" }).length).toBeGreaterThan(0);
    expect(fhirSchemaErrors({ resourceType: "Patient", id: "p", gender: "woman" }).length).toBeGreaterThan(0);
    expect(fhirSchemaErrors({ resourceType: "Patient", id: "p", birthDate: "74" }).length).toBeGreaterThan(0);
  });

  describe("a camp's visits as ndjson", () => {
    const others: string[] = [];
    beforeAll(async () => {
      for (const name of ["Nasrin Akter", "Salma Begum", "Jahanara Bibi"])
        others.push((await fullVisit(name, "+8801812000111")).personId);
    });
    const ndjson = async () => {
      const res = ok(await c.as(c.admin, "GET", `/api/meals/${c.mealId}/fhir.ndjson`));
      expect(res.headers["content-type"]).toMatch(/^application\/fhir\+ndjson/);
      expect(res.headers["cache-control"]).toBe("no-store");
      return res.body;
    };
    /** The camp's export from the service itself, read in keyset pages of two visits. */
    const inPagesOfTwo = async () => {
      const db = t.database.db;
      const service = createFhirService({
        db,
        repo: createFhirRepository(),
        visits: createVisitsRepository(db),
        people: createPeopleRepository(db),
        sealer: clinicalSealer(testConfig()),
        clock: { now: () => new Date() },
        base: `${TEST_BASE_URL}/fhir`,
        pageSize: 2,
      });
      let body = "";
      for await (const chunk of await service.camp(c.mealId, { ...c.admin, role: "admin" })) body += String(chunk);
      return body;
    };

    it("streams each resource on a line, each valid, de-identified, every visit's read logged", async () => {
      const before = (await t.database.db.select().from(clinicalAccess).where(eq(clinicalAccess.what, "fhir"))).length;
      const body = await ndjson();
      expect(body.endsWith("\n")).toBe(true);
      const lines = body
        .slice(0, -1)
        .split("\n")
        .map((line) => JSON.parse(line) as Resource);
      for (const r of lines) expect(fhirSchemaErrors(r), r.id).toEqual([]);
      const encounters = ofType(lines, "Encounter");
      // The full visit, the patient's and three more.
      expect(encounters.length).toBe(5);
      const patients = ofType(lines, "Patient");
      expect(new Set(patients.map((p) => p.id)).size).toBe(patients.length);
      expect(patients.map((p) => p.id).sort()).toEqual(
        [...new Set([personId, ...others, ...encounters.map((e) => e.subject.reference.slice(8))])].sort(),
      );
      for (const leak of [
        NAME,
        PHONE,
        "Laila Patient",
        "+8801812000111",
        FINDINGS,
        REASON,
        "Tension headache",
        "newly found",
        "6/12",
        DOCTOR,
        PHARMACIST,
        "once a day",
        "twice a day",
      ]) {
        expect(body).not.toContain(leak);
      }
      expect(patients.every((p) => p.name === undefined && p.telecom === undefined)).toBe(true);
      // Listed medicines keep their label; the days stay as the supply's duration.
      const requests = ofType(lines, "MedicationRequest").filter((m) => m.subject.reference === `Patient/${personId}`);
      expect(
        requests.map((m) => [m.medicationCodeableConcept.text, m.dispenseRequest.expectedSupplyDuration.value]),
      ).toEqual(PRESCRIPTIONS.map((p) => [p.medicine, p.days]));
      expect(requests.every((m) => m.dosageInstruction === undefined && m.requester === undefined)).toBe(true);
      // A coded diagnosis stays; a text-only one has nothing to say without its text.
      expect(
        ofType(lines, "Condition")
          .filter((d) => d.subject.reference === `Patient/${personId}`)
          .map((d) => d.code),
      ).toEqual([
        { coding: [expect.objectContaining({ code: "I10" })], text: findDiagnosis("I10")!.names.en },
        { coding: [expect.objectContaining({ code: "E11.9" })], text: findDiagnosis("E11.9")!.names.en },
      ]);
      const rows = await t.database.db.select().from(clinicalAccess).where(eq(clinicalAccess.what, "fhir"));
      const fresh = rows.slice(before);
      expect(rows.length - before).toBe(5);
      expect(fresh.every((r) => r.readerRole === "admin" && r.readerId === c.admin.id)).toBe(true);
      expect(new Set(fresh.map((r) => r.visitId)).size).toBe(5);
      const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, "fhir-ndjson"));
      expect(audited.map((a) => [a.action, a.campId, a.actorId])).toContainEqual([
        "export.downloaded",
        c.mealId,
        c.admin.id,
      ]);
    });

    it("pages by keyset: a page of two gives the same lines as one page", async () => {
      expect(await inPagesOfTwo()).toBe(await ndjson());
    });

    it("is for admins only, of a camp that exists", async () => {
      for (const user of [c.doctor, c.pharmacist, c.camper]) {
        expect((await c.as(user, "GET", `/api/meals/${c.mealId}/fhir.ndjson`)).statusCode).toBe(403);
      }
      expect((await c.as(null, "GET", `/api/meals/${c.mealId}/fhir.ndjson`)).statusCode).toBe(401);
      const missing = await c.as(c.admin, "GET", `/api/meals/${crypto.randomUUID()}/fhir.ndjson`);
      expect(missing.json()).toMatchObject({ code: "CAMP_NOT_FOUND" });
    });

    it("has no HEAD: it would run the export, log its reads and audit a download for nothing", async () => {
      const reads = async () =>
        (await t.database.db.select().from(clinicalAccess).where(eq(clinicalAccess.what, "fhir"))).length;
      const audits = async () =>
        (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, "fhir-ndjson"))).length;
      const [readsBefore, auditsBefore] = [await reads(), await audits()];
      const head = await injectAs(t.app, c.admin, { method: "HEAD", url: `/api/meals/${c.mealId}/fhir.ndjson` });
      expect(head.statusCode).toBe(404);
      expect([await reads(), await audits()]).toEqual([readsBefore, auditsBefore]);
      // The GET still runs it: the counts above can move.
      ok(await c.as(c.admin, "GET", `/api/meals/${c.mealId}/fhir.ndjson`));
      expect(await reads()).toBeGreaterThan(readsBefore);
      expect(await audits()).toBe(auditsBefore + 1);
    });

    it("leaves out what the camp typed: a medicine off its list, the dose, its own screening test", async () => {
      const OWN_TEST = { name: "Thyroid palpation score", resultType: "number", unit: "tpsq" } as const;
      const OFF_LIST = { name: "Zincovit drops", strength: "15 mL", form: "syrup", unit: "bottle" };
      const DOSE = "7 drops in warm milk";
      const lists = async (tests: object[], medicines: object[]) => {
        ok(await c.as(c.admin, "PUT", `/api/meals/${c.mealId}/screening-tests`, { tests }));
        ok(await c.as(c.admin, "PUT", `/api/meals/${c.mealId}/medicines`, { medicines }));
      };
      // The medicine was on the list when prescribed and taken off since: its label is now the doctor's own text.
      await lists([...DEFAULT_SCREENING_TESTS, OWN_TEST], [...PHARMACY_MEDICINES, OFF_LIST]);
      const registered = ok(
        await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
          person: { name: "Morium Nesa", sex: "female", birthYear: 1990 },
          consent: { care: true, followUp: false, keep: true },
        }),
        201,
      ).json() as RegisterVisitAnswer;
      const screening = [
        { test: "Haemoglobin", value: 11.2, unit: "g/dL" },
        { test: OWN_TEST.name, value: 3, unit: OWN_TEST.unit },
      ];
      ok(await write(c.nurse, registered.visitId, "screening", { results: screening }));
      ok(
        await write(c.doctor, registered.visitId, "consultation", {
          diagnoses: [{ code: "I10" }],
          prescriptions: [
            { medicine: "Zincovit drops 15 mL", dose: DOSE, frequency: "at night", days: 10 },
            { medicine: "paracetamol 500 MG ", dose: "1 tablet", frequency: "when in pain", days: 3 },
          ],
        }),
      );
      ok(await c.as(c.doctor, "POST", `/api/visits/${registered.visitId}/sign`));
      ok(await c.as(c.admin, "PUT", `/api/meals/${c.mealId}/medicines`, { medicines: PHARMACY_MEDICINES }));

      const secrets = ["Zincovit", DOSE, "at night", "when in pain", OWN_TEST.name, OWN_TEST.unit];
      const identified = ok(await c.as(c.doctor, "GET", `/api/visits/${registered.visitId}/fhir`)).body;
      for (const secret of secrets) expect(identified).toContain(secret);
      const body = await ndjson();
      for (const secret of secrets) expect(body).not.toContain(secret);
      const lines = body
        .slice(0, -1)
        .split("\n")
        .map((line) => JSON.parse(line) as Resource)
        .filter((r) => r.id.startsWith(registered.visitId));
      for (const r of lines) expect(fhirSchemaErrors(r), r.id).toEqual([]);
      expect(
        ofType(lines, "MedicationRequest").map((m) => [
          m.medicationCodeableConcept.text,
          m.dispenseRequest.expectedSupplyDuration.value,
        ]),
      ).toEqual([
        ["Other medicine", 10],
        ["Paracetamol 500 mg", 3],
      ]);
      expect(ofType(lines, "Observation").map((o) => o.code.text)).toEqual(["Haemoglobin"]);
    });

    it("leaves out a referral's typed department: a facility that lists none takes it as the doctor wrote it", async () => {
      const DEPARTMENT = "Dr Quayum's evening clinic, ward 7B";
      const facilities = ok(
        await c.as(c.admin, "PUT", `/api/meals/${c.mealId}/facilities`, {
          facilities: [
            { name: "Upazila Health Complex", address: "Savar", phone: "+8802224445566", departments: ["Medicine"] },
            { name: "Gonoshasthaya Kendra", address: "Dhamrai", phone: "+8802224447788", departments: [] },
          ],
        }),
      ).json() as { facilities: { id: string; name: string }[] };
      expect(facilities.facilities.find((f) => f.name === "Upazila Health Complex")!.id).toBe(facilityId);
      const unlisted = facilities.facilities.find((f) => f.name === "Gonoshasthaya Kendra")!.id;
      const registered = ok(
        await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
          person: { name: "Shefali Rani", sex: "female", birthYear: 1968, phone: "+8801712999888" },
          consent: { care: true, followUp: true, keep: true },
        }),
        201,
      ).json() as RegisterVisitAnswer;
      ok(await write(c.nurse, registered.visitId, "vitals", { systolic: 160, diastolic: 100 }));
      ok(await write(c.doctor, registered.visitId, "consultation", { diagnoses: [{ code: "I10" }] }));
      ok(
        await c.as(c.doctor, "POST", `/api/visits/${registered.visitId}/referrals`, {
          referralId: crypto.randomUUID(),
          facilityId: unlisted,
          department: DEPARTMENT,
          reason: REASON,
          urgency: "routine",
          dueOn: dayFrom(new Date(), 14),
        }),
        201,
      );

      const identified = JSON.parse(
        ok(await c.as(c.doctor, "GET", `/api/visits/${registered.visitId}/fhir`)).body,
      ) as FhirBundle;
      expect(ofType(resources(identified), "ServiceRequest").map((r) => r.code)).toEqual([{ text: DEPARTMENT }]);
      const body = await ndjson();
      expect(body).not.toContain("Quayum");
      expect(body).not.toContain("ward 7B");
      const [referral, ...more] = body
        .slice(0, -1)
        .split("\n")
        .map((line) => JSON.parse(line) as Resource)
        .filter(
          (r) => r.resourceType === "ServiceRequest" && r.encounter.reference === `Encounter/${registered.visitId}`,
        );
      expect(more).toEqual([]);
      expect(fhirSchemaErrors(referral!)).toEqual([]);
      expect(referral).toMatchObject({ performer: [{ display: "Gonoshasthaya Kendra" }], priority: "routine" });
      expect(referral!.code).toBeUndefined();
    });

    it("writes each Patient once in the whole export, a person's second visit on a later page included", async () => {
      // The first full visit's person comes again: their visits are the camp's first and (now) last.
      ok(
        await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
          personId,
          consent: { care: true, followUp: false, keep: true },
        }),
        201,
      );
      const body = await inPagesOfTwo();
      const lines = body
        .slice(0, -1)
        .split("\n")
        .map((line) => JSON.parse(line) as Resource);
      const encounters = ofType(lines, "Encounter");
      const theirs = encounters.flatMap((e, i) => (e.subject.reference === `Patient/${personId}` ? [i] : []));
      expect(theirs.length).toBe(2);
      // Two visits a page: the person's two visits are read on different pages.
      expect(Math.floor(theirs[0]! / 2)).not.toBe(Math.floor(theirs[1]! / 2));
      const patients = ofType(lines, "Patient").map((p) => p.id);
      const subjects = new Set(encounters.map((e) => e.subject.reference.slice("Patient/".length)));
      expect(patients.sort()).toEqual([...subjects].sort());
      expect(patients.filter((id) => id === personId)).toEqual([personId]);
    });
  });

  it("exports a record whose referral's text the clinical retention deleted (last: the sweep is global)", async () => {
    const patient = await signUp(t.app, { name: "Rokeya Retained", badge: "Gold", db: t.database.db });
    const seat = await c.as(patient, "POST", "/api/meal/request", { mealId: c.mealId });
    expect(seat.statusCode, seat.body).toBeLessThan(300);
    const registered = ok(
      await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
        requestId: (seat.json() as { insertedId: string }).insertedId,
        consent: { care: true, followUp: false, keep: false },
      }),
      201,
    ).json() as RegisterVisitAnswer;
    // A referral slip needs the person's sex, age and phone (an account's seat brings none of them) and the vitals.
    await t.database.db
      .update(people)
      .set({ sex: "female", birthYear: 1980, phone: "+8801912000222" })
      .where(eq(people.id, registered.personId));
    ok(await write(c.nurse, registered.visitId, "vitals", { systolic: 150, diastolic: 95, pulse: 80 }));
    ok(await write(c.doctor, registered.visitId, "consultation", { diagnoses: [{ code: "I10" }] }));
    ok(
      await c.as(c.doctor, "POST", `/api/visits/${registered.visitId}/referrals`, {
        referralId: crypto.randomUUID(),
        facilityId,
        department: "Medicine",
        reason: REASON,
        urgency: "routine",
        dueOn: dayFrom(new Date(), 7),
      }),
      201,
    );
    ok(await c.as(c.doctor, "POST", `/api/visits/${registered.visitId}/sign`));
    // Ten years on, with a year's retention: the visit is past it and the person did not ask to keep it.
    const later = { now: () => new Date(Date.now() + 3650 * 86_400_000) };
    expect(await createClinicalRetentionSweep(t.database.db, later, 365)()).toBeGreaterThan(0);

    for (const url of ["/api/me/health-record.fhir", `/api/visits/${registered.visitId}/fhir`]) {
      const res = ok(await c.as(patient, "GET", url));
      const bundle = JSON.parse(res.body) as FhirBundle;
      for (const r of [bundle, ...resources(bundle)]) expect(fhirSchemaErrors(r)).toEqual([]);
      const [service] = ofType(resources(bundle), "ServiceRequest");
      expect(service).toMatchObject({ code: { text: "Medicine" }, status: "active" });
      expect(service!.reasonCode).toBeUndefined();
      expect(res.body).not.toContain(REASON);
    }
  });
});
