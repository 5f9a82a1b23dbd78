import {
  AGE_BANDS,
  ageBandOf,
  type CampReport,
  findDiagnosis,
  icd10Chapter,
  type ReferralSlipAnswer,
  type RegisterVisitAnswer,
  STATION_KINDS,
} from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { movableClock } from "../../test/movable-clock.ts";
import { dayFrom, type PharmacyCamp, pharmacyCamp } from "../../test/pharmacy-camp.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { signUp, type TestUser } from "../../test/test-users.ts";
import { SMALL_COUNT, suppressSmallCount, suppressSmallCounts } from "./suppression.ts";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const VISITS = 60;
const SEXES = ["female", "male", "female", "male", "other"] as const;
// Every band's first and last age.
const AGES = [1, 4, 5, 14, 15, 29, 30, 44, 45, 59, 60, 83];
const CODES = ["I10", "E11.9", "J06.9", "K29.7", "M54.5", "L30.9", "D50.9", "N39.0", "R51", "B35.4", "H10.9", "J45.9"];
const FINDINGS = "Findings that must never leave sealed";

/** One known person's visit: what the stations record for them, from which every expected figure follows. */
interface Known {
  name: string;
  sex: (typeof SEXES)[number];
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
      sex: SEXES[i % SEXES.length]!,
      age: AGES[i % AGES.length]!,
      bp: bp ? [bp[0], bp[1]] : undefined,
      sugar: ([250, 110, undefined] as const)[i % 3],
      knownConditions: [
        ...(i % 6 === 2 || i % 4 === 3 ? (["hypertension"] as const) : []),
        ...(i % 5 === 0 ? (["diabetes"] as const) : []),
      ],
      codes: consulted ? [CODES[i % CODES.length]!, ...(i % 3 === 0 ? ["I10"] : [])] : [],
      textDiagnoses: consulted && i % 10 === 4 ? 1 : 0,
      consulted,
      signed: consulted && signed,
      medicine:
        consulted && signed && i % 4 === 1
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

/** The report the table says, computed here from the table alone. */
function expectedReport(people: Known[], campId: string): CampReport {
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
  const medicines = new Map<string, { medicine: string; unitsGiven: number; unitsNotFilled: number }>();
  for (const k of people) {
    if (!k.medicine) continue;
    const left = k.medicine.label.startsWith("Amlodipine") ? amlodipineLeft : paracetamolLeft;
    const given = Math.min(left, k.medicine.quantity);
    if (k.medicine.label.startsWith("Amlodipine")) amlodipineLeft -= given;
    else paracetamolLeft -= given;
    if (given === k.medicine.quantity) dispenses.filled += 1;
    else if (given > 0) dispenses.partial += 1;
    else dispenses.notFilled += 1;
    const row = medicines.get(k.medicine.label) ?? { medicine: k.medicine.label, unitsGiven: 0, unitsNotFilled: 0 };
    row.unitsGiven += given;
    row.unitsNotFilled += k.medicine.quantity - given;
    medicines.set(k.medicine.label, row);
  }
  const byMedicine = [...medicines.values()].sort((a, b) => b.unitsGiven - a.unitsGiven);
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
        ...(k.referral ? { phone: `+8801712${String(100000 + i)}` } : {}),
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
    if (k.consulted) {
      const diagnoses = [
        ...k.codes.map((code) => ({ code })),
        ...Array.from({ length: k.textDiagnoses }, () => ({ text: "Something uncoded" })),
      ];
      const prescriptions = k.medicine
        ? [{ medicine: k.medicine.label, dose: "1 tablet", frequency: "once a day", days: k.medicine.quantity }]
        : [];
      await ok(
        await write(c.doctor, visitId, "consultation", {
          findings: FINDINGS,
          diagnoses,
          knownConditions: k.knownConditions,
          prescriptions,
        }),
      );
    }
    if (k.referral) {
      const issued = await c.as(c.doctor, "POST", `/api/visits/${visitId}/referrals`, {
        referralId: crypto.randomUUID(),
        facilityId,
        department: "Medicine",
        reason: "Review of raised readings",
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

  async function confirmArrival(i: number, arrivedOn: string) {
    const slip = await c.as(c.doctor, "GET", `/api/referrals/${referrals.get(i)}/slip`);
    await ok(slip);
    const { token } = (slip.json() as ReferralSlipAnswer).confirm;
    await ok(await c.as(null, "POST", `/api/referrals/confirm/${token}`, { arrivedOn, outcome: "seen" }));
  }

  beforeAll(async () => {
    // Some 700 writes in a few seconds from four staff: above the production limit per user, which is not tested here.
    t = await createTestApp({ WRITE_RATE_LIMIT: "100000/60" }, { clock: time.clock });
    c = await pharmacyCamp(t);
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
      facilities: [
        { name: "Upazila Health Complex", address: "Savar", phone: "+8802224445566", departments: ["Medicine"] },
      ],
    });
    await ok(put);
    const facilityId = (put.json() as { facilities: { id: string }[] }).facilities[0]!.id;
    for (const [i, k] of people.entries()) await visit(k, i, facilityId);
    // Another camp's visit counts nowhere here.
    const elsewhere = await c.as(c.admin, "POST", `/api/meals/${c.otherCamp}/visits`, {
      person: { name: "Other Camp Person", sex: "male", ageYears: 40 },
      consent: { care: true, followUp: false, keep: false },
    });
    await ok(elsewhere, 201);
    // Referrals: arrivals 3 days after issue, and one 35 days after (completed, not within 30 days).
    time.forward(3 * DAY_MS);
    for (const [i, k] of people.entries())
      if (k.referral === "within30") await confirmArrival(i, dayFrom(time.clock.now(), 0));
    time.forward(32 * DAY_MS);
    for (const [i, k] of people.entries())
      if (k.referral === "after30") await confirmArrival(i, dayFrom(time.clock.now(), 0));
  }, 120_000);
  afterAll(() => t.close());

  it("has every figure the table of known people says, for admins and the camp's doctors", async () => {
    const expected = expectedReport(people, c.mealId);
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

  it("carries no name, phone or free text", async () => {
    const body = JSON.stringify(await report(c.admin));
    for (const secret of ["Known Person", "+880", FINDINGS, "Something uncoded", "Review of raised readings"]) {
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
});

describe("suppressSmallCounts", () => {
  it('makes counts of 1–4 "<5" and keeps 0, 5 and more, and what is not a count', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 1000].map(suppressSmallCount)).toEqual([0, "<5", "<5", "<5", "<5", 5, 6, 1000]);
    expect(SMALL_COUNT).toBe("<5");
    const suppressed = suppressSmallCounts({
      campId: "c1",
      doorToExit: { exited: 3, medianMinutes: 2.5, p90Minutes: 4 },
      diagnoses: { byChapter: [{ chapter: 4, title: "Endocrine", diagnoses: 2 }], top: [{ code: "I10", visits: 12 }] },
      bloodPressure: { screened: 0, raised: 7 },
    });
    expect(suppressed).toEqual({
      campId: "c1",
      doorToExit: { exited: "<5", medianMinutes: 2.5, p90Minutes: 4 },
      diagnoses: {
        byChapter: [{ chapter: 4, title: "Endocrine", diagnoses: "<5" }],
        top: [{ code: "I10", visits: 12 }],
      },
      bloodPressure: { screened: 0, raised: 7 },
    });
  });
});
