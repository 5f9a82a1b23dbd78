import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { computeBmi, MESSAGES, type Queue, type StationRole, type Visit } from "@medcamp/contract";
import pg from "pg";
import type { Page } from "playwright-core";
import { describe, expect, inject, test } from "vitest";
import { pgliteOptions } from "../apps/server/src/db/pglite-options.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "../apps/server/src/test/postgres-test-database.ts";
import { signInInBrowser, signUpInBrowser } from "./harness/accounts.ts";
import { addCampByApi, DEMO_ADMIN, uniqueTitle } from "./harness/admin.ts";
import { setupBrowser } from "./harness/browser.ts";
import { POSTGRES_ADMIN_URL, postgresReachable } from "./harness/postgres.ts";
import { LIFTED_SIGN_IN_LIMIT, type RunningServer, startServer } from "./harness/server-process.ts";

// Issue 39's Done-when, offline: four staff phones (two desks, a nurse, a doctor), each a browser context of its own
// with the app's real service worker, record 200 visits' worth of sections, moves and walk-ins with no network (180
// people registered at the desk in the morning through the API while online, 20 walk-ins registered offline); then
// they come online in a shuffled order, one flapping, the nurse's phone killed mid-send and opened again, and every
// phone sends some records a second time. Every section arrives exactly once (one visit_write row per writeId, the
// merged sections equal to what the phones recorded), nothing is overwritten (two phones' writes to one section are
// both kept, merged in recorded order; two phones' moves of one visit end in one of them), and the same walk-in
// registered on both desks is two people flagged as a possible duplicate. Once on one server (PGlite, its database
// read after it stops), once on two servers on one PostgreSQL (skipped, like instances.e2e.ts, without PostgreSQL).
//
// Driving 200 visits through the screens would take many minutes: each phone records a few through its real
// screens (the desk registers, the nurse saves vitals and moves a person on, the doctor writes a consultation with a
// diagnosis from the list), and the bulk through the page's own offline store — the built app's clinic-store chunk,
// imported in the page, the same module instance the screens use — so the app's own sync sends all of it.
const ui = setupBrowser();
const PHONE = { width: 360, height: 780 };
const T = MESSAGES.clinicUi;
/** Generous: four phones, a service worker and up to two servers on a 2-core machine. */
const POLL = { timeout: 30_000 };
const DRAIN = { timeout: 120_000, interval: 500 };

const ONLINE_VISITS = 180;
const OFFLINE_PER_DESK = 10;

const webDir = inject("webDir");
const storeChunk = fs.readdirSync(path.join(webDir, "assets")).find((f) => /^clinic-store-[\w-]+\.js$/.test(f));
if (!storeChunk) throw new Error(`No clinic-store chunk in ${webDir}/assets: the logout's import of it makes one`);
const STORE_URL = `/assets/${storeChunk}`;
if (!/\bloadQueues\b/.test(fs.readFileSync(path.join(webDir, "assets", storeChunk), "utf8").slice(-2000))) {
  throw new Error(
    `${storeChunk} exports the store under the bundler's short names: keep clinic-store a chunk of its own, imported ` +
      "statically by the clinic's page only (see use-clinic-lists.ts)",
  );
}

const pgUp = await postgresReachable();
if (!pgUp)
  console.warn(`PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: the two-instance offline day is skipped.`);

/** A record in a phone's outbox, as apps/web/src/features/clinic/clinic-store.ts keeps it. */
type Item = { id: string; mealId: string; madeAt: string; visitId: string } & (
  | { kind: "register"; who: { person: Record<string, unknown> }; consent: Record<string, boolean> }
  | { kind: "section"; station: string; data: Record<string, unknown> }
  | { kind: "move"; from: string; to: string }
);
type Section = Item & { kind: "section" };

interface Phone {
  role: StationRole;
  page: Page;
  baseURL: string;
}

/**
 * Runs `body` in the page with `store` (the built app's clinic-store module, the instance its screens use) and
 * `arg`. A string, not a function: Vitest would rewrite a function's import() for Node.
 */
function inStore<T>(page: Page, body: string, arg: unknown = null): Promise<T> {
  return page.evaluate(
    `(async (arg) => { const store = await import(${JSON.stringify(STORE_URL)}); ${body} })(${JSON.stringify(arg)})`,
  ) as Promise<T>;
}

