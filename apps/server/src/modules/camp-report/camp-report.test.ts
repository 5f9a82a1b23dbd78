import {
  AGE_BANDS,
  ageBandOf,
  CAMP_REPORT_CSV_COLUMNS,
  type CampRangeReport,
  type CampReport,
  CSV_CONTENT_TYPE,
  type Dhis2DataValueSet,
  MESSAGES,
  REFUSAL_MESSAGE_IDS,
  REPORT_FIGURE_KEYS,
  findDiagnosis,
  icd10Chapter,
  OTHER_MEDICINES,
  type ReferralSlipAnswer,
  type Visit,
  type RegisterVisitAnswer,
  STATION_KINDS,
} from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../test/movable-clock.ts";
import { dayFrom, PHARMACY_MEDICINES, type PharmacyCamp, pharmacyCamp } from "../../test/pharmacy-camp.ts";
import { createTestApp, type TestApp, testConfig } from "../../test/test-app.ts";
import { signUp, type TestUser } from "../../test/test-users.ts";
import { desc, eq, inArray } from "drizzle-orm";
import { auditLog, camps } from "../../db/schema/index.ts";
import { confirmReferralRows, type VisitRowsInput, writeVisitRows } from "../../test/clinic-rows.ts";
import { scheduleValues } from "../camps/camp-schedule-sql.ts";
import { clinicalSealer } from "../clinic/clinical-key.ts";
import { exportRows, figureRows, SUPPRESSED } from "./disclosure.ts";
import { SMALL_COUNT, suppressSmallCount } from "./suppression.ts";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const VISITS = 300;
/** Female and male in turn; "other" three times only, so its cells are under 5 (the exports hide them). */
const sexOf = (i: number) => (i % 100 === 4 ? "other" : i % 2 === 0 ? "female" : "male");
// Every band's first and last age.
const AGES = [1, 4, 5, 14, 15, 29, 30, 44, 45, 59, 60, 83];
const CODES = ["I10", "E11.9", "J06.9", "K29.7", "M54.5", "L30.9", "D50.9", "N39.0", "R51", "B35.4", "H10.9", "J45.9"];
const FINDINGS = "Findings that must never leave sealed";
/**
 * A medicine off the camp's list when dispensed (listed when prescribed, taken off before the pharmacy): its label is
 * kept on the dispense as the prescription spells it, and it must leave in no report.
 */
const OFF_LIST_MEDICINE = { name: "Zinc syrup", strength: "20 mg per 5 ml", form: "syrup", unit: "ml" };
const OFF_LIST = "Zinc syrup 20 mg per 5 ml";
const OFF_LIST_QUANTITY = 7;
const OFF_LIST_PERSON = 2;
/**
 * The table's first visits go through the API (each kind: every move count, late-sent vitals, text diagnoses, the
 * three referral kinds, the partial dispense, sex "other", a known diabetes); the others are written as rows.
 */
const THROUGH_API = 30;
const FACILITY = { name: "Upazila Health Complex", address: "Savar", phone: "+8802224445566" };

/** One known person's visit: what the stations record for them, from which every expected figure follows. */
interface Known {
  name: string;
  sex: "female" | "male" | "other";
  age: number;
  /** Systolic/diastolic as merged: the later-recorded reading (an earlier one, sent after it, must not win). */
  bp?: [number, number];
  sugar?: number;
  knownConditions: ("hypertension" | "diabetes")[];
  /** Codes as written (a code twice in one visit counts once). */
  codes: string[];
  textDiagnoses: number;
  consulted: boolean;
  signed: boolean;
  medicine?: { label: string; quantity: number };
  referral?: "open" | "within30" | "after30";
  /** "next" moves made: 1 finishes vitals, …, 6 finishes exit and leaves. */
  moves: number;
  minutesInCamp: number;
}

/** The table of known people: a pattern over i that reaches every band, sex, threshold and state. */
function knownPeople(): Known[] {
  return Array.from({ length: VISITS }, (_, i): Known => {
    const bp = ([undefined, [120, 80], [150, 95], [130, 92]] as const)[i % 4];
    const signed = i % 8 !== 7;
    const consulted = i % 9 !== 8;
    const referral = (["within30", "after30", "open"] as const)[Math.floor(i / 10) % 3];
    return {
      name: `Known Person ${i}`,
      sex: sexOf(i),
      age: AGES[i % AGES.length]!,
      bp: bp ? [bp[0], bp[1]] : undefined,
      sugar: ([250, 110, undefined] as const)[i % 3],
      knownConditions: [
        ...(i % 6 === 2 || i % 4 === 3 ? (["hypertension"] as const) : []),
        // Rare: two raised sugars already known (i 0 and 150), a cell under 5 whose complement (new) is hidden too.
        ...(i % 50 === 0 ? (["diabetes"] as const) : []),
      ],
      codes: consulted ? [CODES[i % CODES.length]!, ...(i % 3 === 0 ? ["I10"] : [])] : [],
      textDiagnoses: consulted && i % 10 === 4 ? 1 : 0,
      consulted,
      signed: consulted && signed,
      medicine:
        i === OFF_LIST_PERSON
          ? { label: OFF_LIST, quantity: OFF_LIST_QUANTITY }
          : consulted && signed && i % 4 === 1
            ? { label: "Paracetamol 500 mg", quantity: 10 }
            : consulted && signed && i % 4 === 3
              ? { label: "Amlodipine 5 mg", quantity: 30 }
              : undefined,
      referral: consulted && i % 10 === 3 ? referral : undefined,
      moves: i % 7,
      minutesInCamp: 10 + ((i * 37) % 200),
    };
  });
}

