// The clinic's stations on a phone for `npm run screenshots` (issue 39): a camp with staff of every station role and
// walk-ins waiting at every station, each station's screen captured with a person's visit open where one is
// recorded there, into docs/screenshots/clinic-{station}-light-phone.png; then the camp's report (issue 41) as its
// doctor reads it, into docs/screenshots/camp-report-light-phone.png.
import path from "node:path";
import { MESSAGES, STATION_KINDS, type StationKind, type StationRole } from "@medcamp/contract";
import type { Browser, Page } from "playwright-core";
import { signInInBrowser, signUpInBrowser } from "../harness/accounts.ts";
import { addCampByApi, DEMO_ADMIN } from "../harness/admin.ts";
import { settled } from "../harness/screen-ready.ts";

const PHONE = { width: 390, height: 844 };
/** Who works each station in the pictures. */
const STAFF_OF: Record<StationKind, StationRole> = {
  registration: "desk",
  vitals: "nurse",
  screening: "nurse",
  consultation: "doctor",
  pharmacy: "pharmacist",
  counselling: "volunteer",
  exit: "volunteer",
};
const PEOPLE = [
  { name: "Rahima Khatun", sex: "female", birthYear: 1978, phone: "01712345678", phoneCountry: "BD", area: "Mirpur" },
  { name: "Jamal Uddin", sex: "male", birthYear: 1969, phone: "01712345678", phoneCountry: "BD", area: "Mirpur" },
  { name: "Nasrin Akter", sex: "female", ageYears: 34, phone: "01812345679", phoneCountry: "BD", area: "Savar" },
  { name: "Abdul Karim", sex: "male", ageYears: 58, area: "Savar" },
];

type Api = (method: "POST" | "PUT", url: string, data: object) => Promise<unknown>;

function apiOf(page: Page, baseURL: string): Api {
  return async (method, url, data) => {
    const res = await page.request.fetch(url, { method, data, headers: { origin: baseURL } });
    if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
}

/** Captures every station's screen; answers the files written. */
export async function captureClinicStations(browser: Browser, baseURL: string, outDir: string): Promise<string[]> {
  const contexts: Array<{ close(): Promise<void> }> = [];
  const newPhone = async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      colorScheme: "light",
      reducedMotion: "reduce",
    });
    contexts.push(context);
    await context.addInitScript(() => localStorage.setItem("theme", "light"));
    return context.newPage();
  };
  try {
    const adminPage = await newPhone();
    await signInInBrowser(adminPage, baseURL, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const admin = apiOf(adminPage, baseURL);
    /** A new account made the camp's staff with this station role, signed in on a phone of its own. */
    const staffPhone = async (role: StationRole, campId: string) => {
      const page = await newPhone();
      const { email } = await signUpInBrowser(page, baseURL, `Demo ${role}`);
      const found = await adminPage.request.get(`/api/users?email=${encodeURIComponent(email)}`);
      const { users } = (await found.json()) as { users: Array<{ _id: string }> };
      await admin("POST", "/api/make-staff", { userId: users[0]!._id, mealId: campId, role });
      return page;
    };
    const camp = await addCampByApi(adminPage, baseURL, "Savar Free Health Camp");
    const phones = new Map<StationRole, Page>();
    for (const role of new Set(Object.values(STAFF_OF))) phones.set(role, await staffPhone(role, camp.id));
    const as = (role: StationRole) => apiOf(phones.get(role)!, baseURL);

    // Four walk-ins: each moves on to a later station, with what the stations before it recorded.
    const visits: Array<{ visitId: string; token: number }> = [];
    for (const person of PEOPLE) {
      visits.push(
        (await as("desk")("POST", `/api/meals/${camp.id}/visits`, {
          person,
          consent: { care: true, followUp: true, keep: false },
        })) as { visitId: string; token: number },
      );
    }
    const write = (role: StationRole, visitId: string, station: StationKind, data: object) =>
      as(role)("PUT", `/api/visits/${visitId}/sections/${station}`, { writeId: crypto.randomUUID(), data });
    const move = (role: StationRole, visitId: string, from: StationKind) =>
      as(role)("POST", `/api/visits/${visitId}/move`, { from, to: "next" });
    const [rahima, jamal, nasrin] = visits;
    for (const visit of [rahima!, jamal!, nasrin!]) {
      await write("nurse", visit.visitId, "vitals", {
        heightCm: 156,
        weightKg: 61,
        systolic: 152,
        diastolic: 96,
        pulse: 84,
        temperatureC: 36.9,
        spo2: 97,
        randomGlucoseMgDl: 214,
      });
      await move("nurse", visit.visitId, "vitals");
    }
    for (const visit of [rahima!, jamal!]) {
      await write("nurse", visit.visitId, "screening", { results: [{ test: "Haemoglobin", value: 11.4 }] });
      await move("nurse", visit.visitId, "screening");
    }
    await write("doctor", rahima!.visitId, "consultation", {
      complaints: "Headaches and thirst for three weeks",
      findings: "No oedema; fundi not examined",
      diagnoses: [{ code: "I10" }, { code: "E11.9" }],
      plan: "Start treatment; repeat sugar in two weeks",
      advice: "Less salt; walk thirty minutes a day",
      prescriptions: [
        { medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "Once a day", days: 30 },
        { medicine: "Metformin 500 mg", dose: "1 tablet", frequency: "Twice a day after meals", days: 30 },
      ],
    });
    await as("doctor")("POST", `/api/visits/${rahima!.visitId}/sign`, {});
    await move("doctor", rahima!.visitId, "consultation");

    // Which visit each station's picture opens: the one recorded there, or none (the queue and the station's form).
    const openAt: Partial<Record<StationKind, string>> = {
      vitals: visits[3]!.visitId,
      screening: nasrin!.visitId,
      consultation: jamal!.visitId,
      pharmacy: rahima!.visitId,
    };
    const written: string[] = [];
    for (const station of STATION_KINDS) {
      const page = phones.get(STAFF_OF[station])!;
      const visit = openAt[station];
      await page.goto(`/admin/clinic/${camp.id}?station=${station}${visit ? `&visit=${visit}` : ""}`);
      await page.getByLabel(MESSAGES.clinicUi.station, { exact: true }).waitFor();
      await settled(page);
      const file = `clinic-${station}-light-phone.png`;
      await page.screenshot({ path: path.join(outDir, file) });
      written.push(file);
    }
    // The camp's report (issue 41), as its doctor reads it on a phone.
    const doctor = phones.get("doctor")!;
    await doctor.goto(`/admin/clinic/${camp.id}/report`);
    await doctor.getByRole("table", { name: MESSAGES.campReportUi.registered }).waitFor();
    await doctor.locator(".report-chart canvas").first().waitFor();
    await settled(doctor);
    await doctor.screenshot({ path: path.join(outDir, "camp-report-light-phone.png"), fullPage: true });
    written.push("camp-report-light-phone.png");
    return written;
  } finally {
    for (const context of contexts) await context.close();
  }
}