/** Calls a function of the phone's clinic store in the page. */
const deviceStore = <T>(page: Page, fn: string, ...args: unknown[]) =>
  inStore<T>(page, `return store[${JSON.stringify(fn)}](...arg);`, args);

/** Adds records to the phone's outbox (registrations with the phone's provisional tokens, as the desk does). */
const record = (page: Page, items: readonly Item[]) =>
  inStore<void>(
    page,
    `const day = new Date().toLocaleDateString("en-CA");
     for (const item of arg) {
       if (item.kind !== "register") { await store.addToOutbox(item); continue; }
       const { name, sex, ageYears } = item.who.person;
       await store.addRegistration(item, { name, sex, ageYears, firstStation: "vitals" }, day);
     }`,
    items,
  );

/** Adds records to the outbox as they are (a registration sent again keeps its first provisional token). */
const recordAgain = (page: Page, items: readonly Item[]) =>
  inStore<void>(page, "for (const item of arg) await store.addToOutbox(item);", items);

const outboxOf = (page: Page) => deviceStore<Item[]>(page, "outbox");

/** Device times that never tie: each record made on any phone is at least a millisecond after the one before. */
let lastStamp = 0;
const stamp = () => new Date((lastStamp = Math.max(Date.now(), lastStamp + 1))).toISOString();

/** A valid Bangladeshi mobile number, unique in the run. */
const phoneBase = Math.floor(Math.random() * 9e7);
let phones = 0;
const nextPhone = () => `017${String(phoneBase + ++phones).padStart(8, "0")}`;

/** A small seeded shuffle, so a failing order can be told (the seed is logged). */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const section = (mealId: string, visitId: string, station: string, data: Record<string, unknown>): Item => ({
  kind: "section",
  id: crypto.randomUUID(),
  mealId,
  visitId,
  station,
  data,
  madeAt: stamp(),
});

/** What a day leaves for the database checks. */
interface Day {
  campId: string;
  visitIds: string[];
  recorded: Item[];
  /** The two people the desks made of one walk-in. */
  samePerson: string;
  finalStations: Map<string, string[]>;
}