const phoneOf = (i: number) => `+8801712${String(100000 + i)}`;
const REFERRAL_REASON = "Review of raised readings";

/** The consultation the doctor writes for a known person (findings and text diagnoses are sealed). */
function consultation(k: Known) {
  return {
    findings: FINDINGS,
    diagnoses: [
      ...k.codes.map((code) => ({ code })),
      ...Array.from({ length: k.textDiagnoses }, () => ({ text: "Something uncoded" })),
    ],
    knownConditions: k.knownConditions,
    prescriptions: k.medicine
      ? [{ medicine: k.medicine.label, dose: "1 tablet", frequency: "once a day", days: k.medicine.quantity }]
      : [],
  };
}

/** percentile_cont's definition: linear interpolation between the closest ranks. */
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return Math.round((sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo)) * 10) / 10;
}

const AMLODIPINE_STOCK = 100;
const PARACETAMOL_STOCK = 1000;

/** The report the table says, computed here from the table alone (and the ids of the camp's list). */
function expectedReport(
  people: Known[],
  campId: string,
  medicineIds: { amlodipine: string; paracetamol: string },
): CampReport {
  const count = (pred: (k: Known) => boolean) => people.filter(pred).length;
  const none = () => ({ female: 0, male: 0, other: 0, unknown: 0 });
  const bySex = none();
  const byAgeBand = [...AGE_BANDS, "unknown" as const].map((band) => ({ band, ...none(), total: 0 }));
  for (const k of people) {
    bySex[k.sex] += 1;
    const row = byAgeBand.find((b) => b.band === ageBandOf(k.age))!;
    row[k.sex] += 1;
    row.total += 1;
  }
  const bpRaised = (k: Known) => k.bp !== undefined && (k.bp[0] >= 140 || k.bp[1] >= 90);
  const sugarRaised = (k: Known) => k.sugar !== undefined && k.sugar >= 200;
  const knows = (k: Known, condition: "hypertension" | "diabetes") => k.signed && k.knownConditions.includes(condition);

  const perCode = new Map<string, number>();
  for (const k of people.filter((p) => p.signed)) {
    for (const code of new Set(k.codes)) perCode.set(code, (perCode.get(code) ?? 0) + 1);
  }
  const chapters = new Map<number, { chapter: number; title: string; diagnoses: number }>();
  for (const [code, n] of perCode) {
    const { number, title } = icd10Chapter(code)!;
    const row = chapters.get(number) ?? { chapter: number, title, diagnoses: 0 };
    row.diagnoses += n;
    chapters.set(number, row);
  }

  // Dispensed in the table's order from the stock received: amlodipine runs out and the rest is not filled.
  let amlodipineLeft = AMLODIPINE_STOCK;
  let paracetamolLeft = PARACETAMOL_STOCK;
  const dispenses = { filled: 0, partial: 0, notFilled: 0 };
  const medicines = new Map<string, CampReport["medicines"]["byMedicine"][number]>();
  for (const k of people) {
    if (!k.medicine) continue;
    const offList = k.medicine.label === OFF_LIST;
    const left = offList ? 0 : k.medicine.label.startsWith("Amlodipine") ? amlodipineLeft : paracetamolLeft;
    const given = Math.min(left, k.medicine.quantity);
    if (k.medicine.label.startsWith("Amlodipine")) amlodipineLeft -= given;
    else if (!offList) paracetamolLeft -= given;
    if (given === k.medicine.quantity) dispenses.filled += 1;
    else if (given > 0) dispenses.partial += 1;
    else dispenses.notFilled += 1;
    // Grouped by the camp's list; what is not on it is one row under a fixed key, its typed label left behind.
    const [medicineId, medicine] = offList
      ? [null, OTHER_MEDICINES]
      : k.medicine.label.startsWith("Amlodipine")
        ? [medicineIds.amlodipine, "Amlodipine 5 mg"]
        : [medicineIds.paracetamol, "Paracetamol 500 mg"];
    const row = medicines.get(medicine) ?? { medicineId, medicine, unitsGiven: 0, unitsNotFilled: 0 };
    row.unitsGiven += given;
    row.unitsNotFilled += k.medicine.quantity - given;
    medicines.set(medicine, row);
  }
  const byMedicine = [...medicines.values()].sort(
    (a, b) => b.unitsGiven - a.unitsGiven || a.medicine.localeCompare(b.medicine),
  );
  const exited = people.filter((k) => k.moves === 6).map((k) => k.minutesInCamp);

  return {
    campId,
    registered: { people: people.length, visits: people.length, bySex, byAgeBand },
    seenAtStation: STATION_KINDS.map((station, position) => ({
      station,
      // The desk registers every visit; a station after it was finished by the visits that moved on from it.
      visits: station === "registration" ? people.length : count((k) => k.moves >= position),
    })),
    doorToExit: { exited: exited.length, medianMinutes: percentile(exited, 0.5), p90Minutes: percentile(exited, 0.9) },
    bloodPressure: {
      screened: count((k) => k.bp !== undefined),
      raised: count(bpRaised),
      known: count((k) => bpRaised(k) && knows(k, "hypertension")),
      new: count((k) => bpRaised(k) && !knows(k, "hypertension")),
    },
    bloodSugar: {
      screened: count((k) => k.sugar !== undefined),
      raised: count(sugarRaised),
      known: count((k) => sugarRaised(k) && knows(k, "diabetes")),
      new: count((k) => sugarRaised(k) && !knows(k, "diabetes")),
    },
    diagnoses: {
      signedConsultations: count((k) => k.signed),
      coded: [...perCode.values()].reduce((a, b) => a + b, 0),
      uncoded: people.filter((k) => k.signed).reduce((sum, k) => sum + k.textDiagnoses, 0),
      top: [...perCode.entries()]
        .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
        .slice(0, 10)
        .map(([code, visits]) => ({ code, title: findDiagnosis(code)!.names.en, visits })),
      byChapter: [...chapters.values()].sort((a, b) => a.chapter - b.chapter),
    },
    medicines: {
      dispenses,
      unitsGiven: byMedicine.reduce((sum, m) => sum + m.unitsGiven, 0),
      unitsNotFilled: byMedicine.reduce((sum, m) => sum + m.unitsNotFilled, 0),
      byMedicine,
    },
    referrals: {
      issued: count((k) => k.referral !== undefined),
      completed: count((k) => k.referral === "within30" || k.referral === "after30"),
      completedWithin30Days: count((k) => k.referral === "within30"),
    },
  };
}

