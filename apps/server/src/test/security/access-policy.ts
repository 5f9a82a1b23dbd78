import { STATION_KINDS, STATION_ROLES, type StationRole } from "@medcamp/contract";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { unsubscribeToken } from "../../modules/mail/index.ts";
import { TEST_AUTH_SECRET } from "../test-app.ts";
import { TEST_PASSWORD, type TestUser } from "../test-users.ts";

/**
 * `staff` staffs every camp; `otherStaff` one camp of its own, never the fixture's fresh camps (issue 21). The
 * station actors (issue 39) each hold that role at the fixture's clinic camp only; they are asked every clinic row
 * (elsewhere they are staff of one camp, as `otherStaff` is).
 */
export type StationActor = StationRole;
export type Actor = "anonymous" | "studentA" | "studentB" | "admin" | "staff" | "otherStaff" | StationActor;
export const ACTORS: Actor[] = ["anonymous", "studentA", "studentB", "admin", "staff", "otherStaff"];
export const STATION_ACTORS: StationActor[] = [...STATION_ROLES];

/** The actors a row is asked as: the clinic's rows also as every station role. */
export const actorsFor = (row: PolicyRow): Actor[] =>
  row.access.kind === "station" ? [...ACTORS, ...STATION_ACTORS] : ACTORS;

/**
 * Who may call a route:
 * - public: everyone;
 * - user: any signed-in user;
 * - admin: admins only;
 * - owner: the object's owner (objects are always made for student A; student B is "someone else"), and
 *   admins when `adminMay` (reads the admin screens need), and the camp's staff when `staffMay` (camp day reads);
 * - staff and otherStaff are students otherwise: every admin-only route refuses them;
 * - signed: no one by session; only a request signed with the provider's secret (Stripe's webhook), so every
 *   actor's unsigned request is refused with 400.
 */
export type Access =
  | { kind: "public" }
  /**
   * onMatrixServers: what a signed-in actor gets on the matrix's servers when the route's success needs what they lack
   * (Stripe Billing), proven in the route's own tests.
   */
  | { kind: "user"; onMatrixServers?: number[] }
  | { kind: "admin" }
  | { kind: "owner"; adminMay: boolean; staffMay?: true }
  /** Admins and the camp's staff (check-in): students and other camps' staff are refused (403, or 404). */
  | { kind: "campStaff" }
  /**
   * The camp clinic (issue 39): these station roles at the visit's camp, and admins when `adminMay`; everyone else
   * signed in is refused (403, or 404).
   */
  | { kind: "station"; roles: readonly StationRole[]; adminMay: boolean }
  | { kind: "signed" };

/** What a policy row needs to build a valid request: the users and fresh objects owned by student A. */
export interface Fixture {
  users: Record<Exclude<Actor, "anonymous">, TestUser>;
  /** The camp where the station actors hold their roles. */
  clinicCampId: string;
  /** A fresh walk-in's visit at the clinic camp, waiting at vitals (registered by an admin). */
  visitAtClinic(): Promise<{ visitId: string; personId: string }>;
  /** A fresh visit with a consultation written by the clinic's doctor; `signed`: and signed. */
  consultedVisit(signed: boolean): Promise<string>;
  /** The id of Paracetamol 500 mg on the clinic camp's own medicine list (saved again if a row reset the list). */
  medicineAtClinic(): Promise<string>;
  /** A fresh batch of 10 Paracetamol 500 mg received at the clinic camp (its id). */
  batchAtClinic(): Promise<string>;
  /** A fresh visit whose consultation prescribes Paracetamol 500 mg, signed by the clinic's doctor. */
  prescribedVisit(): Promise<string>;
  /** A fresh visit at the clinic camp with everything a referral needs: a phone, vitals, a consultation's findings. */
  referableVisit(): Promise<string>;
  /** The clinic camp's partner facility (the list FACILITIES_AT_CLINIC, set again by an admin): its id. */
  facilityAtClinic(): Promise<string>;
  /** A fresh referral issued by the clinic's doctor, and its confirmation link's token. */
  referral(): Promise<{ referralId: string; token: string }>;
  /** A fresh walk-in with a phone and no account whose consultation the clinic's doctor signed. */
  signedVisitWithPhone(): Promise<string>;
  /** Such a visit whose summary link an admin asked for: the code texted to verify the person's number. */
  summaryLinkCode(): Promise<{ visitId: string; code: string }>;
  /** Such a visit's summary link, texted once the number was verified: its token. */
  summaryLink(): Promise<string>;
  /** A summary link's token and the code texted to open it. */
  summaryLinkOpenCode(): Promise<{ token: string; code: string }>;
  /** A DHIS2 mapping with an org unit and one mapped figure (written straight to the database). */
  dhis2Mapping(): Promise<void>;
  /** Student A's person (registered from A's seat at the clinic camp). */
  personOfA(): Promise<string>;
  /** Two fresh walk-ins the desk flagged as possible duplicates: the newer (`personId`) and the older. */
  duplicatePair(): Promise<{ personId: string; otherId: string }>;
  newCamp(): Promise<string>;
  newUpcomingCamp(): Promise<string>;
  /** A throwaway student for make-admin. */
  newStudentId(): Promise<string>;
  /** Student A's seat on a fresh camp: its camp and ticket code. */
  ticketOfA(): Promise<{ mealId: string; code: string }>;
  /** A fresh check-in of student A's ticket (its id). */
  checkInOfA(): Promise<string>;
  /** A fresh student made staff for every camp, for remove-staff to take back. */
  staffToRemove(): Promise<string>;
  requestOfA(): Promise<string>;
  reviewOfA(): Promise<{ reviewId: string; mealId: string }>;
  intentOfA(): Promise<string>;
  paidIntentOfA(): Promise<string>;
  /** A camp with a start (a calendar file needs one). */
  newDatedCamp(): Promise<string>;
  /** The path of student A's personal calendar feed (/api/calendar/{token}.ics). */
  calendarFeedOfA(): Promise<string>;
  /** The token of a fresh newsletter confirmation link (a pending address). */
  newsletterConfirmToken(): Promise<string>;
  /** Every signed-in actor holds an active, renewing Gold subscription (each changes only their own). */
  goldForEveryone(): Promise<void>;
  /** A fresh in-app notification of student A's (its id). */
  notificationOfA(): Promise<string>;
}