/** Runs the offline day against the servers at `urls` (the phones are spread over them) and checks it by the API. */
async function offlineDay(urls: readonly string[], seed: number): Promise<Day> {
  const took: string[] = [];
  let since = Date.now();
  const lap = (what: string) => {
    took.push(`${what} ${((Date.now() - since) / 1000).toFixed(1)} s`);
    since = Date.now();
  };
  const url = (i: number) => urls[i % urls.length]!;
  const origin = (baseURL: string) => ({ origin: baseURL });
  const admin = await ui.newPage({ baseURL: url(0) });
  await signInInBrowser(admin, url(0), DEMO_ADMIN.email, DEMO_ADMIN.password);
  const camp = await addCampByApi(admin, url(0), uniqueTitle("E2E Offline Clinic"));

  const phone = async (role: StationRole, baseURL: string): Promise<Phone> => {
    const page = await ui.newPage({ serviceWorkers: "allow", viewport: PHONE, baseURL });
    const account = await signUpInBrowser(page, baseURL, `E2E offline ${role}`);
    const found = await admin.request.get(`/api/users?email=${encodeURIComponent(account.email)}`);
    const { users } = (await found.json()) as { users: Array<{ _id: string }> };
    const made = await admin.request.post("/api/make-staff", {
      data: { userId: users[0]!._id, mealId: camp.id, role },
      headers: origin(url(0)),
    });
    expect(made.status(), await made.text()).toBe(200);
    return { role, page, baseURL };
  };
  // Two phones on each server when there are two (a phone's origin, and so its stored data, is its server's).
  const deskA = await phone("desk", url(0));
  const nurse = await phone("nurse", url(0));
  const deskB = await phone("desk", url(1));
  const doctor = await phone("doctor", url(1));
  const phonesOf = { deskA, deskB, nurse, doctor };

  // The morning, online: 180 walk-ins registered at the desk; 20 of them already on to the consultation.
  const visitIds: string[] = [];
  for (let batch = 0; batch < ONLINE_VISITS / 20; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await deskA.page.request.post(`/api/meals/${camp.id}/visits`, {
          data: {
            visitId: crypto.randomUUID(),
            person: {
              name: `Morning ${batch * 20 + i}`,
              sex: i % 2 ? "male" : "female",
              ageYears: 20 + i,
              phone: nextPhone(),
              phoneCountry: "BD",
            },
            consent: { care: true, followUp: false, keep: false },
          },
          headers: origin(deskA.baseURL),
        });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { visitId: string }).visitId;
      }),
    );
    visitIds.push(...answers);
  }
  const consultation = visitIds.slice(0, 20);
  await Promise.all(
    consultation.map(async (visitId) => {
      const moved = await nurse.page.request.post(`/api/visits/${visitId}/move`, {
        data: { from: "vitals", to: "consultation" },
        headers: origin(nurse.baseURL),
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }),
  );
  const vitalsQueue = (await (await admin.request.get(`/api/meals/${camp.id}/queue?station=vitals`)).json()) as Queue;
  const atVitals = vitalsQueue.entries.map((e) => e.visitId);
  expect(atVitals).toHaveLength(ONLINE_VISITS - 20);

  lap("morning");
  // Each phone opens its station once online: the worker has the shell, the phone its camp and queues.
  const open = async ({ page }: Phone, station: string, stored: string[]) => {
    await page.goto(`/admin/clinic/${camp.id}?station=${station}`);
    await page.getByLabel(T.station, { exact: true }).waitFor(POLL);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), POLL).toBe(true);
    await expect
      .poll(
        async () => (await deviceStore<Array<{ station: string }>>(page, "loadQueues", camp.id)).map((q) => q.station),
        POLL,
      )
      .toEqual(expect.arrayContaining(stored));
    await expect
      .poll(async () => (await deviceStore<object | undefined>(page, "loadCamp", camp.id)) !== undefined, POLL)
      .toBe(true);
  };
  await Promise.all([
    open(deskA, "registration", ["exit"]),
    open(deskB, "registration", ["exit"]),
    open(nurse, "vitals", ["vitals", "screening"]),
    open(doctor, "consultation", ["vitals", "consultation"]),
  ]);
  const vitalsStored = await deviceStore<Array<{ station: string; queue: Queue }>>(nurse.page, "loadQueues", camp.id);
  expect(vitalsStored.find((q) => q.station === "vitals")!.queue.entries).toHaveLength(ONLINE_VISITS - 20);

  lap("opened");
  // The network goes.
  for (const p of Object.values(phonesOf)) await p.page.context().setOffline(true);

  // Both desks register the same walk-in, each not knowing the other did; each shows its own token.
  const samePerson = uniqueTitle("Nasima Parvin");
  const samePhone = nextPhone();
  const registerOnScreen = async ({ page }: Phone) => {
    await page.getByLabel(MESSAGES.account.nameLabel, { exact: true }).fill(samePerson);
    await page.getByRole("radio", { name: T.female }).check();
    await page.getByLabel(T.age, { exact: true }).fill("38");
    await page.getByLabel(T.phone, { exact: true }).fill(samePhone);
    await page.getByRole("checkbox", { name: T.consentCare }).check();
    await page.getByRole("button", { name: T.register }).click();
    await page.getByRole("heading", { name: T.tokenFor(samePerson) }).waitFor(POLL);
    await page.getByText(T.phoneTokenNote).waitFor(POLL);
    return page.getByLabel(new RegExp(`^${T.phoneToken} [A-Z]\\d-\\d+$`)).innerText();
  };
  const tokenA = await registerOnScreen(deskA);
  const tokenB = await registerOnScreen(deskB);
  // Two phones, two device codes, most likely: the tokens are each phone's own ("K7-1"), never the camp's numbers.
  expect(tokenA).toMatch(/^[A-Z]\d-1$/);
  expect(tokenB).toMatch(/^[A-Z]\d-1$/);

  // The nurse, on the screen: the queue says it is the phone's; vitals of the first person, then on to screening.
  const nurseRow = (token: number) =>
    nurse.page
      .getByRole("listitem")
      .filter({ has: nurse.page.getByRole("button", { name: T.openOf(token), exact: true }) });
  await nurse.page.getByText(/^Offline: showing what this phone knows, as of/).waitFor(POLL);
  const first = vitalsQueue.entries[0]!;
  await nurseRow(first.token)
    .getByRole("button", { name: T.openOf(first.token), exact: true })
    .click();
  await nurse.page.getByText(T.offline).waitFor(POLL);
  await nurse.page.getByLabel(`${T.vitals.systolic} (mmHg)`).fill("150");
  await nurse.page.getByLabel(`${T.vitals.diastolic} (mmHg)`).fill("95");
  await nurse.page.getByLabel(`${T.vitals.heightCm} (cm)`).fill("158");
  await nurse.page.getByRole("button", { name: T.save, exact: true }).click();
  await nurse.page.getByText(T.savedOnPhone).waitFor(POLL);
  await nurse.page.getByRole("button", { name: MESSAGES.staffAdmin.close }).click();
  await nurseRow(first.token).getByRole("button", { name: T.moveNext }).click();
  await nurse.page.getByText(T.movedOnPhone).waitFor(POLL);
  await expect.poll(() => nurseRow(first.token).count(), POLL).toBe(0);

  // The doctor, on the screen: a consultation with a diagnosis from the list (its chunk from the worker); no Sign.
  const firstConsult = (
    await deviceStore<Array<{ station: string; queue: Queue }>>(doctor.page, "loadQueues", camp.id)
  ).find((q) => q.station === "consultation")!.queue.entries[0]!;
  await doctor.page.getByText(/^Offline: showing what this phone knows, as of/).waitFor(POLL);
  await doctor.page.getByRole("button", { name: T.openOf(firstConsult.token), exact: true }).click();
  await doctor.page.getByLabel(T.complaints).fill("Headaches for two weeks");
  await doctor.page.getByLabel(T.diagnosisSearch).fill("I10");
  await doctor.page.getByRole("button", { name: /^I10 / }).click(POLL);
  await doctor.page.getByRole("button", { name: T.save, exact: true }).click();
  await doctor.page.getByText(T.savedOnPhone).waitFor(POLL);
  expect(await doctor.page.getByRole("button", { name: T.sign, exact: true }).count()).toBe(0);
  await doctor.page.getByText(T.signNeedsNetwork).waitFor(POLL);

  lap("screens offline");
  // The bulk, through each phone's own store. The nurse: vitals for every morning visit, screening for 60, moves.
  const nurseUiVisit = first.visitId;
  const conflicts = atVitals.slice(96, 101);
  await record(nurse.page, [
    ...visitIds
      .filter((v) => v !== nurseUiVisit)
      .map((v, i) =>
        section(camp.id, v, "vitals", {
          systolic: 110 + (i % 50),
          diastolic: 70 + (i % 20),
          heightCm: 150 + (i % 30),
          weightKg: 50 + (i % 30),
        }),
      ),
    ...atVitals
      .slice(1, 61)
      .map((v, i) =>
        section(camp.id, v, "screening", { results: [{ test: "Haemoglobin", value: 10 + (i % 5), unit: "g/dL" }] }),
      ),
    ...atVitals.slice(1, 101).map((v): Item => ({
      kind: "move",
      id: crypto.randomUUID(),
      mealId: camp.id,
      visitId: v,
      from: "vitals",
      to: "next",
      madeAt: stamp(),
    })),
  ]);
  // The doctor: a consultation for every other morning visit; a pulse and a later weight for 60 visits' vitals (a
  // second phone in the nurse's section); five of the visits the nurse moved on, sent to the consultation instead.
  await record(doctor.page, [
    ...visitIds
      .filter((v) => v !== firstConsult.visitId)
      .map((v, i) =>
        section(camp.id, v, "consultation", {
          complaints: `Cough for ${i % 9} days`,
          diagnoses: [{ code: "I10" }],
          prescriptions: [{ medicine: "Amlodipine 5 mg", dose: "1 tablet", frequency: "Once a day", days: 30 }],
          advice: "Less salt",
        }),
      ),
    ...atVitals
      .slice(0, 60)
      .map((v, i) => section(camp.id, v, "vitals", { pulse: 70 + (i % 20), weightKg: 60 + (i % 10) })),
    ...conflicts.map((v): Item => ({
      kind: "move",
      id: crypto.randomUUID(),
      mealId: camp.id,
      visitId: v,
      from: "vitals",
      to: "consultation",
      madeAt: stamp(),
    })),
  ]);
  // The desks: nine more walk-ins each, and the exit of all ten they registered.
  const deskBulk = async ({ page }: Phone) => {
    const walkIns: Item[] = Array.from({ length: OFFLINE_PER_DESK - 1 }, (_, i) => {
      const visitId = crypto.randomUUID();
      return {
        kind: "register",
        id: visitId,
        visitId,
        mealId: camp.id,
        who: {
          person: {
            name: uniqueTitle(`Afternoon ${i}`),
            sex: "male",
            ageYears: 30 + i,
            phone: nextPhone(),
            phoneCountry: "BD",
          },
        },
        consent: { care: true, followUp: false, keep: false },
        madeAt: stamp(),
      };
    });
    await record(page, walkIns);
    const registered = (await outboxOf(page)).filter((item) => item.kind === "register");
    expect(registered).toHaveLength(OFFLINE_PER_DESK);
    await record(
      page,
      registered.map((r) => section(camp.id, r.visitId, "exit", {})),
    );
  };
  await deskBulk(deskA);
  await deskBulk(deskB);

  lap("bulk");
  // Reloaded with no network: the page comes from the service worker, what the phone made from its store.
  await deskA.page.reload();
  await deskA.page.getByText(T.waitingToSend(2 * OFFLINE_PER_DESK)).waitFor(POLL);
  const mine = deskA.page.getByRole("region", { name: T.registeredHere });
  await expect.poll(() => mine.innerText(), POLL).toContain(`${tokenA}\n→\n${T.notSentYet}`);

  // What each phone holds now is what it recorded: the records to find on the server, once each.
  const recordedBy = new Map<keyof typeof phonesOf, Item[]>();
  for (const [name, p] of Object.entries(phonesOf))
    recordedBy.set(name as keyof typeof phonesOf, await outboxOf(p.page));
  const recorded = [...recordedBy.values()].flat();
  expect(new Set(recorded.map((r) => r.id)).size).toBe(recorded.length);
  const offlineVisits = recorded.filter((r) => r.kind === "register").map((r) => r.visitId);
  expect(offlineVisits).toHaveLength(2 * OFFLINE_PER_DESK);
  const counts = [...recordedBy].map(([name, items]) => `${name} ${items.length}`).join(", ");
  console.log(`offline day (seed ${seed}): ${recorded.length} records (${counts})`);

  lap("reload");
  // Back online in a shuffled order, a second apart, sending at the same time; deskB's network flaps mid-send; the
  // nurse's phone is killed mid-send and opened again.
  const order = shuffled(Object.keys(phonesOf) as (keyof typeof phonesOf)[], seed);
  console.log(`online order: ${order.join(", ")}`);
  let nursePage = nurse.page;
  const goOnline = async (name: keyof typeof phonesOf) => {
    const { page } = phonesOf[name];
    if (name === "nurse") {
      let answered = 0;
      page.on("response", (res) => {
        if (res.url().includes("/sections/")) answered += 1;
      });
      await page.context().setOffline(false);
      await expect.poll(() => answered, POLL).toBeGreaterThanOrEqual(25);
      const left = (await outboxOf(page)).length;
      await page.close();
      expect(left, "the nurse's phone is killed with records still to send").toBeGreaterThan(0);
      nursePage = await page.context().newPage();
      await nursePage.goto(`/admin/clinic/${camp.id}?station=vitals`);
      await nursePage.getByLabel(T.station, { exact: true }).waitFor(POLL);
    } else if (name === "deskB") {
      await page.context().setOffline(false);
      await sleep(300);
      await page.context().setOffline(true);
      await sleep(1000);
      await page.context().setOffline(false);
    } else {
      await page.context().setOffline(false);
    }
  };
  const comingBack: Promise<void>[] = [];
  for (const name of order) {
    comingBack.push(goOnline(name));
    await sleep(1000);
  }
  await Promise.all(comingBack);
  const pageOf = (name: keyof typeof phonesOf) => (name === "nurse" ? nursePage : phonesOf[name].page);
  for (const name of order) await expect.poll(async () => (await outboxOf(pageOf(name))).length, DRAIN).toBe(0);

  lap("sent");
  // The desk shows the camp's token beside the one its phone gave.
  const tokens = await deviceStore<Array<{ provisional: string; token?: number; name: string }>>(
    deskA.page,
    "registrations",
    camp.id,
  );
  const ours = tokens.find((t) => t.provisional === tokenA)!;
  expect(ours.token).toBeGreaterThan(ONLINE_VISITS);
  await expect.poll(() => mine.innerText(), POLL).toContain(`${tokenA}\n→\n${ours.token}`);

  // Every phone sends some of its records again (an answer lost, a resend after a kill): the server answers them
  // like the first time and changes nothing.
  for (const name of order) {
    const page = pageOf(name);
    const again = shuffled(recordedBy.get(name)!, seed + 1).slice(0, 8);
    const answers: Array<{ applied?: boolean }> = [];
    page.on("response", (res) => {
      if (!res.url().includes("/sections/")) return;
      void res.json().then(
        (body: { applied?: boolean }) => answers.push(body),
        () => undefined,
      );
    });
    await recordAgain(page, again);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(async () => (await outboxOf(page)).length, DRAIN).toBe(0);
    const sections = again.filter((r) => r.kind === "section").length;
    await expect.poll(() => answers.length, POLL).toBeGreaterThanOrEqual(sections);
    expect(answers.filter((a) => a.applied !== false)).toEqual([]);
  }

  lap("repeats");
  // What the server holds, read by the admin: every visit's sections are the phones' writes merged in the order
  // they were recorded (field by field: the nurse's height and the doctor's later weight both there).
  const expected = new Map<string, Map<string, Record<string, unknown>>>();
  for (const item of [...recorded].sort((a, b) => a.madeAt.localeCompare(b.madeAt))) {
    if (item.kind !== "section") continue;
    const byStation = expected.get(item.visitId) ?? new Map<string, Record<string, unknown>>();
    byStation.set(item.station, { ...byStation.get(item.station), ...(item as Section).data });
    expected.set(item.visitId, byStation);
  }
  const allVisits = [...visitIds, ...offlineVisits];
  expect(allVisits).toHaveLength(200);
  const finalStations = new Map<string, string[]>();
  for (let i = 0; i < allVisits.length; i += 10) {
    await Promise.all(
      allVisits.slice(i, i + 10).map(async (visitId) => {
        const res = await admin.request.get(`/api/visits/${visitId}`);
        expect(res.status(), await res.text()).toBe(200);
        const visit = (await res.json()) as Visit;
        const want = expected.get(visitId) ?? new Map();
        const got = new Map(visit.sections.map((s) => [s.station as string, s.data]));
        for (const [station, data] of want) {
          const merged = { ...data };
          if (station === "vitals" && typeof merged.heightCm === "number" && typeof merged.weightKg === "number") {
            merged.bmi = computeBmi(merged.heightCm, merged.weightKg);
          }
          expect(got.get(station), `${visitId} ${station}`).toEqual(merged);
        }
        expect([...got.keys()].sort()).toEqual([...want.keys()].sort());
        finalStations.set(visitId, [visit.station, visit.state]);
        const registration = recorded.find((r) => r.kind === "register" && r.visitId === visitId);
        if (registration) {
          // Arrived when the desk's phone says, and left when its exit was recorded there.
          expect(visit.arrivedAt).toBe(registration.madeAt);
          const exit = recorded.find((r) => r.kind === "section" && r.visitId === visitId && r.station === "exit")!;
          expect([visit.state, visit.exitedAt]).toEqual(["done", exit.madeAt]);
        }
      }),
    );
  }
  lap("read back");
  // Moves: the nurse's (on to screening) arrived; of two phones' moves of one visit, one happened, never both.
  expect(finalStations.get(nurseUiVisit)).toEqual(["screening", "waiting"]);
  for (const v of atVitals.slice(1, 96)) expect(finalStations.get(v)).toEqual(["screening", "waiting"]);
  for (const v of conflicts) expect(["screening", "consultation"]).toContain(finalStations.get(v)![0]);
  for (const v of atVitals.slice(101)) expect(finalStations.get(v)).toEqual(["vitals", "waiting"]);
  for (const v of consultation) expect(finalStations.get(v)).toEqual(["consultation", "waiting"]);

  // The two desks' same walk-in: two people, flagged as a possible duplicate for an admin.
  const duplicates = (await (await admin.request.get("/api/admin/people/duplicates")).json()) as {
    pairs: Array<{ person: { name: string; phone: string | null }; other: { name: string; phone: string | null } }>;
  };
  const flagged = duplicates.pairs.filter((p) => p.person.name === samePerson && p.other.name === samePerson);
  expect(flagged).toHaveLength(1);
  expect(flagged[0]!.person.phone).toBe(flagged[0]!.other.phone);

  console.log(`offline day (seed ${seed}): ${took.join(", ")}`);
  return { campId: camp.id, visitIds: allVisits, recorded, samePerson, finalStations };
}

