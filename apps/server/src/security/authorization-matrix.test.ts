import { randomUUID } from "node:crypto";
import { STATION_ROLES, type StationRole } from "@medcamp/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  campMedicines,
  dhis2Settings,
  stockBatches,
  newsletterSubscribers,
  notifications,
  staffAssignments,
  subscriptions,
  users as userRows,
} from "../db/schema/index.ts";
import { queryRows } from "../db/client.ts";
import { lastCodeTo, lastSummaryLinkTo } from "../test/texts-to.ts";
import { insertDatedCamp } from "../test/calendar-test-camps.ts";
import { hashToken } from "../modules/newsletter/index.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "../test/test-app.ts";
import { insertCamp, insertUpcomingCamp } from "../test/test-camps.ts";
import { injectAs, signUp, type TestUser } from "../test/test-users.ts";
import { apiDocumentChecker } from "../test/security/api-document-conformance.ts";
import {
  type Actor,
  actorsFor,
  cachingProblem,
  EXEMPT,
  expectedStatuses,
  FACILITIES_AT_CLINIC,
  type Fixture,
  POLICY,
} from "../test/security/access-policy.ts";
import { databaseFingerprint } from "../test/security/db-fingerprint.ts";
import { routeTable } from "../test/security/route-table.ts";

/** A server configured for Stripe has routes the demo processor's has not (the webhook). No request reaches Stripe. */
// The admin sends most of the matrix's requests (each row's own and its fixtures'): more than the write limit's 300 a
// minute in one run. The limit is proven by its own tests; here it would only turn rows' answers into 429s.
const MATRIX_ENV = { WRITE_RATE_LIMIT: "100000/60" };
const STRIPE_ENV = {
  ...MATRIX_ENV,
  STRIPE_SECRET_KEY: "sk_test_matrix",
  STRIPE_PUBLISHABLE_KEY: "pk_test_matrix",
  STRIPE_WEBHOOK_SECRET: "whsec_matrix",
  STRIPE_API_URL: "http://127.0.0.1:9",
};