export interface PolicyRow {
  access: Access;
  request(f: Fixture): Promise<Omit<InjectOptions, "method">>;
  /** The route exists only on a server configured for Stripe; its row runs there. */
  stripeOnly?: true;
  /**
   * Everyone may call it, but what it answers is about the caller's session (better-auth's get-session), or it sets
   * a cookie of the caller's (the public pages' forms): stored by no cache.
   */
  sessionAnswer?: true;
  /** No session: the URL's secret token is the credential (a calendar feed), so every answer is `no-store`. */
  secretUrl?: true;
  /** The route ends the caller's account: each signed-in actor is a fresh user of the same role, made for it. */
  throwawayActor?: true;
}

/**
 * Routes with no row, each with the reason and the tests that cover them instead. Nothing else may be missing.
 */
export const EXEMPT: Record<string, string> = {
  "POST /api/auth/*":
    "better-auth's own endpoints (sign-up, sign-in, sign-out…): no object of anyone else's; its origin check " +
    "and rate limits are tested in auth/auth.test.ts, security/rate-limit.test.ts and security/headers-and-cookies.test.ts",
};

/** The clinic camp's partner facilities in the matrix (PUT again as they are: the facility keeps its id). */
export const FACILITIES_AT_CLINIC = [
  { name: "Policy District Hospital", address: "1 Hospital Road", phone: "+8802000000", departments: ["Medicine"] },
];

const camp = {
  title: "Policy Camp",
  category: "3days",
  image: "https://example.org/p.png",
  ingredients: ["Nurse"],
  description: "Made by the authorization matrix.",
  price: 5,
};