type Rows = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** What the database holds of the day: each recorded write once, 200 visits of 200 people, the duplicate flagged. */
async function checkDatabase(rows: Rows, day: Day) {
  const [visits] = await rows<{ n: number; people: number }>(
    "select count(*)::int as n, count(distinct person_id)::int as people from visit where meal_id = $1",
    [day.campId],
  );
  expect(visits).toEqual({ n: 200, people: 200 });
  const writes = await rows<{ write_id: string; visit_id: string; station: string; sealed: boolean; data: string }>(
    `select w.write_id, w.visit_id, w.station, w.sealed is not null as sealed, w.data::text as data
       from visit_write w join visit v on v.id = w.visit_id where v.meal_id = $1`,
    [day.campId],
  );
  const sections = day.recorded.filter((r): r is Section => r.kind === "section");
  expect(writes).toHaveLength(sections.length);
  const byId = new Map(writes.map((w) => [w.write_id, w]));
  for (const s of sections) {
    const row = byId.get(s.id);
    expect(row, `write ${s.id}`).toMatchObject({ visit_id: s.visitId, station: s.station });
    if (s.station === "consultation") {
      // The complaints and advice are sealed at rest, never in clear.
      expect(row!.sealed).toBe(true);
      expect(row!.data).not.toContain("Cough");
    }
  }
  const repeated = await rows<{ write_id: string }>(
    "select write_id from visit_write group by write_id having count(*) > 1",
  );
  expect(repeated).toEqual([]);
  const [same] = await rows<{ people: number; pairs: number }>(
    `select (select count(*)::int from person where name = $1) as people,
            (select count(*)::int from person_duplicate d join person p on p.id = d.person_id
               join person o on o.id = d.other_id where p.name = $1 and o.name = $1) as pairs`,
    [day.samePerson],
  );
  expect(same).toEqual({ people: 2, pairs: 1 });
}