describe("authorization matrix: every route × {anonymous, student A, student B, admin, staff, other camp's staff} (clinic routes × every station role too)", () => {
  let t: TestApp;
  let stripe: TestApp;
  let f: Fixture;
  let routes: string[];
  let conformance: Awaited<ReturnType<typeof apiDocumentChecker>>;

  beforeAll(async () => {
    [t, stripe] = await Promise.all([createTestApp(MATRIX_ENV), createTestApp(STRIPE_ENV)]);
    const db = t.database.db;
    const [studentA, studentB, admin, staff, otherStaff] = await Promise.all([
      signUp(t.app, { name: "Student A", badge: "Gold", db }),
      signUp(t.app, { name: "Student B", badge: "Gold", db }),
      signUp(t.app, { name: "Admin", role: "admin", badge: "Gold", db }),
      signUp(t.app, { name: "Staff", badge: "Gold", db }),
      signUp(t.app, { name: "Other Staff", badge: "Gold", db }),
    ]);
    const clinicCampId = await insertCamp(db, "Clinic Camp");
    const stationUsers = await Promise.all(STATION_ROLES.map((role) => signUp(t.app, { name: `Station ${role}`, db })));
    const station = Object.fromEntries(STATION_ROLES.map((role, i) => [role, stationUsers[i]!])) as Record<
      StationRole,
      TestUser
    >;
    await db
      .insert(staffAssignments)
      .values([
        { userId: staff.id, campId: null },
        { userId: otherStaff.id, campId: await insertCamp(db) },
        ...STATION_ROLES.map((role) => ({ userId: station[role].id, campId: clinicCampId, role })),
      ]);
    const clinic = (user: TestUser, method: "POST" | "PUT", url: string, payload?: object) =>
      injectAs(t.app, user, { method, url, ...(payload ? { payload } : {}) });
    const consent = { care: true, followUp: false, keep: false };
    let personOfA: Promise<string> | undefined;
    const visitAtClinic = async () => {
      const person = { name: `Walk-in ${randomUUID().slice(0, 8)}`, sex: "male", ageYears: 40 };
      const res = await clinic(admin, "POST", `/api/meals/${clinicCampId}/visits`, { person, consent });
      return res.json() as { visitId: string; personId: string };
    };
    const asA = (url: string, payload: object) => injectAs(t.app, studentA, { method: "POST", url, payload });
    const spare = await signUp(t.app);
    f = {
      users: { studentA, studentB, admin, staff, otherStaff, ...station },
      clinicCampId,
      visitAtClinic,
      async consultedVisit(signed) {
        const { visitId } = await visitAtClinic();
        const data = { complaints: "Policy complaint" };
        await clinic(station.doctor, "PUT", `/api/visits/${visitId}/sections/consultation`, {
          writeId: randomUUID(),
          data,
        });
        if (signed) await clinic(station.doctor, "POST", `/api/visits/${visitId}/sign`);
        return visitId;
      },
      async medicineAtClinic() {
        const paracetamol = { name: "Paracetamol", strength: "500 mg", form: "tablet", unit: "tablet" };
        await clinic(admin, "PUT", `/api/meals/${clinicCampId}/medicines`, { medicines: [paracetamol] });
        const [row] = await db
          .select({ id: campMedicines.id })
          .from(campMedicines)
          .where(eq(campMedicines.campId, clinicCampId));
        return row!.id;
      },
      async batchAtClinic() {
        // Written straight to the database: the admin's requests are rate limited, and this row's actors are many.
        const [existing] = await db
          .select({ id: campMedicines.id })
          .from(campMedicines)
          .where(eq(campMedicines.campId, clinicCampId));
        const medicineId = existing?.id ?? (await f.medicineAtClinic());
        const [batch] = await db
          .insert(stockBatches)
          .values({
            campId: clinicCampId,
            medicineId,
            batch: `POLICY-${randomUUID().slice(0, 8)}`,
            expiresOn: "2999-12-31",
            received: 10,
            left: 10,
          })
          .returning({ id: stockBatches.id });
        return batch!.id;
      },
      async prescribedVisit() {
        const { visitId } = await visitAtClinic();
        const prescriptions = [
          { medicine: "Paracetamol 500 mg", dose: "1 tablet", frequency: "3 times a day", days: 3 },
        ];
        await clinic(station.doctor, "PUT", `/api/visits/${visitId}/sections/consultation`, {
          writeId: randomUUID(),
          data: { prescriptions },
        });
        await clinic(station.doctor, "POST", `/api/visits/${visitId}/sign`);
        return visitId;
      },
      async referableVisit() {
        const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
        const person = { name: `Referred ${randomUUID().slice(0, 8)}`, sex: "female", birthYear: 1970, phone };
        const res = await clinic(admin, "POST", `/api/meals/${clinicCampId}/visits`, { person, consent });
        const { visitId } = res.json() as { visitId: string };
        await clinic(station.nurse, "PUT", `/api/visits/${visitId}/sections/vitals`, {
          writeId: randomUUID(),
          data: { pulse: 88, systolic: 150, diastolic: 95 },
        });
        await clinic(station.doctor, "PUT", `/api/visits/${visitId}/sections/consultation`, {
          writeId: randomUUID(),
          data: { findings: "Policy findings" },
        });
        return visitId;
      },
      async facilityAtClinic() {
        const res = await clinic(admin, "PUT", `/api/meals/${clinicCampId}/facilities`, {
          facilities: FACILITIES_AT_CLINIC,
        });
        return (res.json() as { facilities: { id: string }[] }).facilities[0]!.id;
      },
      async referral() {
        const referralId = randomUUID();
        await clinic(station.doctor, "POST", `/api/visits/${await f.referableVisit()}/referrals`, {
          referralId,
          facilityId: await f.facilityAtClinic(),
          department: "Medicine",
          reason: "Policy reason",
          urgency: "routine",
          dueOn: "2099-01-01",
        });
        const slip = await injectAs(t.app, station.doctor, { url: `/api/referrals/${referralId}/slip` });
        return { referralId, token: (slip.json() as { confirm: { token: string } }).confirm.token };
      },
      async duplicatePair() {
        const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
        const walkIn = (name: string) => ({ name, sex: "female", birthYear: 1985, phone });
        const register = (name: string) =>
          clinic(admin, "POST", `/api/meals/${clinicCampId}/visits`, { person: walkIn(name), consent });
        const older = (await register("Nasrin Sultana").then((r) => r.json())) as { personId: string };
        const newer = (await register("Nasrin Sultana").then((r) => r.json())) as { personId: string };
        return { personId: newer.personId, otherId: older.personId };
      },
      async signedVisitWithPhone() {
        const phone = `+88017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
        const person = { name: `Linked ${randomUUID().slice(0, 8)}`, sex: "female", birthYear: 1980, phone };
        const res = await clinic(admin, "POST", `/api/meals/${clinicCampId}/visits`, { person, consent });
        const { visitId } = res.json() as { visitId: string };
        await clinic(station.doctor, "PUT", `/api/visits/${visitId}/sections/consultation`, {
          writeId: randomUUID(),
          data: { advice: "Policy advice" },
        });
        await clinic(station.doctor, "POST", `/api/visits/${visitId}/sign`);
        return visitId;
      },
      async summaryLinkCode() {
        const visitId = await f.signedVisitWithPhone();
        const sent = await clinic(admin, "POST", `/api/visits/${visitId}/summary-link`);
        return { visitId, code: await lastCodeTo(db, (sent.json() as { phone: string }).phone) };
      },
      async summaryLink() {
        const { visitId, code } = await f.summaryLinkCode();
        const sent = await clinic(admin, "POST", `/api/visits/${visitId}/summary-link/verify`, { code });
        return lastSummaryLinkTo(db, (sent.json() as { phone: string }).phone);
      },
      async summaryLinkOpenCode() {
        const token = await f.summaryLink();
        const [row] = await queryRows<{ to_phone: string }>(
          db,
          sql`select to_phone from sms_message where kind = 'summary-link' and body like ${`%${token}%`}`,
        );
        await t.app.inject({
          method: "POST",
          url: `/api/summary-links/${token}/code`,
          headers: { origin: TEST_BASE_URL },
        });
        return { token, code: await lastCodeTo(db, row!.to_phone) };
      },
      personOfA() {
        // Made once: A's seat at the clinic camp registers A's person (a repeat finds the same one).
        personOfA ??= (async () => {
          const seat = await asA("/api/meal/request", { mealId: clinicCampId });
          const { insertedId: requestId } = seat.json() as { insertedId: string };
          const res = await clinic(admin, "POST", `/api/meals/${clinicCampId}/visits`, { requestId, consent });
          return (res.json() as { personId: string }).personId;
        })();
        return personOfA;
      },
      newCamp: () => insertCamp(db),
      newUpcomingCamp: () => insertUpcomingCamp(db),
      newStudentId: async () => spare.id,
      ticketOfA: async () => {
        const mealId = await insertCamp(db);
        const { insertedId } = (await asA("/api/meal/request", { mealId })).json() as { insertedId: string };
        const code = (await injectAs(t.app, studentA, { method: "GET", url: `/api/tickets/${insertedId}` })).json()
          .code;
        return { mealId, code };
      },
      checkInOfA: async () => {
        const { mealId, code } = await f.ticketOfA();
        const scan = { mealId, code, clientId: randomUUID(), scannedAt: new Date().toISOString() };
        const res = await injectAs(t.app, admin, { method: "POST", url: "/api/check-ins", payload: scan });
        return (res.json() as { checkIn: { id: string } }).checkIn.id;
      },
      staffToRemove: async () => {
        const removable = await signUp(t.app);
        await db.insert(staffAssignments).values({ userId: removable.id, campId: null });
        return removable.id;
      },
      async requestOfA() {
        return (await asA("/api/meal/request", { mealId: await insertCamp(db) })).json().insertedId;
      },
      async reviewOfA() {
        const mealId = await insertCamp(db);
        const res = await asA(`/api/meals/${mealId}/review`, { comment: "Mine", rating: 5 });
        return { reviewId: res.json().insertedId, mealId };
      },
      async intentOfA() {
        // Student A holds Gold again, granted without a subscription (a recorded Silver purchase of an earlier row
        // started one): Silver is always a package A may buy, never PACKAGE_ALREADY_HELD or a downgrade.
        await db.delete(subscriptions).where(eq(subscriptions.userId, studentA.id));
        await db.update(userRows).set({ badge: "Gold", badgeUntil: null }).where(eq(userRows.id, studentA.id));
        return (await asA("/api/create-payment-intent", { price: 10 })).json().clientSecret;
      },
      async paidIntentOfA() {
        const clientSecret = await f.intentOfA();
        const paid = await asA("/api/demo-payments/confirm", {
          clientSecret,
          cardNumber: "4242424242424242",
          expiry: "12/39",
          cvc: "123",
        });
        return paid.json().id;
      },
      newDatedCamp: () => insertDatedCamp(db),
      async dhis2Mapping() {
        const settings = { orgUnit: "ImspTQPwCqd", periodType: "monthly" };
        await db.insert(dhis2Settings).values(settings).onConflictDoUpdate({ target: dhis2Settings.id, set: settings });
      },
      async calendarFeedOfA() {
        const feed = await injectAs(t.app, studentA, { url: "/api/me/calendar" });
        return (feed.json() as { url: string }).url.replace(TEST_BASE_URL, "");
      },
      async newsletterConfirmToken() {
        const token = randomUUID();
        await db.insert(newsletterSubscribers).values({ email: `${token}@example.org`, tokenHash: hashToken(token) });
        return token;
      },
      async goldForEveryone() {
        const month = { startsAt: new Date(), endsAt: new Date(Date.now() + 30 * 86_400_000) };
        for (const user of [studentA, studentB, admin, staff, otherStaff]) {
          const row = { userId: user.id, packageName: "Gold", status: "active", autoRenew: true, nextPackage: null };
          await db
            .insert(subscriptions)
            .values({ ...row, ...month, dueAt: month.endsAt, cardLast4: "4242" })
            .onConflictDoUpdate({ target: subscriptions.userId, set: { ...row, ...month, dueAt: month.endsAt } });
        }
      },
      async notificationOfA() {
        const [row] = await db
          .insert(notifications)
          .values({ userId: studentA.id, kind: "matrix", title: "For A", body: "Only A may read it." })
          .returning({ id: notifications.id });
        return row!.id;
      },
    };
    routes = [...new Set([...routeTable(t.app), ...routeTable(stripe.app)])].sort();
    conformance = await apiDocumentChecker(t.app);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), stripe?.close()]);
  });

  it("reads the real route table, hidden routes included", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/webhooks/stripe",
        "POST /api/auth/*",
        "GET /api/auth/*",
        "GET /api/openapi.json",
      ]),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it("has a policy row or a written exemption for every route the server serves, and no row for a route it does not", () => {
    expect(
      routes.filter((r) => !(r in POLICY) && !(r in EXEMPT)),
      "routes without a policy row",
    ).toEqual([]);
    expect(
      [...Object.keys(POLICY), ...Object.keys(EXEMPT)].filter((r) => !routes.includes(r)),
      "policy rows without a route",
    ).toEqual([]);
  });

  const users = (actor: Actor): TestUser | null => (actor === "anonymous" ? null : f.users[actor]);

  it.each(Object.keys(POLICY))(
    "%s answers each actor as its policy says, lets only public answers be stored, and a refused request changes nothing",
    async (route) => {
      const row = POLICY[route]!;
      const server: TestApp = row.stripeOnly ? stripe : t;
      const app: FastifyInstance = server.app;
      const method = route.split(" ")[0] as "GET";
      const outcomes: string[] = [];
      for (const actor of actorsFor(row)) {
        const request = await row.request(f); // a fresh object of student A's for every actor
        const actorUser =
          row.throwawayActor && actor !== "anonymous"
            ? await signUp(app, { role: actor === "admin" ? "admin" : undefined, db: server.database.db })
            : users(actor);
        const before = await databaseFingerprint(server.database.db);
        const res = await injectAs(app, actorUser, { method, ...request });
        if (!row.stripeOnly) conformance.check(route, res);
        const caching = cachingProblem(row, actor, res);
        if (caching) outcomes.push(`${actor}: ${caching}`);
        const expected = expectedStatuses(row.access, actor);
        const ok =
          expected === "success" ? res.statusCode >= 200 && res.statusCode < 400 : expected.includes(res.statusCode);
        if (!ok) {
          outcomes.push(
            `${actor}: got ${res.statusCode} ${res.body.slice(0, 120)}, expected ${JSON.stringify(expected)}`,
          );
        } else if (expected !== "success") {
          // Refused: the object (student A's, or anyone's) and everything else read back unchanged.
          const after = await databaseFingerprint(server.database.db);
          if (after !== before) outcomes.push(`${actor}: refused with ${res.statusCode} but the database changed`);
          const body = res.json() as { message?: unknown; code?: unknown };
          if (typeof body.message !== "string" || typeof body.code !== "string") {
            outcomes.push(`${actor}: refusal without {message, code}: ${res.body.slice(0, 120)}`);
          }
        }
      }
      expect(outcomes).toEqual([]);
    },
  );

  it("answers only what the API document lists, in the shapes it gives (a validating proxy's view)", () => {
    expect(conformance.checked()).toBeGreaterThan(100);
    expect(conformance.problems).toEqual([]);
  });
});