/** The expected outcome of every API route, written once. A route without a row fails the matrix test. */
export const POLICY: Record<string, PolicyRow> = {
  "GET /api/health": { access: { kind: "public" }, request: async () => ({ url: "/api/health" }) },
  "GET /api/openapi.json": { access: { kind: "public" }, request: async () => ({ url: "/api/openapi.json" }) },
  "GET /api/docs": { access: { kind: "public" }, request: async () => ({ url: "/api/docs" }) },
  "GET /api/docs/": { access: { kind: "public" }, request: async () => ({ url: "/api/docs/" }) },
  "GET /api/docs/json": { access: { kind: "public" }, request: async () => ({ url: "/api/docs/json" }) },
  "GET /api/docs/yaml": { access: { kind: "public" }, request: async () => ({ url: "/api/docs/yaml" }) },
  "GET /api/docs/static/*": {
    access: { kind: "public" },
    request: async () => ({ url: "/api/docs/static/swagger-ui.css" }),
  },
  "GET /api/docs/static/index.html": {
    access: { kind: "public" },
    request: async () => ({ url: "/api/docs/static/index.html" }),
  },
  "GET /api/docs/static/swagger-initializer.js": {
    access: { kind: "public" },
    request: async () => ({ url: "/api/docs/static/swagger-initializer.js" }),
  },
  "GET /api/auth/*": {
    access: { kind: "public" },
    sessionAnswer: true,
    request: async () => ({ url: "/api/auth/get-session" }),
  },
  "POST /api/webhooks/stripe": {
    access: { kind: "signed" },
    stripeOnly: true,
    request: async (f) => ({
      url: "/api/webhooks/stripe",
      payload: {
        id: "evt_forged",
        type: "payment_intent.succeeded",
        data: {
          object: { id: "pi_forged", amount: 1500, status: "succeeded", metadata: { userId: f.users.studentA.id } },
        },
      },
    }),
  },
  "GET /api/app-config": { access: { kind: "public" }, request: async () => ({ url: "/api/app-config" }) },
  "GET /api/meals": { access: { kind: "public" }, request: async () => ({ url: "/api/meals?category=All" }) },
  "GET /api/meals/{id}": {
    access: { kind: "public" },
    request: async (f) => ({ url: `/api/meals/${await f.newCamp()}` }),
  },
  "GET /api/upcoming-meals": { access: { kind: "public" }, request: async () => ({ url: "/api/upcoming-meals" }) },
  "GET /api/meal-cities": { access: { kind: "public" }, request: async () => ({ url: "/api/meal-cities" }) },
  // Crawlers' and link previews' files at the site's root (issue 22, modules/seo).
  "GET /meal-image/{id}.png": {
    access: { kind: "public" },
    request: async (f) => ({ url: `/meal-image/${await f.newCamp()}.png` }),
  },
  "GET /share-image.png": { access: { kind: "public" }, request: async () => ({ url: "/share-image.png" }) },
  "GET /sitemap.xml": { access: { kind: "public" }, request: async () => ({ url: "/sitemap.xml" }) },
  "GET /sitemaps/pages.xml": { access: { kind: "public" }, request: async () => ({ url: "/sitemaps/pages.xml" }) },
  "GET /sitemaps/camps-{page}.xml": {
    access: { kind: "public" },
    request: async (f) => {
      await f.newCamp(); // so that there is a first page
      return { url: "/sitemaps/camps-1.xml" };
    },
  },
  "GET /robots.txt": { access: { kind: "public" }, request: async () => ({ url: "/robots.txt" }) },
  "GET /api/meals/{id}/calendar.ics": {
    access: { kind: "public" },
    request: async (f) => ({ url: `/api/meals/${await f.newDatedCamp()}/calendar.ics` }),
  },
  "GET /api/calendar/{token}.ics": {
    access: { kind: "public" },
    secretUrl: true,
    request: async (f) => ({ url: await f.calendarFeedOfA() }),
  },
  "POST /api/newsletter": {
    access: { kind: "public" },
    request: async () => ({ url: "/api/newsletter", payload: { email: "policy-reader@example.org" } }),
  },
  "POST /newsletter": {
    access: { kind: "public" },
    sessionAnswer: true,
    request: async () => ({
      url: "/newsletter",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=policy-form%40example.org",
    }),
  },
  "POST /theme": {
    access: { kind: "public" },
    sessionAnswer: true,
    request: async () => ({
      url: "/theme",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "theme=dark&return=%2Fmeals",
    }),
  },
  "POST /api/newsletter/confirm": {
    access: { kind: "public" },
    request: async (f) => ({ url: "/api/newsletter/confirm", payload: { token: await f.newsletterConfirmToken() } }),
  },
  "POST /api/unsubscribe": {
    access: { kind: "public" },
    secretUrl: true,
    request: async (f) => {
      const token = unsubscribeToken(TEST_AUTH_SECRET, { topic: "campUpdates", subject: f.users.studentA.id });
      return {
        url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      };
    },
  },
  "POST /api/create-user": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/create-user", payload: {} }),
  },
  "GET /api/is-admin": { access: { kind: "user" }, request: async () => ({ url: "/api/is-admin" }) },
  "POST /api/meals/{id}/like": {
    access: { kind: "user" },
    request: async (f) => ({ url: `/api/meals/${await f.newCamp()}/like`, payload: {} }),
  },
  "POST /api/meals/{id}/review": {
    access: { kind: "user" },
    request: async (f) => ({ url: `/api/meals/${await f.newCamp()}/review`, payload: { comment: "Good", rating: 4 } }),
  },
  "GET /api/meals/{id}/questions": {
    access: { kind: "public" },
    request: async (f) => ({ url: `/api/meals/${await f.newCamp()}/questions` }),
  },
  "PUT /api/meals/{id}/questions": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meals/${await f.newCamp()}/questions`, payload: { questions: [] } }),
  },
  "GET /api/meal-requests/{id}/answers": {
    access: { kind: "owner", adminMay: true, staffMay: true },
    request: async (f) => ({ url: `/api/meal-requests/${await f.requestOfA()}/answers` }),
  },
  "PUT /api/meal-requests/{id}/answers": {
    access: { kind: "owner", adminMay: false },
    request: async (f) => ({ url: `/api/meal-requests/${await f.requestOfA()}/answers`, payload: { answers: [] } }),
  },
  "GET /api/tickets/{requestId}": {
    access: { kind: "owner", adminMay: true, staffMay: true },
    request: async (f) => ({ url: `/api/tickets/${await f.requestOfA()}` }),
  },
  "GET /api/meals/{id}/roster": {
    access: { kind: "campStaff" },
    request: async (f) => ({ url: `/api/meals/${(await f.ticketOfA()).mealId}/roster` }),
  },
  "GET /api/meals/{id}/attendance": {
    access: { kind: "campStaff" },
    request: async (f) => ({ url: `/api/meals/${(await f.ticketOfA()).mealId}/attendance` }),
  },
  "POST /api/check-ins": {
    access: { kind: "campStaff" },
    request: async (f) => {
      const { mealId, code } = await f.ticketOfA();
      return {
        url: "/api/check-ins",
        payload: { mealId, code, clientId: crypto.randomUUID(), scannedAt: new Date().toISOString() },
      };
    },
  },
  "DELETE /api/check-ins/{id}": {
    access: { kind: "campStaff" },
    request: async (f) => ({ url: `/api/check-ins/${await f.checkInOfA()}` }),
  },
  // The camp clinic (issue 39): every route for every station role, a camper, another camp's staff and a visitor.
  "POST /api/meals/{id}/visits": {
    access: { kind: "station", roles: ["desk"], adminMay: true },
    request: async (f) => ({
      url: `/api/meals/${f.clinicCampId}/visits`,
      payload: {
        person: { name: `Policy ${crypto.randomUUID().slice(0, 8)}`, sex: "female", ageYears: 30 },
        consent: { care: true, followUp: false, keep: false },
      },
    }),
  },
  "GET /api/meals/{id}/people": {
    access: { kind: "station", roles: ["desk"], adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/people?phone=%2B8801712345678` }),
  },
  "GET /api/meals/{id}/queue": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/queue?station=vitals` }),
  },
  "POST /api/meals/{id}/queue/next": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => {
      await f.visitAtClinic();
      return { url: `/api/meals/${f.clinicCampId}/queue/next`, payload: { station: "vitals" } };
    },
  },
  "POST /api/visits/{visitId}/move": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({
      url: `/api/visits/${(await f.visitAtClinic()).visitId}/move`,
      payload: { from: "vitals", to: "next" },
    }),
  },
  "PUT /api/visits/{visitId}/sections/{station}": {
    access: { kind: "station", roles: ["nurse", "doctor"], adminMay: false },
    request: async (f) => ({
      url: `/api/visits/${(await f.visitAtClinic()).visitId}/sections/vitals`,
      payload: { writeId: crypto.randomUUID(), data: { pulse: 80 } },
    }),
  },
  "POST /api/visits/{visitId}/sign": {
    access: { kind: "station", roles: ["doctor"], adminMay: false },
    request: async (f) => ({ url: `/api/visits/${await f.consultedVisit(false)}/sign` }),
  },
  "POST /api/visits/{visitId}/addenda": {
    access: { kind: "station", roles: ["doctor"], adminMay: false },
    request: async (f) => ({
      url: `/api/visits/${await f.consultedVisit(true)}/addenda`,
      payload: { writeId: crypto.randomUUID(), text: "Addendum" },
    }),
  },
  "GET /api/visits/{visitId}": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({ url: `/api/visits/${(await f.visitAtClinic()).visitId}` }),
  },
  "GET /api/visits/{visitId}/summary": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => ({ url: `/api/visits/${await f.consultedVisit(true)}/summary` }),
  },
  // FHIR R4 exports (issue 41 item 3): a visit's for those who read its whole record (and its person, tested in
  // modules/fhir); a camp's for admins.
  "GET /api/visits/{visitId}/fhir": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => ({ url: `/api/visits/${await f.consultedVisit(true)}/fhir` }),
  },
  "GET /api/meals/{id}/fhir.ndjson": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/fhir.ndjson` }),
  },
  "GET /api/admin/people/duplicates": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/admin/people/duplicates" }),
  },
  "POST /api/people/{personId}/merge": {
    access: { kind: "admin" },
    request: async (f) => {
      const { personId, otherId } = await f.duplicatePair();
      return { url: `/api/people/${personId}/merge`, payload: { into: otherId } };
    },
  },
  "DELETE /api/people/{personId}/duplicates/{otherId}": {
    access: { kind: "admin" },
    request: async (f) => {
      const { personId, otherId } = await f.duplicatePair();
      return { url: `/api/people/${personId}/duplicates/${otherId}` };
    },
  },
  "GET /api/meals/{id}/stations": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/stations` }),
  },
  "PUT /api/meals/{id}/stations": {
    access: { kind: "admin" },
    request: async (f) => ({
      url: `/api/meals/${f.clinicCampId}/stations`,
      payload: { stations: [...STATION_KINDS] },
    }),
  },
  "GET /api/meals/{id}/screening-tests": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/screening-tests` }),
  },
  "PUT /api/meals/{id}/screening-tests": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/screening-tests`, payload: { tests: [] } }),
  },
  "GET /api/meals/{id}/medicines": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/medicines` }),
  },
  "PUT /api/meals/{id}/medicines": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/medicines`, payload: { medicines: [] } }),
  },
  // The camp pharmacy (issue 40).
  "POST /api/meals/{id}/stock": {
    access: { kind: "station", roles: ["pharmacist"], adminMay: true },
    request: async (f) => ({
      url: `/api/meals/${f.clinicCampId}/stock`,
      payload: {
        receiptId: crypto.randomUUID(),
        medicineId: await f.medicineAtClinic(),
        batch: "POLICY-1",
        quantity: 10,
        expiresOn: "2999-12-31",
      },
    }),
  },
  "POST /api/meals/{id}/stock/write-offs": {
    access: { kind: "station", roles: ["pharmacist"], adminMay: true },
    request: async (f) => ({
      url: `/api/meals/${f.clinicCampId}/stock/write-offs`,
      payload: { writeOffId: crypto.randomUUID(), batchId: await f.batchAtClinic(), quantity: 1, reason: "damaged" },
    }),
  },
  "POST /api/visits/{visitId}/dispenses": {
    access: { kind: "station", roles: ["pharmacist"], adminMay: true },
    request: async (f) => ({
      url: `/api/visits/${await f.prescribedVisit()}/dispenses`,
      payload: {
        dispenseId: crypto.randomUUID(),
        items: [{ medicine: "Paracetamol 500 mg", quantity: 1 }],
        partial: true,
      },
    }),
  },
  "GET /api/meals/{id}/stock-report": {
    access: { kind: "station", roles: ["pharmacist", "doctor"], adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/stock-report` }),
  },
  "GET /api/meals/{id}/facilities": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/facilities` }),
  },
  "PUT /api/meals/{id}/facilities": {
    access: { kind: "admin" },
    request: async (f) => ({
      url: `/api/meals/${f.clinicCampId}/facilities`,
      payload: { facilities: FACILITIES_AT_CLINIC },
    }),
  },
  "POST /api/visits/{visitId}/referrals": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => ({
      url: `/api/visits/${await f.referableVisit()}/referrals`,
      payload: {
        referralId: crypto.randomUUID(),
        facilityId: await f.facilityAtClinic(),
        department: "Medicine",
        reason: "Policy reason",
        urgency: "soon",
        dueOn: "2099-01-01",
      },
    }),
  },
  "GET /api/referrals/{id}/slip": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => ({ url: `/api/referrals/${(await f.referral()).referralId}/slip` }),
  },
  "GET /api/referrals/confirm/{token}": {
    access: { kind: "public" },
    secretUrl: true,
    request: async (f) => ({ url: `/api/referrals/confirm/${(await f.referral()).token}` }),
  },
  "POST /api/referrals/confirm/{token}": {
    access: { kind: "public" },
    secretUrl: true,
    request: async (f) => ({
      url: `/api/referrals/confirm/${(await f.referral()).token}`,
      payload: { arrivedOn: new Date().toISOString().slice(0, 10), outcome: "seen" },
    }),
  },
  "POST /api/visits/{visitId}/summary-link": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => ({ url: `/api/visits/${await f.signedVisitWithPhone()}/summary-link` }),
  },
  "POST /api/visits/{visitId}/summary-link/verify": {
    access: { kind: "station", roles: STATION_ROLES, adminMay: true },
    request: async (f) => {
      const { visitId, code } = await f.summaryLinkCode();
      return { url: `/api/visits/${visitId}/summary-link/verify`, payload: { code } };
    },
  },
  "GET /api/summary-links/{token}": {
    access: { kind: "public" },
    secretUrl: true,
    request: async (f) => ({ url: `/api/summary-links/${await f.summaryLink()}` }),
  },
  "POST /api/summary-links/{token}/code": {
    access: { kind: "public" },
    secretUrl: true,
    request: async (f) => ({ url: `/api/summary-links/${await f.summaryLink()}/code` }),
  },
  "POST /api/summary-links/{token}/open": {
    access: { kind: "public" },
    secretUrl: true,
    request: async (f) => {
      const { token, code } = await f.summaryLinkOpenCode();
      return { url: `/api/summary-links/${token}/open`, payload: { code } };
    },
  },
  "GET /api/meals/{id}/referrals": {
    access: { kind: "station", roles: ["doctor", "desk"], adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/referrals` }),
  },
  "POST /api/referrals/{id}/calls": {
    access: { kind: "station", roles: ["doctor", "desk"], adminMay: true },
    request: async (f) => ({
      url: `/api/referrals/${(await f.referral()).referralId}/calls`,
      payload: { callId: crypto.randomUUID(), result: "reached" },
    }),
  },
  "GET /api/meals/{id}/referral-figures": {
    access: { kind: "station", roles: ["doctor", "desk"], adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/referral-figures` }),
  },
  "GET /api/meals/{id}/report": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/report` }),
  },
  // The camp report's exports (issue 41): the same readers as its JSON; a range and the DHIS2 mapping, admins only.
  "GET /api/meals/{id}/report.csv": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/report.csv` }),
  },
  "GET /api/meals/{id}/report/dhis2": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => {
      await f.dhis2Mapping();
      await f.visitAtClinic(); // the undated clinic camp reports for its first visit's day
      return { url: `/api/meals/${f.clinicCampId}/report/dhis2` };
    },
  },
  "GET /api/camp-reports": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/camp-reports?from=2030-01-01&to=2030-12-31" }),
  },
  "GET /api/camp-reports.csv": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/camp-reports.csv?from=2030-01-01&to=2030-12-31" }),
  },
  "GET /api/admin/dhis2-mapping": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/admin/dhis2-mapping" }),
  },
  "PUT /api/admin/dhis2-mapping": {
    access: { kind: "admin" },
    request: async () => ({
      url: "/api/admin/dhis2-mapping",
      payload: {
        dataSet: null,
        orgUnit: "ImspTQPwCqd",
        periodType: "monthly",
        figures: [{ figure: "registered.people", dataElement: "fbfJHSPpUQD", categoryOptionCombo: "HllvX50cXC0" }],
        campOrgUnits: [],
      },
    }),
  },
  // The report's readers, as its PDF for funders (ADR 033).
  "GET /api/meals/{id}/report.pdf": {
    access: { kind: "station", roles: ["doctor"], adminMay: true },
    request: async (f) => ({ url: `/api/meals/${f.clinicCampId}/report.pdf` }),
  },
  "GET /api/admin/clinical-reads": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/admin/clinical-reads?userId=${f.users.doctor.id}` }),
  },
  "GET /api/people/{personId}/access-log": {
    access: { kind: "owner", adminMay: true },
    request: async (f) => ({ url: `/api/people/${await f.personOfA()}/access-log` }),
  },
  "GET /api/me/visits": { access: { kind: "user" }, request: async () => ({ url: "/api/me/visits" }) },
  "GET /api/me/access-log": { access: { kind: "user" }, request: async () => ({ url: "/api/me/access-log" }) },
  "GET /api/me/health-record.fhir": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/me/health-record.fhir" }),
  },
  // The caller's own record only (none: a PDF that says so); its content is proven in health-record-pdf.test.ts.
  "GET /api/me/health-record.pdf": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/me/health-record.pdf" }),
  },
  "POST /api/make-staff": {
    access: { kind: "admin" },
    request: async (f) => ({ url: "/api/make-staff", payload: { userId: await f.newStudentId() } }),
  },
  "POST /api/remove-staff": {
    access: { kind: "admin" },
    request: async (f) => ({ url: "/api/remove-staff", payload: { userId: await f.staffToRemove() } }),
  },
  "GET /api/staff/{userId}": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/staff/${f.users.staff.id}` }),
  },
  "GET /api/me/staff": { access: { kind: "user" }, request: async () => ({ url: "/api/me/staff" }) },
  "POST /api/meal/request": {
    access: { kind: "user" },
    request: async (f) => ({ url: "/api/meal/request", payload: { mealId: await f.newCamp() } }),
  },
  "POST /api/like-upcoming-meal": {
    access: { kind: "user" },
    request: async (f) => ({ url: "/api/like-upcoming-meal", payload: { mealId: await f.newUpcomingCamp() } }),
  },
  "POST /api/create-payment-intent": {
    access: { kind: "user" },
    // Platinum: every actor holds Gold, which is PACKAGE_ALREADY_HELD.
    request: async () => ({ url: "/api/create-payment-intent", payload: { price: 20 } }),
  },
  "GET /api/me/calendar": { access: { kind: "user" }, request: async () => ({ url: "/api/me/calendar" }) },
  "GET /api/me/data": { access: { kind: "user" }, request: async () => ({ url: "/api/me/data" }) },
  "PUT /api/me/locale": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/me/locale", payload: { locale: "bn" } }),
  },
  "GET /api/me/contact": { access: { kind: "user" }, request: async () => ({ url: "/api/me/contact" }) },
  "PUT /api/me/contact": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/me/contact", payload: { channel: "email" } }),
  },
  "POST /api/me/phone": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/me/phone", payload: { phone: "+8801712345678" } }),
  },
  // The code is texted, not known here: a wrong one (400) or none waiting (409); success in sms/phone.test.ts.
  "POST /api/me/phone/verify": {
    access: { kind: "user", onMatrixServers: [400, 409] },
    request: async () => ({ url: "/api/me/phone/verify", payload: { code: "000000" } }),
  },
  // The provider's callbacks: a shared secret, not a session (the matrix's servers have none: all refused).
  "POST /api/sms/status": {
    access: { kind: "signed" },
    request: async () => ({ url: "/api/sms/status", payload: { id: "forged", status: "delivered" } }),
  },
  "POST /api/sms/inbound": {
    access: { kind: "signed" },
    request: async () => ({ url: "/api/sms/inbound", payload: { from: "+8801712345678", text: "STOP" } }),
  },
  "DELETE /api/me": {
    access: { kind: "user" },
    throwawayActor: true,
    request: async () => ({ url: "/api/me", payload: { password: TEST_PASSWORD } }),
  },
  "GET /api/newsletter/me": { access: { kind: "user" }, request: async () => ({ url: "/api/newsletter/me" }) },
  "PUT /api/newsletter/me": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/newsletter/me", payload: { subscribed: true } }),
  },
  "POST /api/me/calendar/rotate": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/me/calendar/rotate" }),
  },
  "GET /api/subscription": { access: { kind: "user" }, request: async () => ({ url: "/api/subscription" }) },
  "GET /api/subscription/quote": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/subscription/quote?package=Platinum" }),
  },
  "POST /api/subscription/cancel": {
    access: { kind: "user" },
    request: async (f) => (await f.goldForEveryone(), { url: "/api/subscription/cancel" }),
  },
  "POST /api/subscription/resume": {
    access: { kind: "user" },
    request: async (f) => (await f.goldForEveryone(), { url: "/api/subscription/resume" }),
  },
  // Stripe Billing only: everyone signed in is refused NO_SUBSCRIPTION here; stripe-billing.test.ts proves the link.
  "POST /api/subscription/portal": {
    access: { kind: "user", onMatrixServers: [404] },
    request: async () => ({ url: "/api/subscription/portal" }),
  },
  "POST /api/subscription/change": {
    access: { kind: "user" },
    request: async (f) => (
      await f.goldForEveryone(),
      { url: "/api/subscription/change", payload: { package: "Silver" } }
    ),
  },
  "GET /api/notifications": { access: { kind: "user" }, request: async () => ({ url: "/api/notifications" }) },
  "GET /api/notifications/unread-count": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/notifications/unread-count" }),
  },
  "POST /api/notifications/read-all": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/notifications/read-all" }),
  },
  "GET /api/notification-preferences": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/notification-preferences" }),
  },
  "PUT /api/notification-preferences": {
    access: { kind: "user" },
    request: async () => ({ url: "/api/notification-preferences", payload: { campUpdates: false } }),
  },
  "GET /api/meals/{id}/mine": {
    access: { kind: "user" },
    request: async (f) => ({ url: `/api/meals/${(await f.reviewOfA()).mealId}/mine` }),
  },

  "GET /api/users": { access: { kind: "admin" }, request: async () => ({ url: "/api/users" }) },
  "POST /api/make-admin": {
    access: { kind: "admin" },
    request: async (f) => ({ url: "/api/make-admin", payload: { userId: await f.newStudentId() } }),
  },
  "GET /api/admin/{email}": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/admin/${f.users.admin.email}` }),
  },
  "POST /api/meals": { access: { kind: "admin" }, request: async () => ({ url: "/api/meals", payload: camp }) },
  "PATCH /api/meals/{id}": {
    access: { kind: "admin" },
    request: async (f) => {
      const { category: _category, ...update } = camp;
      return { url: `/api/meals/${await f.newCamp()}`, payload: update };
    },
  },
  "DELETE /api/meals/{id}": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meals/${await f.newCamp()}` }),
  },
  "PATCH /api/meals/reset/{id}": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meals/reset/${(await f.reviewOfA()).mealId}` }),
  },
  "GET /api/reviewed-meals": { access: { kind: "admin" }, request: async () => ({ url: "/api/reviewed-meals" }) },
  "POST /api/upcoming-meals": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/upcoming-meals", payload: camp }),
  },
  "POST /api/meals/from-upcoming": {
    access: { kind: "admin" },
    request: async (f) => ({ url: "/api/meals/from-upcoming", payload: { upcomingMealId: await f.newUpcomingCamp() } }),
  },
  "GET /api/meal-requests": { access: { kind: "admin" }, request: async () => ({ url: "/api/meal-requests" }) },
  "GET /api/admin/outbox": { access: { kind: "admin" }, request: async () => ({ url: "/api/admin/outbox" }) },
  "GET /api/admin/audit": { access: { kind: "admin" }, request: async () => ({ url: "/api/admin/audit" }) },
  // The CSV exports (issue 23): a camp's participants also for its staff, who read its roster already.
  "GET /api/admin/exports/participants.csv": {
    access: { kind: "campStaff" },
    request: async (f) => ({ url: `/api/admin/exports/participants.csv?mealId=${(await f.ticketOfA()).mealId}` }),
  },
  "GET /api/admin/exports/payments.csv": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/admin/exports/payments.csv?from=2026-01-01" }),
  },
  "GET /api/admin/exports/users.csv": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/admin/exports/users.csv" }),
  },
  "GET /api/admin/overview": { access: { kind: "admin" }, request: async () => ({ url: "/api/admin/overview" }) },
  "GET /api/admin/newsletter": { access: { kind: "admin" }, request: async () => ({ url: "/api/admin/newsletter" }) },
  "POST /api/admin/newsletter/send": {
    access: { kind: "admin" },
    request: async () => ({ url: "/api/admin/newsletter/send", payload: { subject: "Policy news", text: "Hello" } }),
  },
  "PATCH /api/meal-requests/{id}": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meal-requests/${await f.requestOfA()}`, payload: { status: "delivered" } }),
  },
  "DELETE /api/meal-requests/{id}": {
    access: { kind: "admin" },
    request: async (f) => ({ url: `/api/meal-requests/${await f.requestOfA()}` }),
  },
  "POST /api/meal-requests/bulk": {
    access: { kind: "admin" },
    request: async (f) => ({
      url: "/api/meal-requests/bulk",
      payload: { ids: [await f.requestOfA()], status: "declined", reason: "Policy check" },
    }),
  },

  "GET /api/users/{email}": {
    access: { kind: "owner", adminMay: true },
    request: async (f) => ({ url: `/api/users/${f.users.studentA.email}` }),
  },
  "GET /api/meal-requests-user": {
    access: { kind: "owner", adminMay: true },
    request: async (f) => ({ url: `/api/meal-requests-user?email=${f.users.studentA.email}` }),
  },
  "DELETE /api/meal-requests-user": {
    access: { kind: "owner", adminMay: false },
    request: async (f) => ({ url: "/api/meal-requests-user", payload: { id: await f.requestOfA() } }),
  },
  "GET /api/reviews": {
    access: { kind: "owner", adminMay: true },
    request: async (f) => ({ url: `/api/reviews?email=${f.users.studentA.email}` }),
  },
  "POST /api/review-update": {
    access: { kind: "owner", adminMay: false },
    request: async (f) => ({
      url: "/api/review-update",
      payload: { reviewId: (await f.reviewOfA()).reviewId, newComment: "Edited" },
    }),
  },
  "POST /api/review-delete": {
    access: { kind: "owner", adminMay: false },
    request: async (f) => ({ url: "/api/review-delete", payload: { reviewId: (await f.reviewOfA()).reviewId } }),
  },
  "POST /api/demo-payments/confirm": {
    access: { kind: "owner", adminMay: false },
    request: async (f) => ({
      url: "/api/demo-payments/confirm",
      payload: { clientSecret: await f.intentOfA(), cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" },
    }),
  },
  "POST /api/payments": {
    access: { kind: "owner", adminMay: false },
    request: async (f) => ({ url: "/api/payments", payload: { transactionId: await f.paidIntentOfA() } }),
  },
  "POST /api/notifications/{id}/read": {
    access: { kind: "owner", adminMay: false },
    request: async (f) => ({ url: `/api/notifications/${await f.notificationOfA()}/read` }),
  },
  "GET /api/payments/{email}": {
    access: { kind: "owner", adminMay: true },
    request: async (f) => ({ url: `/api/payments/${f.users.studentA.email}` }),
  },
};

/** The statuses an actor may get for a route under its access rule. */
export function expectedStatuses(access: Access, actor: Actor): "success" | number[] {
  if (access.kind === "public") return "success";
  if (access.kind === "signed") return [400];
  if (actor === "anonymous") return [401];
  if (access.kind === "user") return access.onMatrixServers ?? "success";
  if (access.kind === "admin") return actor === "admin" ? "success" : [403];
  // 404 where the object's existence is not told (a check-in of another camp).
  if (access.kind === "campStaff") return actor === "admin" || actor === "staff" ? "success" : [403, 404];
  if (access.kind === "station") {
    if (actor === "admin") return access.adminMay ? "success" : [403];
    return (access.roles as readonly string[]).includes(actor) ? "success" : [403, 404];
  }
  if (actor === "studentA" || (actor === "admin" && access.adminMay)) return "success";
  if (actor === "staff" && access.staffMay) return "success";
  return [403, 404];
}

/**
 * What is wrong with an answer's Cache-Control under its route's policy (ASVS 5.0 14.3.2), or undefined: every
 * answer of a route that depends on the session (user, admin, owner, better-auth's) or on a secret URL (a calendar
 * feed), refusals included, is `no-store`; a public route's anonymous answer is not, and a JSON one with an ETag is
 * `public, no-cache` (public answers keep their ETags); its answer to a signed-in actor is everyone's (`public, …`)
 * or `no-store`. The actors' sessions live on the demo-payments server: on the Stripe one (`stripeOnly`) everyone is
 * a visitor.
 */
export function cachingProblem(row: PolicyRow, actor: Actor, res: LightMyRequestResponse): string | undefined {
  const value = res.headers["cache-control"] === undefined ? "(none)" : String(res.headers["cache-control"]);
  const kind = row.access.kind;
  if (
    row.sessionAnswer ||
    row.secretUrl ||
    kind === "user" ||
    kind === "admin" ||
    kind === "owner" ||
    kind === "campStaff" ||
    kind === "station"
  ) {
    return value === "no-store" ? undefined : `${res.statusCode} with Cache-Control ${value}, expected no-store`;
  }
  if (actor === "anonymous" || row.stripeOnly) {
    if (/no-store/.test(value)) return `${res.statusCode} with Cache-Control ${value} to a visitor`;
    const json = String(res.headers["content-type"] ?? "").startsWith("application/json");
    if (json && res.headers.etag !== undefined && value !== "public, no-cache") {
      return `an ETag with Cache-Control ${value}, expected public, no-cache`;
    }
    return undefined;
  }
  if (value === "no-store" || /^public\b/.test(value)) return undefined;
  return `${res.statusCode} with Cache-Control ${value} to a signed-in actor, expected public or no-store`;
}