/** The servers the day runs on: the app this run built, sign-ins and writes from one address not limited. */
const SERVER_ENV = {
  WEB_DIST_DIR: webDir,
  AUTH_RATE_LIMIT: LIFTED_SIGN_IN_LIMIT,
  // Each phone sends a few hundred records in seconds; the write limit itself is a server test.
  WRITE_RATE_LIMIT: "100000/60",
};
const SEED = Number(process.env.CLINIC_OFFLINE_SEED ?? Date.now() % 100_000);

describe("the camp clinic offline on four phones (issue 39, item 4)", () => {
  test("200 visits recorded offline arrive once each, on one server (PGlite)", { timeout: 300_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-clinic-offline-"));
    let server: RunningServer | undefined = await startServer(dataDir, { env: SERVER_ENV });
    try {
      const day = await offlineDay([server.url], SEED);
      // The embedded database has one owner: the server stops, then the test reads what it wrote.
      await server.stop();
      server = undefined;
      const client = new PGlite({ ...pgliteOptions, dataDir: path.join(dataDir, "pgdata") });
      try {
        await checkDatabase(
          async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
          day,
        );
      } finally {
        await client.close();
      }
    } finally {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test.skipIf(!pgUp)(
    "200 visits recorded offline arrive once each, on two servers on one PostgreSQL",
    { timeout: 300_000 },
    async () => {
      const created = await createEmptyTestDatabase(POSTGRES_ADMIN_URL, "medcamp_clinic_offline");
      const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-clinic-offline-")));
      const env = {
        ...SERVER_ENV,
        DATABASE_URL: created.url,
        BETTER_AUTH_SECRET: "clinic-offline-secret-clinic-offline-0123",
        CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
      };
      const servers: RunningServer[] = [];
      const pool = new pg.Pool({ connectionString: created.url, max: 2 });
      try {
        // Started together on an empty database: one migrates and seeds while the other waits.
        servers.push(...(await Promise.all(dirs.map((dir) => startServer(dir, { env })))));
        const day = await offlineDay(
          servers.map((s) => s.url),
          SEED + 1,
        );
        await checkDatabase(
          async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
          day,
        );
      } finally {
        await pool.end();
        await Promise.all(servers.map((s) => s.stop()));
        await dropTestDatabase(POSTGRES_ADMIN_URL, created.name);
        for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
