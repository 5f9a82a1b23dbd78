import {
  MESSAGES,
  referralCode,
  type ReferralConfirmView,
  type ReferralEssential,
  type ReferralFigures,
  type ReferralList,
  type ReferralSlipAnswer,
  type RegisterVisitAnswer,
  type Visit,
} from "@medcamp/contract";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { movableClock } from "../../test/movable-clock.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_BASE_URL, type TestApp } from "../../test/test-app.ts";
import { insertCamp } from "../../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../../test/test-users.ts";
import { createClinicalRetentionSweep } from "../clinic/retention.ts";
import { linkExpiry, readReferralToken, referralToken, referralTokenKey } from "./token.ts";

const DAY_MS = 86_400_000;
const consent = { care: true, followUp: true, keep: false };
const facilities = [
  {
    name: "Savar Upazila Health Complex",
    address: "Savar, Dhaka",
    phone: "+8802224445566",
    departments: ["Medicine", "Eye"],
  },
  { name: "Dhaka Medical College Hospital", address: "Bakshibazar, Dhaka", phone: "+8802555666777", departments: [] },
];

/** Issue 40: partner facilities, referrals with every essential item, slips, the facility's link, the coordinator. */
describe("referrals that close the loop", () => {
  const time = movableClock({ frozen: true });
  let t: TestApp;
  let admin: TestUser;
  let desk: TestUser;
  let nurse: TestUser;
  let doctor: TestUser;
  let pharmacist: TestUser;
  let volunteer: TestUser;
  let otherDoctor: TestUser;
  let camper: TestUser;
  let mealId: string;
  let facilityId: string;

  const as = (user: TestUser | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
  const today = (plusDays = 0) => new Date(time.clock.now().getTime() + plusDays * DAY_MS).toISOString().slice(0, 10);
  const grant = async (user: TestUser, role: string, camp = mealId) => {
    const res = await as(admin, "POST", "/api/make-staff", { userId: user.id, mealId: camp, role });
    expect(res.statusCode, res.body).toBe(200);
  };
  const register = async (person: object, camp = mealId) => {
    const res = await as(admin, "POST", `/api/meals/${camp}/visits`, { person, consent });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as RegisterVisitAnswer;
  };
  const write = async (user: TestUser, visitId: string, station: string, data: object) => {
    const res = await as(user, "PUT", `/api/visits/${visitId}/sections/${station}`, {
      writeId: crypto.randomUUID(),
      data,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A walk-in with a phone, vitals and a consultation: everything a referral needs but the referral's own items. */
  const referableVisit = async (camp = mealId, name = "Amina Begum") => {
    const { visitId } = await register(
      { name, sex: "female", birthYear: 1968, phone: "+8801712345678", language: "bn" },
      camp,
    );
    await write(nurse, visitId, "vitals", { systolic: 168, diastolic: 102, pulse: 90 });
    await write(doctor, visitId, "consultation", {
      complaints: "Headaches for a month",
      findings: "Retinal changes on fundoscopy",
      diagnoses: [{ code: "I10" }],
      plan: "Start amlodipine",
    });
    return visitId;
  };
  const referralBody = (overrides: object = {}) => ({
    referralId: crypto.randomUUID(),
    facilityId,
    department: "eye",
    reason: "Hypertensive retinopathy: ophthalmology review",
    notes: "Please check the fundus",
    urgency: "soon",
    dueOn: today(7),
    ...overrides,
  });
  const issue = async (visitId: string, body: object = referralBody(), user = doctor) => {
    const res = await as(user, "POST", `/api/visits/${visitId}/referrals`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { referralId: string; issuedOn: string; dueOn: string };
  };
  const slip = async (referralId: string, user = doctor) => {
    const res = await as(user, "GET", `/api/referrals/${referralId}/slip`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ReferralSlipAnswer;
  };
  /** The access-log rows of the coordinator's list read by `user` at `camp`, by person. */
  const listReads = async (user: TestUser, camp: string) =>
    queryRows<{ person_id: string; visit_id: string; reader_role: string }>(
      t.database.db,
      sql`select a.person_id, a.visit_id, a.reader_role from clinical_access a join visit v on v.id = a.visit_id
           where a.reader_id = ${user.id} and a.what = 'referral-list' and v.meal_id = ${camp}
           order by a.person_id`,
    );
  const reads = async (visitId: string) =>
    queryRows<{ reader_role: string; what: string }>(
      t.database.db,
      sql`select reader_role, what from clinical_access where visit_id = ${visitId} and what = 'referral' order by at`,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
    const db = t.database.db;
    [admin, desk, nurse, doctor, pharmacist, volunteer, otherDoctor, camper] = await Promise.all([
      signUp(t.app, { role: "admin", name: "Ada Admin", db }),
      signUp(t.app, { name: "Dina Desk" }),
      signUp(t.app, { name: "Nur Nurse" }),
      signUp(t.app, { name: "Dr Rahman" }),
      signUp(t.app, { name: "Parvin Pharmacist" }),
      signUp(t.app, { name: "Vic Volunteer" }),
      signUp(t.app, { name: "Dr Other" }),
      signUp(t.app, { name: "Kamal Camper" }),
    ]);
    mealId = await insertCamp(db, "Referral Camp");
    await grant(desk, "desk");
    await grant(nurse, "nurse");
    await grant(doctor, "doctor");
    await grant(pharmacist, "pharmacist");
    await grant(volunteer, "volunteer");
    await grant(otherDoctor, "doctor", await insertCamp(db, "Other Camp"));
    const res = await as(admin, "PUT", `/api/meals/${mealId}/facilities`, { facilities });
    expect(res.statusCode, res.body).toBe(200);
    facilityId = (res.json() as { facilities: { id: string }[] }).facilities[0]!.id;
  });
  afterEach(() => time.reset());
  afterAll(() => t.close());

  it("keeps a camp's partner facilities: read by its staff, replaced by admins (audited), kept ids for kept ones", async () => {
    const read = await as(volunteer, "GET", `/api/meals/${mealId}/facilities`);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as { facilities: unknown[] }).facilities).toEqual(
      facilities.map((f) => ({ ...f, id: expect.any(String) })),
    );
    expect((await as(camper, "GET", `/api/meals/${mealId}/facilities`)).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await as(otherDoctor, "GET", `/api/meals/${mealId}/facilities`)).statusCode).toBe(403);
    expect((await as(doctor, "PUT", `/api/meals/${mealId}/facilities`, { facilities })).statusCode).toBe(403);

    // Renamed in case and spacing only, with a new facility before it: the same facility, the same id.
    const again = await as(admin, "PUT", `/api/meals/${mealId}/facilities`, {
      facilities: [
        { name: "Nari Maitree Clinic", address: "Savar", phone: "+8801999999999", departments: [] },
        { ...facilities[0]!, name: "savar  upazila health complex" },
        facilities[1]!,
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    const listed = (again.json() as { facilities: { id: string; name: string }[] }).facilities;
    expect(listed.map((f) => f.name)).toEqual([
      "Nari Maitree Clinic",
      "savar  upazila health complex",
      "Dhaka Medical College Hospital",
    ]);
    expect(listed[1]!.id).toBe(facilityId);
    const restored = await as(admin, "PUT", `/api/meals/${mealId}/facilities`, { facilities });
    expect((restored.json() as { facilities: { id: string }[] }).facilities[0]!.id).toBe(facilityId);
    const audit = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'camp.facilities-replaced' and meal_id = ${mealId}`,
    );
    expect(audit[0]!.n).toBe(3);
    const twice = await as(admin, "PUT", `/api/meals/${mealId}/facilities`, {
      facilities: [facilities[0], { ...facilities[0], address: "Elsewhere" }],
    });
    expect(twice.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("refuses the slip while an essential item is missing, naming every missing item, and issues nothing", async () => {
    // Registered from an age: a walk-in with no phone, no vitals and no consultation yet.
    const { visitId } = await register({ name: "Jamal Uddin", sex: "male", ageYears: 40 });
    const bare = await as(doctor, "POST", `/api/visits/${visitId}/referrals`, {
      referralId: crypto.randomUUID(),
      urgency: "routine",
      reason: "   ",
    });
    expect(bare.statusCode).toBe(400);
    const missing: ReferralEssential[] = [
      "personPhone",
      "reason",
      "findings",
      "vitals",
      "facility",
      "department",
      "dueOn",
    ];
    const items = missing.map((k) => MESSAGES.referrals.essentials[k]).join(", ");
    expect(bare.json()).toEqual({ code: "REFERRAL_INCOMPLETE", message: MESSAGES.referrals.incomplete(items) });

    await write(nurse, visitId, "vitals", { pulse: 72 });
    await write(doctor, visitId, "consultation", { diagnoses: [{ code: "E11.9" }] });
    const noReason = await as(doctor, "POST", `/api/visits/${visitId}/referrals`, referralBody({ reason: "" }));
    const stillMissing = ["personPhone", "reason"] as const;
    expect(noReason.json()).toEqual({
      code: "REFERRAL_INCOMPLETE",
      message: MESSAGES.referrals.incomplete(stillMissing.map((k) => MESSAGES.referrals.essentials[k]).join(", ")),
    });
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from referral where visit_id = ${visitId}`,
    );
    expect(n!.n).toBe(0);
  });

  it("issues a complete referral once (a repeated id answers the first), sealed at rest, by doctors and admins only", async () => {
    const visitId = await referableVisit();
    const body = referralBody();
    const first = await issue(visitId, body);
    expect(first).toEqual({ referralId: body.referralId, issuedOn: today(), dueOn: today(7) });
    expect(await issue(visitId, body)).toEqual(first);
    const other = await referableVisit();
    expect((await as(doctor, "POST", `/api/visits/${other}/referrals`, body)).json()).toMatchObject({
      code: "WRITE_ID_REUSED",
    });
    const rows = await queryRows<{ sealed: string; department: string; facility_name: string }>(
      t.database.db,
      sql`select sealed, department, facility_name from referral where visit_id = ${visitId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.department).toBe("Eye");
    expect(rows[0]!.facility_name).toBe(facilities[0]!.name);
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    expect(rows[0]!.sealed).not.toContain("retinopathy");
    expect(rows[0]!.sealed).not.toContain("fundus");

    // An admin issues too; the referring clinician is then the doctor who wrote the consultation.
    const byAdmin = await issue(visitId, referralBody(), admin);
    expect((await slip(byAdmin.referralId)).slip.referredBy).toBe("Dr Rahman");

    for (const user of [nurse, desk, pharmacist, volunteer]) {
      const res = await as(user, "POST", `/api/visits/${visitId}/referrals`, referralBody());
      expect(res.json(), user.name).toMatchObject({ code: "STATION_ROLE_REQUIRED" });
    }
    for (const user of [otherDoctor, camper]) {
      expect((await as(user, "POST", `/api/visits/${visitId}/referrals`, referralBody())).statusCode).toBe(403);
    }
    const elsewhere = await as(
      doctor,
      "POST",
      `/api/visits/${visitId}/referrals`,
      referralBody({ facilityId: visitId }),
    );
    expect(elsewhere.json()).toMatchObject({ code: "FACILITY_NOT_FOUND" });
    const department = await as(
      doctor,
      "POST",
      `/api/visits/${visitId}/referrals`,
      referralBody({ department: "Cardiology" }),
    );
    expect(department.json()).toMatchObject({ code: "DEPARTMENT_NOT_LISTED" });
    const past = await as(doctor, "POST", `/api/visits/${visitId}/referrals`, referralBody({ dueOn: today(-1) }));
    expect(past.json()).toMatchObject({ code: "DUE_BEFORE_ISSUED" });
  });

  it("answers the slip in the person's language with its confirmation link, to doctors, admins and the person, logged", async () => {
    const visitId = await referableVisit();
    const { referralId } = await issue(visitId);
    const answer = await slip(referralId);
    expect(answer.slip).toEqual({
      referralId,
      locale: "bn",
      camp: { title: expect.stringMatching(/^Referral Camp/) },
      issuedOn: today(),
      dueOn: today(7),
      urgency: "soon",
      person: {
        name: "Amina Begum",
        sex: "female",
        ageYears: Number(today().slice(0, 4)) - 1968,
        phone: "+8801712345678",
      },
      facility: { name: facilities[0]!.name, address: facilities[0]!.address, phone: facilities[0]!.phone },
      department: "Eye",
      reason: "Hypertensive retinopathy: ophthalmology review",
      notes: "Please check the fundus",
      findings: "Retinal changes on fundoscopy",
      diagnoses: [{ code: "I10", name: expect.stringMatching(/[\u0980-\u09FF]/), text: null }],
      vitals: [
        { key: "systolic", value: 168, unit: "mmHg" },
        { key: "diastolic", value: 102, unit: "mmHg" },
        { key: "pulse", value: 90, unit: expect.any(String) },
      ],
      referredBy: "Dr Rahman",
    });
    expect(answer.status).toBe("issued");
    expect(answer.confirmation).toBeNull();
    expect(answer.confirm.url).toBe(`${TEST_BASE_URL}/referrals/confirm/${answer.confirm.token}`);
    expect(answer.confirm.expiresAt).toBe(linkExpiry(today(7), 90).toISOString());
    expect(answer.confirm.token.length).toBeLessThan(100);
    expect((await reads(visitId)).map((r) => r.reader_role)).toEqual(["doctor"]);

    await slip(referralId, admin);
    for (const user of [nurse, desk, pharmacist, volunteer]) {
      const res = await as(user, "GET", `/api/referrals/${referralId}/slip`);
      expect(res.json(), user.name).toMatchObject({ code: "STATION_ROLE_REQUIRED" });
    }
    for (const user of [otherDoctor, camper]) {
      expect((await as(user, "GET", `/api/referrals/${referralId}/slip`)).json()).toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await as(null, "GET", `/api/referrals/${referralId}/slip`)).statusCode).toBe(401);
    expect((await reads(visitId)).map((r) => r.reader_role)).toEqual(["doctor", "admin"]);

    // The person reads their own slip once their account is their person's.
    await t.database.db.execute(
      sql`update person set user_id = ${camper.id} where id = (select person_id from visit where id = ${visitId})`,
    );
    expect((await slip(referralId, camper)).slip).toEqual(answer.slip);
    expect((await reads(visitId)).map((r) => r.reader_role)).toEqual(["doctor", "admin", "self"]);
  });

  it("opens the facility's link without an account: exactly what the slip shows, and confirms the arrival once", async () => {
    const visitId = await referableVisit();
    const { referralId } = await issue(visitId);
    const { slip: printed, confirm } = await slip(referralId);
    const url = `/api/referrals/confirm/${confirm.token}`;

    const view = await as(null, "GET", url);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.headers["cache-control"]).toBe("no-store");
    const body = view.json() as ReferralConfirmView;
    expect(Object.keys(body).sort()).toEqual(["confirmation", "slip"]);
    expect(Object.keys(body.slip).sort()).toEqual([
      "camp",
      "department",
      "diagnoses",
      "dueOn",
      "facility",
      "findings",
      "issuedOn",
      "locale",
      "notes",
      "person",
      "reason",
      "referralId",
      "referredBy",
      "urgency",
      "vitals",
    ]);
    expect(Object.keys(body.slip.person).sort()).toEqual(["ageYears", "name", "phone", "sex"]);
    expect(Object.keys(body.slip.camp)).toEqual(["title"]);
    expect(body.slip).toEqual(printed);
    // The rest of the record stays at the camp: the complaints and the plan are not on the slip nor behind its link.
    expect(view.body).not.toContain("Headaches");
    expect(view.body).not.toContain("amlodipine");
    expect(body.confirmation).toBeNull();
    expect((await reads(visitId)).map((r) => r.reader_role)).toEqual(["doctor", "facility"]);

    const before = await as(null, "POST", url, { arrivedOn: today(-1), outcome: "seen" });
    expect(before.json()).toMatchObject({ code: "ARRIVED_BEFORE_ISSUED" });
    const future = await as(null, "POST", url, { arrivedOn: today(3), outcome: "seen" });
    expect(future.json()).toMatchObject({ code: "ARRIVED_IN_FUTURE" });

    const confirmed = await as(null, "POST", url, { arrivedOn: today(), outcome: "admitted", note: "Ward 4, bed 12" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const first = confirmed.json() as { applied: boolean; confirmedAt: string };
    expect(first).toEqual({ arrivedOn: today(), outcome: "admitted", confirmedAt: expect.any(String), applied: true });
    // The same confirmation again (a double tap, a lost answer) is answered like the first; another is refused.
    const repeat = await as(null, "POST", url, { arrivedOn: today(), outcome: "admitted" });
    expect(repeat.json()).toEqual({ ...first, applied: false });
    const different = await as(null, "POST", url, { arrivedOn: today(), outcome: "treated" });
    expect(different.statusCode).toBe(409);
    expect(different.json()).toMatchObject({ code: "REFERRAL_ALREADY_CONFIRMED" });
    const [row] = await queryRows<{ outcome: string; outcome_sealed: string }>(
      t.database.db,
      sql`select outcome, outcome_sealed from referral where id = ${referralId}`,
    );
    expect(row!.outcome).toBe("admitted");
    expect(row!.outcome_sealed).not.toContain("Ward");

    const after = (await as(null, "GET", url)).json() as ReferralConfirmView;
    expect(after.confirmation).toEqual({ arrivedOn: today(), outcome: "admitted", confirmedAt: first.confirmedAt });
    expect((await slip(referralId)).status).toBe("completed");
  });

  it("issues once and confirms once when the same send, or two confirmations, arrive at the same moment", async () => {
    const visitId = await referableVisit();
    const body = referralBody();
    const [a, b] = await Promise.all([
      as(doctor, "POST", `/api/visits/${visitId}/referrals`, body),
      as(doctor, "POST", `/api/visits/${visitId}/referrals`, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    const { confirm } = await slip(body.referralId);
    const url = `/api/referrals/confirm/${confirm.token}`;
    const answers = await Promise.all(
      (["seen", "treated"] as const).map((outcome) => as(null, "POST", url, { arrivedOn: today(), outcome })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from referral where visit_id = ${visitId} and confirmed_at is not null`,
    );
    expect(n!.n).toBe(1);
  });

  it("refuses an altered, foreign or expired link with its own code and tells nothing", async () => {
    const visitId = await referableVisit();
    const { referralId } = await issue(visitId);
    const { confirm } = await slip(referralId);
    const [id, expiry, signature] = confirm.token.split(".") as [string, string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    const otherKey = referralTokenKey("another-secret-another-secret-another-0");
    const key = referralTokenKey(TEST_AUTH_SECRET);
    const altered = [
      `${flip(id, 3)}.${expiry}.${signature}`,
      `${id}.${(Number.parseInt(expiry, 36) + 86_400 * 365).toString(36)}.${signature}`,
      `${id}.${expiry}.${flip(signature, 5)}`,
      `${id}.${expiry}.${signature.slice(0, -1)}`,
      `${id}.${expiry}`,
      "not-a-token",
      referralToken(otherKey, { referralId, expiresAt: new Date(confirm.expiresAt) }),
      // Signed with the server's key for a referral that does not exist.
      referralToken(key, { referralId: crypto.randomUUID(), expiresAt: new Date(confirm.expiresAt) }),
    ];
    for (const token of altered) {
      for (const method of ["GET", "POST"] as const) {
        const res = await as(
          null,
          method,
          `/api/referrals/confirm/${token}`,
          method === "POST" ? { arrivedOn: today(), outcome: "seen" } : undefined,
        );
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.json()).toEqual({ code: "REFERRAL_TOKEN_INVALID", message: MESSAGES.referrals.tokenInvalid });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
    // Tampering with the spare bits of the signature's last character is not the same signature either.
    const last = signature.at(-1)!;
    const twin = `${id}.${expiry}.${signature.slice(0, -1)}${last === "A" ? "B" : "A"}`;
    expect(readReferralToken(key, twin, time.clock.now())).toEqual({ ok: false, reason: "invalid" });

    // The due date is in 7 days; the link opens until the end of the 90th day after it.
    time.forward(96 * DAY_MS);
    expect((await as(null, "GET", `/api/referrals/confirm/${confirm.token}`)).statusCode).toBe(200);
    time.forward(2 * DAY_MS);
    for (const method of ["GET", "POST"] as const) {
      const res = await as(
        null,
        method,
        `/api/referrals/confirm/${confirm.token}`,
        method === "POST" ? { arrivedOn: today(), outcome: "seen" } : undefined,
      );
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ code: "REFERRAL_TOKEN_EXPIRED", message: MESSAGES.referrals.tokenExpired });
    }
    // Only the one valid opening was logged; the refused ones read nothing.
    expect((await reads(visitId)).map((r) => r.reader_role)).toEqual(["doctor", "facility"]);
    const [row] = await queryRows<{ confirmed: boolean }>(
      t.database.db,
      sql`select confirmed_at is not null as confirmed from referral where id = ${referralId}`,
    );
    expect(row!.confirmed).toBe(false);
  });

  it("lists a camp's referrals overdue first, records calls, and moves the figures when a facility confirms", async () => {
    const camp = await insertCamp(t.database.db, "Coordinated Camp");
    await grant(desk, "desk", camp);
    await grant(nurse, "nurse", camp);
    await grant(doctor, "doctor", camp);
    await grant(pharmacist, "pharmacist", camp);
    await grant(volunteer, "volunteer", camp);
    const put = await as(admin, "PUT", `/api/meals/${camp}/facilities`, { facilities });
    const campFacility = (put.json() as { facilities: { id: string }[] }).facilities[0]!.id;
    const refer = async (name: string, dueIn: number) => {
      const visitId = await referableVisit(camp, name);
      return (await issue(visitId, referralBody({ facilityId: campFacility, dueOn: today(dueIn) }))).referralId;
    };
    const list = async (query = "", user = desk) => {
      const res = await as(user, "GET", `/api/meals/${camp}/referrals${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ReferralList;
    };
    const figures = async () => {
      const res = await as(desk, "GET", `/api/meals/${camp}/referral-figures`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ReferralFigures;
    };
    const soon = await refer("Rahima Khatun", 1);
    const later = await refer("Jamal Uddin", 20);
    const next = await refer("Shirin Akter", 2);
    const first = await list();
    expect(first.referrals.map((r) => [r.person.name, r.status])).toEqual([
      ["Rahima Khatun", "issued"],
      ["Shirin Akter", "issued"],
      ["Jamal Uddin", "issued"],
    ]);
    // The list shows names, phones and call notes: every person on it is in their access log, read by the desk.
    const shown = first.referrals
      .map((r) => ({ person_id: r.person.id, visit_id: r.visitId, reader_role: "desk" }))
      .sort((a, b) => a.person_id.localeCompare(b.person_id));
    expect(await listReads(desk, camp)).toEqual(shown);
    // A page logs the people it shows, and only them.
    await list("?limit=1&page=3", doctor);
    expect(await listReads(doctor, camp)).toEqual([
      { person_id: first.referrals[2]!.person.id, visit_id: first.referrals[2]!.visitId, reader_role: "doctor" },
    ]);

    // The short code on the slip and in the texts finds its referral, however it is read out.
    const code = referralCode(next);
    for (const typed of [code, code.toLowerCase(), code.replace("-", ""), code.replace("-", " ")]) {
      const found = await list(`?code=${encodeURIComponent(typed)}`, admin);
      expect(found.referrals.map((r) => r.referralId)).toEqual([next]);
      expect(found.total).toBe(1);
    }
    const codeReads = await listReads(admin, camp);
    expect(codeReads).toHaveLength(4);
    expect(new Set(codeReads.map((r) => r.person_id))).toEqual(new Set([first.referrals[1]!.person.id]));
    expect(await list(`?code=${referralCode(crypto.randomUUID())}`)).toMatchObject({ referrals: [], total: 0 });
    for (const bad of ["3F2A", "3F2A-9C1G", "3F2A--9C1B", "' or 1=1 --"]) {
      const refused = await as(desk, "GET", `/api/meals/${camp}/referrals?code=${encodeURIComponent(bad)}`);
      expect(refused.statusCode, bad).toBe(400);
    }

    time.forward(3 * DAY_MS);
    const third = await list();
    expect(third.referrals.map((r) => [r.referralId, r.status])).toEqual([
      [soon, "overdue"],
      [next, "overdue"],
      [later, "issued"],
    ]);
    expect(third.referrals[0]).toMatchObject({
      person: { name: "Rahima Khatun", phone: "+8801712345678" },
      facility: { name: facilities[0]!.name },
      department: "Eye",
      urgency: "soon",
      calls: 0,
      lastCall: null,
      arrivedOn: null,
      outcome: null,
    });
    expect(JSON.stringify(third)).not.toContain("retinopathy");
    expect(await figures()).toEqual({
      issued: 3,
      completed: 0,
      completedWithin30Days: 0,
      medianDaysToCompletion: null,
      overdue: 2,
      lost: 0,
    });

    // Shirin arrives at the facility three days after she was referred: completed, and the figures move.
    const { confirm } = await slip(next);
    const res = await as(null, "POST", `/api/referrals/confirm/${confirm.token}`, {
      arrivedOn: today(),
      outcome: "treated",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await figures()).toEqual({
      issued: 3,
      completed: 1,
      completedWithin30Days: 1,
      medianDaysToCompletion: 3,
      overdue: 1,
      lost: 0,
    });

    // Calls: Rahima will go; Jamal declines, so he is lost to follow-up.
    const callId = crypto.randomUUID();
    const call = await as(desk, "POST", `/api/referrals/${soon}/calls`, {
      callId,
      result: "willGo",
      note: "Her son will take her on Sunday",
    });
    expect(call.statusCode, call.body).toBe(200);
    expect(call.json()).toMatchObject({
      callId,
      applied: true,
      referral: {
        referralId: soon,
        status: "overdue",
        calls: 1,
        lastCall: { result: "willGo", note: "Her son will take her on Sunday", by: "Dina Desk" },
      },
    });
    const rahima = first.referrals[0]!;
    const readsOf = async (referral: typeof rahima) =>
      (await listReads(desk, camp)).filter((r) => r.person_id === referral.person.id).length;
    const before = await readsOf(rahima);
    const repeat = await as(desk, "POST", `/api/referrals/${soon}/calls`, { callId, result: "willGo" });
    // A call answers the referral as the list shows it (name, phone, the last call's note): logged like the list.
    expect(await readsOf(rahima)).toBe(before + 1);
    expect(repeat.json()).toMatchObject({ callId, applied: false, referral: { calls: 1 } });
    expect(
      (await as(desk, "POST", `/api/referrals/${later}/calls`, { callId, result: "reached" })).json(),
    ).toMatchObject({ code: "WRITE_ID_REUSED" });
    await as(doctor, "POST", `/api/referrals/${later}/calls`, { callId: crypto.randomUUID(), result: "notReached" });
    await as(admin, "POST", `/api/referrals/${later}/calls`, { callId: crypto.randomUUID(), result: "declined" });
    const [sealedNote] = await queryRows<{ note_sealed: string }>(
      t.database.db,
      sql`select note_sealed from referral_call where id = ${callId}`,
    );
    expect(sealedNote!.note_sealed).not.toContain("Sunday");
    for (const user of [nurse, pharmacist, volunteer]) {
      const refused = await as(user, "POST", `/api/referrals/${soon}/calls`, {
        callId: crypto.randomUUID(),
        result: "reached",
      });
      expect(refused.statusCode).toBe(403);
    }

    const now = await list("", doctor);
    expect(now.referrals.map((r) => [r.referralId, r.status, r.calls])).toEqual([
      [soon, "overdue", 1],
      [later, "lost", 2],
      [next, "completed", 0],
    ]);
    expect(now.referrals[2]).toMatchObject({ arrivedOn: today(), outcome: "treated" });
    expect(now.referrals[1]!.lastCall).toMatchObject({ result: "declined", by: "Ada Admin" });
    expect((await figures()).lost).toBe(1);

    // One status, and pages.
    expect((await list("?status=overdue")).referrals.map((r) => r.referralId)).toEqual([soon]);
    expect((await list("?status=completed")).referrals.map((r) => r.referralId)).toEqual([next]);
    const page2 = await list("?limit=1&page=2");
    expect(page2).toMatchObject({ page: 2, totalPages: 3, total: 3 });
    expect(page2.referrals.map((r) => r.referralId)).toEqual([later]);
    expect((await as(desk, "GET", `/api/meals/${camp}/referrals?limit=51`)).statusCode).toBe(400);

    // Rahima never goes: more than 30 days after her due date (tomorrow when she was referred) she is lost too.
    time.forward(28 * DAY_MS);
    expect((await figures()).overdue).toBe(1);
    time.forward(DAY_MS);
    expect(await figures()).toMatchObject({ overdue: 0, lost: 2, completed: 1 });

    for (const user of [nurse, pharmacist, volunteer]) {
      expect((await as(user, "GET", `/api/meals/${camp}/referrals`)).json()).toMatchObject({
        code: "STATION_ROLE_REQUIRED",
      });
      expect((await as(user, "GET", `/api/meals/${camp}/referral-figures`)).statusCode).toBe(403);
    }
    for (const user of [otherDoctor, camper]) {
      expect((await as(user, "GET", `/api/meals/${camp}/referrals`)).json()).toMatchObject({ code: "FORBIDDEN" });
    }
  });
  it("lists a visit's referrals in the visit's answer, for those who may open their slips", async () => {
    const visitId = await referableVisit(mealId, "Visiting Vina");
    const read = async (user: TestUser) => {
      const res = await as(user, "GET", `/api/visits/${visitId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Visit;
    };
    expect((await read(doctor)).referrals).toEqual([]);
    const { referralId } = await issue(visitId);
    const listed = {
      referralId,
      facility: { name: facilities[0]!.name },
      department: "Eye",
      urgency: "soon",
      issuedOn: today(),
      dueOn: today(7),
      status: "issued",
    };
    expect((await read(doctor)).referrals).toEqual([listed]);
    expect((await read(admin)).referrals).toEqual([listed]);
    for (const user of [desk, nurse, pharmacist, volunteer]) expect(await read(user)).not.toHaveProperty("referrals");
    time.forward(8 * DAY_MS);
    expect((await read(doctor)).referrals).toEqual([{ ...listed, status: "overdue" }]);
  });

  it("loses its clinical text with the visit's at retention; its dates, status and outcome stay in the figures", async () => {
    const visitId = await referableVisit(mealId, "Retained Rahim");
    const { referralId } = await issue(visitId);
    const { confirm } = await slip(referralId);
    const confirmed = await as(null, "POST", `/api/referrals/confirm/${confirm.token}`, {
      arrivedOn: today(),
      outcome: "seen",
      note: "Seen in the eye clinic",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const call = { callId: crypto.randomUUID(), result: "reached", note: "Spoke to her son" };
    expect((await as(desk, "POST", `/api/referrals/${referralId}/calls`, call)).statusCode).toBe(200);
    const figures = async () => (await as(doctor, "GET", `/api/meals/${mealId}/referral-figures`)).json();
    const before = await figures();

    const later = { now: () => new Date(time.clock.now().getTime() + 400 * DAY_MS) };
    expect(await createClinicalRetentionSweep(t.database.db, later, 365)()).toBeGreaterThan(0);

    const [row] = await queryRows<{ sealed: string; outcome_sealed: string | null; outcome: string; notes: number }>(
      t.database.db,
      sql`select sealed, outcome_sealed, outcome,
                 (select count(*)::int from referral_call where referral_id = ${referralId} and note_sealed is not null)
                   as notes
            from referral where id = ${referralId}`,
    );
    expect(row).toEqual({ sealed: "", outcome_sealed: null, outcome: "seen", notes: 0 });
    expect((await as(doctor, "GET", `/api/referrals/${referralId}/slip`)).json()).toMatchObject({
      code: "REFERRAL_NOT_FOUND",
    });
    expect(await figures()).toEqual(before);
  });
});