/** Issue 41 item 1: the camp report's figures, each recomputed here from a table of known people. */
describe("the camp report", () => {
  const time = movableClock({ frozen: true });
  let t: TestApp;
  let c: PharmacyCamp;
  let volunteer: TestUser;
  let otherDoctor: TestUser;
  const people = knownPeople();
  const referrals = new Map<number, string>();
  /** The visits written as rows, by their index in the table. */
  const rowVisits = new Map<number, string>();
  let campStart: Date;

  const ok = async (res: { statusCode: number; body: string }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const write = (user: TestUser, visitId: string, station: string, data: object, recordedAt?: Date) =>
    c.as(user, "PUT", `/api/visits/${visitId}/sections/${station}`, {
      writeId: crypto.randomUUID(),
      data,
      ...(recordedAt ? { recordedAt: recordedAt.toISOString() } : {}),
    });
  const report = async (user: TestUser, campId = c.mealId) => {
    const res = await c.as(user, "GET", `/api/meals/${campId}/report`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CampReport;
  };

  /** One known person through the real API: registered, measured, consulted, signed, dispensed, referred, moved. */
  async function visit(k: Known, i: number, facilityId: string) {
    const now = time.clock.now();
    const registered = await c.as(c.desk, "POST", `/api/meals/${c.mealId}/visits`, {
      person: {
        name: k.name,
        sex: k.sex,
        ageYears: k.age,
        ...(k.referral ? { phone: phoneOf(i) } : {}),
      },
      consent: { care: true, followUp: true, keep: false },
      arrivedAt: new Date(now.getTime() - k.minutesInCamp * MINUTE_MS).toISOString(),
    });
    await ok(registered, 201);
    const { visitId } = registered.json() as RegisterVisitAnswer;
    if (k.bp) {
      // The later reading is sent first; the earlier one, sent late, must not replace it in the merge.
      const later = new Date(now.getTime() - 2 * MINUTE_MS);
      const earlier = new Date(now.getTime() - 5 * MINUTE_MS);
      await ok(await write(c.nurse, visitId, "vitals", { systolic: k.bp[0], diastolic: k.bp[1] }, later));
      await ok(await write(c.nurse, visitId, "vitals", { systolic: 200, diastolic: 120, pulse: 80 }, earlier));
    }
    if (k.sugar !== undefined) await ok(await write(c.nurse, visitId, "vitals", { randomGlucoseMgDl: k.sugar }));
    if (k.medicine?.label === OFF_LIST) {
      const list = (medicines: object[]) => c.as(c.admin, "PUT", `/api/meals/${c.mealId}/medicines`, { medicines });
      await ok(await list([...PHARMACY_MEDICINES, OFF_LIST_MEDICINE]));
      await ok(await write(c.doctor, visitId, "consultation", consultation(k)));
      await ok(await list([...PHARMACY_MEDICINES]));
    } else if (k.consulted) await ok(await write(c.doctor, visitId, "consultation", consultation(k)));
    if (k.referral) {
      const issued = await c.as(c.doctor, "POST", `/api/visits/${visitId}/referrals`, {
        referralId: crypto.randomUUID(),
        facilityId,
        department: "Medicine",
        reason: REFERRAL_REASON,
        urgency: "soon",
        dueOn: dayFrom(now, 7),
      });
      await ok(issued, 201);
      referrals.set(i, (issued.json() as { referralId: string }).referralId);
    }
    if (k.signed) await ok(await c.as(c.doctor, "POST", `/api/visits/${visitId}/sign`));
    if (k.medicine) {
      await ok(
        await c.dispense(visitId, {
          items: [{ medicine: k.medicine.label, quantity: k.medicine.quantity }],
          partial: true,
        }),
        201,
      );
    }
    const stations = STATION_KINDS.filter((s) => s !== "registration");
    for (let move = 0; move < k.moves; move++) {
      await ok(await c.as(c.desk, "POST", `/api/visits/${visitId}/move`, { from: stations[move], to: "next" }));
    }
  }

  /** The same visit as the rows the requests above write. */
  function visitRows(k: Known, i: number): VisitRowsInput {
    const now = time.clock.now();
    const before = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
    const writes: VisitRowsInput["writes"] = [];
    if (k.bp) {
      writes.push({
        station: "vitals",
        author: c.nurse,
        data: { systolic: k.bp[0], diastolic: k.bp[1] },
        recordedAt: before(2),
      });
      writes.push({
        station: "vitals",
        author: c.nurse,
        data: { systolic: 200, diastolic: 120, pulse: 80 },
        recordedAt: before(5),
      });
    }
    if (k.sugar !== undefined) {
      writes.push({ station: "vitals", author: c.nurse, data: { randomGlucoseMgDl: k.sugar }, recordedAt: now });
    }
    if (k.consulted) {
      writes.push({ station: "consultation", author: c.doctor, data: consultation(k), recordedAt: now });
    }
    const medicineId = k.medicine?.label.startsWith("Amlodipine")
      ? c.medicineIds.amlodipine
      : c.medicineIds.paracetamol;
    return {
      person: { name: k.name, sex: k.sex, ageYears: k.age, ...(k.referral ? { phone: phoneOf(i) } : {}) },
      arrivedAt: before(k.minutesInCamp),
      writes,
      ...(k.signed ? { signedAt: now } : {}),
      ...(k.medicine
        ? {
            dispense: {
              items: [{ medicineId, medicine: k.medicine.label, quantity: k.medicine.quantity }],
              madeAt: now,
            },
          }
        : {}),
      ...(k.referral
        ? { referral: { department: "Medicine", reason: REFERRAL_REASON, urgency: "soon" as const, issuedAt: now } }
        : {}),
      moves: k.moves,
      movedAt: now,
    };
  }

  async function confirmArrival(i: number, arrivedOn: string) {
    const slip = await c.as(c.doctor, "GET", `/api/referrals/${referrals.get(i)}/slip`);
    await ok(slip);
    const { token } = (slip.json() as ReferralSlipAnswer).confirm;
    await ok(await c.as(null, "POST", `/api/referrals/confirm/${token}`, { arrivedOn, outcome: "seen" }));
  }

  /** The table's confirmations of one kind: through the facility's link for the API's visits, as rows for the rest. */
  async function confirmArrivals(kind: "within30" | "after30") {
    const today = dayFrom(time.clock.now(), 0);
    const asRows: string[] = [];
    for (const [i, k] of people.entries()) {
      if (k.referral !== kind) continue;
      if (i < THROUGH_API) await confirmArrival(i, today);
      else asRows.push(referrals.get(i)!);
    }
    await confirmReferralRows(t.database.db, asRows, today, time.clock.now());
  }

  beforeAll(async () => {
    // Some 400 writes in a few seconds from four staff: above the production limit per user, which is not tested here.
    t = await createTestApp({ WRITE_RATE_LIMIT: "100000/60" }, { clock: time.clock });
    c = await pharmacyCamp(t);
    // Both camps start now (3 days, UTC): the range report finds them by these days.
    campStart = time.clock.now();
    await t.database.db
      .update(camps)
      .set(scheduleValues("3days", campStart.toISOString(), "UTC"))
      .where(inArray(camps.id, [c.mealId, c.otherCamp]));
    [volunteer, otherDoctor] = await Promise.all([
      signUp(t.app, { name: "Vina Volunteer" }),
      signUp(t.app, { name: "Dr Elsewhere" }),
    ]);
    await ok(
      await c.as(c.admin, "POST", "/api/make-staff", { userId: volunteer.id, mealId: c.mealId, role: "volunteer" }),
    );
    await ok(
      await c.as(c.admin, "POST", "/api/make-staff", { userId: otherDoctor.id, mealId: c.otherCamp, role: "doctor" }),
    );
    for (const [medicineId, quantity] of [
      [c.medicineIds.amlodipine, AMLODIPINE_STOCK],
      [c.medicineIds.paracetamol, PARACETAMOL_STOCK],
    ] as const) {
      await ok(await c.receive({ medicineId, batch: "B1", quantity, expiresOn: dayFrom(time.clock.now(), 365) }), 201);
    }
    const put = await c.as(c.admin, "PUT", `/api/meals/${c.mealId}/facilities`, {
      facilities: [{ ...FACILITY, departments: ["Medicine"] }],
    });
    await ok(put);
    const facilityId = (put.json() as { facilities: { id: string }[] }).facilities[0]!.id;
    // The first visits through the API, in the table's order (the pharmacy's shortage falls among them); the rest as
    // rows written in bulk, as those requests write them, dispensed from the stock the first left.
    for (const [i, k] of people.entries()) if (i < THROUGH_API) await visit(k, i, facilityId);
    const written = await writeVisitRows(
      t.database.db,
      clinicalSealer(testConfig()),
      {
        campId: c.mealId,
        desk: c.desk,
        doctor: c.doctor,
        pharmacist: c.pharmacist,
        facility: { id: facilityId, ...FACILITY },
      },
      people.slice(THROUGH_API).map((k, n) => visitRows(k, THROUGH_API + n)),
    );
    for (const [n, { visitId, referralId }] of written.entries()) {
      rowVisits.set(THROUGH_API + n, visitId);
      if (referralId) referrals.set(THROUGH_API + n, referralId);
    }
    // Another camp's visit counts nowhere here.
    const elsewhere = await c.as(c.admin, "POST", `/api/meals/${c.otherCamp}/visits`, {
      person: { name: "Other Camp Person", sex: "male", ageYears: 40 },
      consent: { care: true, followUp: false, keep: false },
    });
    await ok(elsewhere, 201);
    // Referrals: arrivals 3 days after issue, and one 35 days after (completed, not within 30 days).
    time.forward(3 * DAY_MS);
    await confirmArrivals("within30");
    time.forward(32 * DAY_MS);
    await confirmArrivals("after30");
  }, 300_000);
  afterAll(() => t.close());

  it("has every figure the table of known people says, for admins and the camp's doctors", async () => {
    const expected = expectedReport(people, c.mealId, c.medicineIds);
    // The table reaches what it should: every band, raised and known readings, a shortage, each kind of referral.
    expect(expected.registered.byAgeBand.filter((b) => b.band !== "unknown").every((b) => b.total > 0)).toBe(true);
    expect(expected.bloodPressure.known).toBeGreaterThan(0);
    expect(expected.bloodPressure.new).toBeGreaterThan(0);
    expect(expected.bloodSugar.known).toBeGreaterThan(0);
    expect(expected.medicines.dispenses.partial + expected.medicines.dispenses.notFilled).toBeGreaterThan(0);
    expect(expected.referrals.completed).toBeGreaterThan(expected.referrals.completedWithin30Days);
    expect(expected.diagnoses.uncoded).toBeGreaterThan(0);

    const byAdmin = await report(c.admin);
    expect(byAdmin).toEqual(expected);
    expect(await report(c.doctor)).toEqual(expected);
  });

  it("reads a visit written as rows as the clinic and referrals read their own: sealed text opens, merge holds", async () => {
    const i = 33;
    const k = people[i]!;
    expect([k.signed, k.referral, k.medicine?.label, k.bp]).toEqual([
      true,
      "within30",
      "Paracetamol 500 mg",
      [120, 80],
    ]);
    const res = await c.as(c.doctor, "GET", `/api/visits/${rowVisits.get(i)}`);
    expect(res.statusCode, res.body).toBe(200);
    const visit = res.json() as Visit;
    const section = (station: string) => visit.sections.find((s) => s.station === station)?.data;
    const birthYear = campStart.getUTCFullYear() - k.age;
    expect(visit.person).toMatchObject({
      name: k.name,
      sex: k.sex,
      birthYear,
      birthYearEstimated: true,
      phone: phoneOf(i),
    });
    // The earlier reading, sent late, leaves its pulse but not its pressure.
    expect(section("vitals")).toMatchObject({ systolic: 120, diastolic: 80, pulse: 80, randomGlucoseMgDl: 250 });
    expect(section("consultation")).toMatchObject({ findings: FINDINGS, knownConditions: k.knownConditions });
    expect(visit.signature?.signedBy.name).toBe(c.doctor.name);
    expect(visit.dispenses?.map((d) => d.state)).toEqual(["filled"]);
    const slip = await c.as(c.doctor, "GET", `/api/referrals/${referrals.get(i)}/slip`);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.body).toContain(REFERRAL_REASON);
  });

  it("carries no name, phone or free text", async () => {
    const body = JSON.stringify(await report(c.admin));
    for (const secret of [
      "Known Person",
      "+880",
      FINDINGS,
      "Something uncoded",
      "Review of raised readings",
      OFF_LIST,
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("is refused to other roles, other camps' doctors, campers, and for a camp that is not there", async () => {
    for (const [user, status, code] of [
      [c.nurse, 403, "STATION_ROLE_REQUIRED"],
      [c.desk, 403, "STATION_ROLE_REQUIRED"],
      [c.pharmacist, 403, "STATION_ROLE_REQUIRED"],
      [volunteer, 403, "STATION_ROLE_REQUIRED"],
      [otherDoctor, 403, "FORBIDDEN"],
      [c.camper, 403, "FORBIDDEN"],
    ] as const) {
      const res = await c.as(user, "GET", `/api/meals/${c.mealId}/report`);
      expect([res.statusCode, res.json().code], user.name).toEqual([status, code]);
    }
    expect((await c.as(null, "GET", `/api/meals/${c.mealId}/report`)).statusCode).toBe(401);
    const missing = await c.as(c.admin, "GET", `/api/meals/${crypto.randomUUID()}/report`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, "CAMP_NOT_FOUND"]);
  });

  it("counts another camp's own visits only: one registration and nothing more", async () => {
    const empty = await report(otherDoctor, c.otherCamp);
    expect(empty.registered).toMatchObject({ people: 1, visits: 1 });
    expect(empty.doorToExit).toEqual({ exited: 0, medianMinutes: null, p90Minutes: null });
    expect(empty.bloodPressure).toEqual({ screened: 0, raised: 0, known: 0, new: 0 });
    expect(empty.diagnoses.top).toEqual([]);
  });

  // Issue 41 item 2: the exports. Every figure as the report says it, small counts hidden, no person in the bytes.
  const SECRETS = [
    "Known Person",
    "+880",
    "1712",
    FINDINGS,
    "Something uncoded",
    "Review of raised readings",
    OFF_LIST,
  ];
  /** A DHIS2 UID for the i-th figure: a letter, then ten digits. */
  const uid = (prefix: string, i: number) => `${prefix}${String(i).padStart(10, "0")}`;
  const everyFigureMapped = {
    dataSet: "pBOMPrpg1QX",
    orgUnit: "DiszpKrYNg8",
    periodType: "monthly",
    figures: REPORT_FIGURE_KEYS.map((figure, i) => ({
      figure,
      dataElement: uid("E", i),
      categoryOptionCombo: uid("C", i),
    })),
    campOrgUnits: [] as { campId: string; orgUnit: string }[],
  };
  /** The CSV's records (no quoted line breaks in it): header first. */
  const csvRecords = (body: string) =>
    body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n")
      .map((line) =>
        line
          .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
          .slice(0, 4)
          .map((cell) => cell.replace(/,$/, "")),
      );

  it("exports every figure as CSV: the table's counts, 1–4 as <5, their complements hidden, no person", async () => {
    const expected = expectedReport(people, c.mealId, c.medicineIds);
    const res = await c.as(c.admin, "GET", `/api/meals/${c.mealId}/report.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(CSV_CONTENT_TYPE);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="camp-report-pharmacy-camp[\w-]*\.csv"$/);
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);

    const [header, ...records] = csvRecords(res.body);
    expect(header).toEqual([...CAMP_REPORT_CSV_COLUMNS]);
    const rows = figureRows(expected);
    expect(records).toHaveLength(rows.length);
    const shownAs = new Map<string, string>();
    for (const [i, row] of rows.entries()) {
      const [section, figure, breakdown, value] = records[i]!;
      expect([section, figure, breakdown!.replace(/^"|"$/g, "")]).toEqual([row.section, row.figure, row.breakdown]);
      shownAs.set(row.key, value!);
      // Each cell is its exact figure, "<5" exactly when that is 1–4, or hidden as a complement.
      if (row.value === null) expect(value).toBe("");
      else if (row.over === undefined && row.value >= 1 && row.value <= 4) expect(value, row.key).toBe(SMALL_COUNT);
      else if (value !== SUPPRESSED) expect(Number(value), row.key).toBe(row.value);
    }
    // The table's small cells: three people of sex "other", two raised sugars already known.
    expect(expected.registered.bySex.other).toBe(3);
    expect(shownAs.get("registered.bySex.other")).toBe("<5");
    expect(expected.bloodSugar.known).toBe(2);
    expect(shownAs.get("bloodSugar.known")).toBe("<5");
    // raised − known = new would give the 2 away: new is hidden too, and people = the sexes' sum likewise.
    expect(shownAs.get("bloodSugar.new")).toBe(SUPPRESSED);
    expect(shownAs.get("bloodSugar.raised")).toBe(String(expected.bloodSugar.raised));
    expect([shownAs.get("registered.bySex.female"), shownAs.get("registered.bySex.male")]).toContain(SUPPRESSED);
    expect(shownAs.get("registered.people")).toBe("300");
    // The medicine typed off the list counts under "other" (given none: no stock), its label in no cell.
    expect(shownAs.get(`medicines.unitsNotFilled.${OTHER_MEDICINES}`)).toBe(String(OFF_LIST_QUANTITY));
    expect(shownAs.get(`medicines.unitsGiven.${OTHER_MEDICINES}`)).toBe("0");
  });

  it("exports the mapped figures as a DHIS2 data value set: small ones left out and named, no person", async () => {
    const unmapped = await c.as(c.admin, "GET", `/api/meals/${c.mealId}/report/dhis2`);
    expect(unmapped.statusCode).toBe(409);
    // The catalogue's text, so the web says it in the reader's language.
    expect(unmapped.json()).toEqual({
      code: "DHIS2_ORG_UNIT_MISSING",
      message: MESSAGES.campReportDhis2.orgUnitMissing,
    });
    expect(REFUSAL_MESSAGE_IDS.DHIS2_ORG_UNIT_MISSING).toBe("campReportDhis2.orgUnitMissing");

    // Both camps start in the same month and report to the default org unit: in DHIS2 each file would overwrite
    // the other's values, so neither leaves, and each names the other.
    await ok(await c.as(c.admin, "PUT", "/api/admin/dhis2-mapping", everyFigureMapped));
    const titles = new Map(
      (await t.database.db.select({ id: camps.id, title: camps.title }).from(camps)).map((camp) => [
        camp.id,
        camp.title,
      ]),
    );
    for (const [user, campId, other] of [
      [c.admin, c.mealId, c.otherCamp],
      [otherDoctor, c.otherCamp, c.mealId],
    ] as const) {
      const shared = await c.as(user, "GET", `/api/meals/${campId}/report/dhis2`);
      expect(shared.statusCode).toBe(409);
      expect(shared.json()).toEqual({
        code: "DHIS2_PERIOD_SHARED",
        message: MESSAGES.campReportDhis2.periodShared(titles.get(other)!),
      });
    }
    // The other camp with an org unit of its own: this camp's file leaves.
    await ok(
      await c.as(c.admin, "PUT", "/api/admin/dhis2-mapping", {
        ...everyFigureMapped,
        campOrgUnits: [{ campId: c.otherCamp, orgUnit: "O6uvpzGd5pu" }],
      }),
    );

    const res = await c.as(c.doctor, "GET", `/api/meals/${c.mealId}/report/dhis2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="camp-report-pharmacy-camp[\w-]*-dhis2\.json"$/,
    );
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    const set = res.json() as Dhis2DataValueSet;
    const startDay = campStart.toISOString().slice(0, 10);
    expect(set).toMatchObject({
      dataSet: "pBOMPrpg1QX",
      orgUnit: "DiszpKrYNg8",
      period: startDay.slice(0, 7).replace("-", ""),
    });
    // The camp (3 days) ended before the arrivals 35 days later.
    expect(set.completeDate).toBe(new Date(campStart.getTime() + 2 * DAY_MS).toISOString().slice(0, 10));

    const rows = new Map(exportRows(expectedReport(people, c.mealId, c.medicineIds)).map((row) => [row.key, row]));
    const values = new Map(set.dataValues.map((v) => [v.dataElement, v]));
    const suppressed = new Map(set.suppressed.map((v) => [v.figure, v]));
    for (const [i, figure] of REPORT_FIGURE_KEYS.entries()) {
      const row = rows.get(figure);
      const shown = row?.shown ?? (figure.startsWith("diagnoses.byChapter.") ? 0 : null);
      const value = values.get(uid("E", i));
      if (typeof shown === "number") {
        expect(value, figure).toEqual({
          dataElement: uid("E", i),
          categoryOptionCombo: uid("C", i),
          value: String(shown),
        });
        expect(suppressed.has(figure)).toBe(false);
      } else {
        expect(value, figure).toBeUndefined();
        if (shown !== null) expect(suppressed.get(figure)?.dataElement, figure).toBe(uid("E", i));
      }
    }
    expect(suppressed.has("bloodSugar.known")).toBe(true);
    expect(suppressed.has("bloodSugar.new")).toBe(true);
    expect(suppressed.has("registered.bySex.other")).toBe(true);
    expect(values.get(uid("E", REPORT_FIGURE_KEYS.indexOf("registered.people")))?.value).toBe("300");

    // A camp of its own org unit reports there; a daily period is the start day.
    await ok(
      await c.as(c.admin, "PUT", "/api/admin/dhis2-mapping", {
        ...everyFigureMapped,
        periodType: "daily",
        campOrgUnits: [{ campId: c.mealId, orgUnit: "Rp268JB6Ne4" }],
      }),
    );
    const own = (await c.as(c.admin, "GET", `/api/meals/${c.mealId}/report/dhis2`)).json() as Dhis2DataValueSet;
    expect([own.orgUnit, own.period]).toEqual(["Rp268JB6Ne4", startDay.replaceAll("-", "")]);
  });

  it("refuses the exports to those who may not read the report", async () => {
    for (const path of ["report.csv", "report/dhis2"]) {
      for (const [user, status] of [
        [c.nurse, 403],
        [otherDoctor, 403],
        [c.camper, 403],
        [null, 401],
      ] as const) {
        const res = await c.as(user, "GET", `/api/meals/${c.mealId}/${path}`);
        expect(res.statusCode, `${path} ${user?.name}`).toBe(status);
      }
    }
  });

  it("reports a date range of camps: the same figures over all of them, and the camps; bounded, admins only", async () => {
    const day = (offset: number) => dayFrom(campStart, offset);
    const range = async (from: string, to: string) => {
      const res = await c.as(c.admin, "GET", `/api/camp-reports?from=${from}&to=${to}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CampRangeReport;
    };
    // Only the first camp's days? Both camps have the same: the range has both, their figures added up.
    const both = await range(day(-30), day(0));
    expect(both.camps.map((camp) => camp.id).sort()).toEqual([c.mealId, c.otherCamp].sort());
    expect(both.camps[0]).toMatchObject({ startDate: day(0), endDate: day(2) });
    const one = await report(c.admin);
    const other = await report(c.admin, c.otherCamp);
    expect(both.registered.people).toBe(one.registered.people + other.registered.people);
    expect(both.registered.visits).toBe(301);
    const { campId: _campId, ...figures } = one;
    expect({ ...both, registered: one.registered, seenAtStation: one.seenAtStation }).toEqual({
      ...figures,
      from: day(-30),
      to: day(0),
      camps: both.camps,
    });
    // A range that ends before the camps start, or begins after their last day, has none.
    expect((await range(day(-10), day(-1))).camps).toEqual([]);
    expect((await range(day(3), day(9))).registered.people).toBe(0);
    expect((await range(day(2), day(2))).camps).toHaveLength(2);

    const csv = await c.as(c.admin, "GET", `/api/camp-reports.csv?from=${day(-30)}&to=${day(0)}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(`attachment; filename="camp-reports-${day(-30)}-to-${day(0)}.csv"`);
    for (const secret of SECRETS) expect(csv.body).not.toContain(secret);
    expect(csv.body).toMatch(new RegExp(`\r\ncamps,camp,${day(0)} to ${day(2)} Pharmacy Camp[^,]*,1\r\n`));
    expect(csv.body).toContain("registered,visits,,301");

    for (const [query, message] of [
      [`from=${day(0)}&to=${dayFrom(campStart, 366)}`, "A range covers at most 366 days (to)"],
      [`from=${day(1)}&to=${day(0)}`, "The start date must not be after the end date (to)"],
      [`from=${day(0)}`, "To must be a date YYYY-MM-DD (to)"],
    ] as const) {
      const res = await c.as(c.admin, "GET", `/api/camp-reports?${query}`);
      expect(res.json(), query).toEqual({ message, code: "VALIDATION_ERROR" });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await c.as(c.admin, "GET", `/api/camp-reports?from=${day(0)}&to=${dayFrom(campStart, 365)}`)).statusCode,
    ).toBe(200);
    for (const path of ["camp-reports", "camp-reports.csv"]) {
      const res = await c.as(c.doctor, "GET", `/api/${path}?from=${day(0)}&to=${day(1)}`);
      expect([res.statusCode, res.json().code]).toEqual([403, "ADMIN_REQUIRED"]);
    }
  });

  it("keeps the DHIS2 mapping admins edit: DHIS2 ids and known figures only, each change audited", async () => {
    const put = (user: TestUser, body: object) => c.as(user, "PUT", "/api/admin/dhis2-mapping", body);
    const mapping = {
      dataSet: null,
      orgUnit: "ImspTQPwCqd",
      periodType: "monthly",
      figures: [{ figure: "bloodPressure.raised", dataElement: "fbfJHSPpUQD", categoryOptionCombo: "HllvX50cXC0" }],
      campOrgUnits: [{ campId: c.otherCamp, orgUnit: "O6uvpzGd5pu" }],
    };
    const saved = await put(c.admin, mapping);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(mapping);
    expect((await c.as(c.admin, "GET", "/api/admin/dhis2-mapping")).json()).toEqual(mapping);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "dhis2.mapping-replaced"))
      .orderBy(desc(auditLog.seq))
      .limit(1);
    expect(entry).toMatchObject({ actorId: c.admin.id, targetType: "dhis2-mapping", after: mapping });
    expect((entry!.before as { figures: unknown[] }).figures).toHaveLength(REPORT_FIGURE_KEYS.length);

    const figure = mapping.figures[0]!;
    for (const [body, why] of [
      [{ ...mapping, orgUnit: "1mspTQPwCqd" }, "a digit first"],
      [{ ...mapping, orgUnit: "ImspTQPwCq" }, "ten characters"],
      [{ ...mapping, dataSet: "ImspTQPwCq_" }, "not alphanumeric"],
      [{ ...mapping, figures: [{ ...figure, figure: "registered.names" }] }, "an unknown figure"],
      [{ ...mapping, figures: [figure, { ...figure, dataElement: "fbfJHSPpUQE" }] }, "a figure twice"],
      [{ ...mapping, figures: [figure, { ...figure, figure: "bloodPressure.known" }] }, "a target twice"],
      [{ ...mapping, periodType: "weekly" }, "an unknown period type"],
    ] as const) {
      const res = await put(c.admin, body);
      expect([res.statusCode, res.json().code], why).toEqual([400, "VALIDATION_ERROR"]);
    }
    const missing = await put(c.admin, {
      ...mapping,
      campOrgUnits: [{ campId: crypto.randomUUID(), orgUnit: "O6uvpzGd5pu" }],
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, "CAMP_NOT_FOUND"]);
    for (const user of [c.doctor, c.camper]) {
      expect((await put(user, mapping)).statusCode).toBe(403);
      expect((await c.as(user, "GET", "/api/admin/dhis2-mapping")).statusCode).toBe(403);
    }
    // Nothing refused changed it, nor wrote an audit entry.
    expect((await c.as(c.admin, "GET", "/api/admin/dhis2-mapping")).json()).toEqual(mapping);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "dhis2.mapping-replaced"));
    expect(entries).toHaveLength(4);
  });
});

describe("suppressSmallCount", () => {
  it('makes counts of 1–4 "<5" and keeps 0, 5 and more', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 1000].map(suppressSmallCount)).toEqual([0, "<5", "<5", "<5", "<5", 5, 6, 1000]);
    expect(SMALL_COUNT).toBe("<5");
  });
});
