import type { Consent, Person, Queue, Sex, StationKind } from "@medcamp/contract";
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";
import type { WhoVisits } from "./clinic-api";
import type { ClinicRole } from "./station-roles";

// What the clinic keeps on the device (issue 39, item 4; ADR 027 "Offline"): the camp as this user may work it, the
// queues as last read, and the outbox of what was recorded here and not yet answered by the server, sent in the order
// it was made. The check-in store (ADR 018) is the model.

const DATABASE = "medcamp-clinic";
const VERSION = 2;

/** A camp as this device last opened its clinic online: the user's role there, its title and stations. */
export interface StoredCamp {
  mealId: string;
  role: ClinicRole;
  title?: string;
  stations?: StationKind[];
  savedAt: string;
}

/** A camp's list as last read from the server (its stations, screening tests or medicines). */
export type ListKind = "stations" | "tests" | "medicines";
export interface StoredList {
  mealId: string;
  kind: ListKind;
  answer: unknown;
  savedAt: string;
}

/** A station's queue as last read from the server. */
export interface StoredQueue {
  mealId: string;
  station: StationKind;
  queue: Queue;
  savedAt: string;
}

/** Something recorded on this device for the server: a registration, a section write or a move. */
export type OutboxRecord =
  | { kind: "register"; visitId: string; who: WhoVisits; consent: Consent }
  | {
      kind: "section";
      visitId: string;
      station: Exclude<StationKind, "registration">;
      data: Record<string, unknown>;
    }
  | { kind: "move"; visitId: string; from: StationKind; to: StationKind | "next" }
  /** What the pharmacy handed over: always sent as a partial dispense (what stock there is; the rest not filled). */
  | { kind: "dispense"; visitId: string; items: { medicine: string; quantity: number }[] };

/**
 * A record waiting to be sent. `id` is the id the server knows it by (a registration's visitId, a section's writeId;
 * a move's own), so sending it twice is harmless; `madeAt` is the device's time, sent with it.
 */
export type OutboxItem = OutboxRecord & { id: string; mealId: string; madeAt: string };

/** A walk-in this device registered: the token it showed, and the camp's once the server has answered. */
export interface DeviceRegistration {
  visitId: string;
  mealId: string;
  name: string;
  sex: Sex | null;
  ageYears: number | null;
  /** This device's own token for the person until the camp's arrives (e.g. "K7-3"), unique to the device. */
  provisional: string;
  /** The station the person waits at first. */
  firstStation: StationKind;
  madeAt: string;
  token?: number;
  personId?: string;
  possibleDuplicates?: Person[];
  /** Why the server refused it (then nothing of this visit is sent). */
  refused?: string;
}

interface ClinicDb extends DBSchema {
  camps: { key: string; value: StoredCamp };
  queues: { key: string; value: StoredQueue; indexes: { mealId: string } };
  /** Keyed by an increasing number: the order things were recorded, the order they are sent. */
  outbox: { key: number; value: OutboxItem; indexes: { id: string } };
  registrations: { key: string; value: DeviceRegistration; indexes: { mealId: string } };
  /** Keyed "<mealId> <kind>" (version 2). */
  lists: { key: string; value: StoredList; indexes: { mealId: string } };
  /** "code": this device's two-character code; "count <mealId> <day>": the provisional tokens given that day. */
  device: { key: string; value: string | number };
}

let connection: Promise<IDBPDatabase<ClinicDb>> | null = null;

function database(): Promise<IDBPDatabase<ClinicDb>> {
  connection ??= openDB<ClinicDb>(DATABASE, VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore("camps", { keyPath: "mealId" });
        db.createObjectStore("queues").createIndex("mealId", "mealId");
        db.createObjectStore("outbox", { autoIncrement: true }).createIndex("id", "id", { unique: true });
        db.createObjectStore("registrations", { keyPath: "visitId" }).createIndex("mealId", "mealId");
        db.createObjectStore("device");
      }
      if (oldVersion < 2) db.createObjectStore("lists").createIndex("mealId", "mealId");
    },
    // Another tab (or forgetClinicData) wants the database gone or upgraded: let it.
    blocking() {
      void closeClinicStore();
    },
  });
  return connection;
}

const queueKey = (mealId: string, station: StationKind) => `${mealId} ${station}`;

/** Closes this page's connection; the next call opens a new one (as a reload would). */
export async function closeClinicStore(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open).close();
}

export async function saveCamp(camp: StoredCamp): Promise<void> {
  await (await database()).put("camps", camp);
}

export async function loadCamp(mealId: string): Promise<StoredCamp | undefined> {
  return (await database()).get("camps", mealId);
}

export async function saveQueue(mealId: string, queue: Queue, savedAt = new Date()): Promise<void> {
  const stored: StoredQueue = { mealId, station: queue.station, queue, savedAt: savedAt.toISOString() };
  await (await database()).put("queues", stored, queueKey(mealId, queue.station));
}

/** Every queue of the camp this device has stored. */
export async function loadQueues(mealId: string): Promise<StoredQueue[]> {
  return (await database()).getAllFromIndex("queues", "mealId", mealId);
}

export async function saveList(mealId: string, kind: ListKind, answer: unknown, savedAt = new Date()) {
  const stored: StoredList = { mealId, kind, answer, savedAt: savedAt.toISOString() };
  await (await database()).put("lists", stored, `${mealId} ${kind}`);
}

/** The list as last read, or undefined when this device never read it. */
export async function loadList(mealId: string, kind: ListKind): Promise<unknown> {
  return (await (await database()).get("lists", `${mealId} ${kind}`))?.answer;
}

/** Adds a record to the outbox; one whose id is there already is not added again. */
export async function addToOutbox(item: OutboxItem): Promise<void> {
  const tx = (await database()).transaction("outbox", "readwrite");
  if ((await tx.store.index("id").getKey(item.id)) === undefined) await tx.store.add(item);
  await tx.done;
}

/** The records waiting to be sent (of one camp, or all), in the order they were made. */
export async function outbox(mealId?: string): Promise<OutboxItem[]> {
  const all = await (await database()).getAll("outbox");
  return mealId === undefined ? all : all.filter((item) => item.mealId === mealId);
}

/** Takes a record out of the outbox (the server answered it); true when it was still there. */
export async function removeFromOutbox(id: string): Promise<boolean> {
  const tx = (await database()).transaction("outbox", "readwrite");
  const key = await tx.store.index("id").getKey(id);
  if (key !== undefined) await tx.store.delete(key);
  await tx.done;
  return key !== undefined;
}

const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * Registers a walk-in on the device: the registration goes to the outbox and the person gets this device's
 * provisional token ("K7-3": the device's code and its count of the day), in one transaction, so a phone that dies
 * here keeps both or neither.
 */
export async function addRegistration(
  item: OutboxItem & { kind: "register" },
  person: Pick<DeviceRegistration, "name" | "sex" | "ageYears" | "firstStation">,
  day: string,
): Promise<DeviceRegistration> {
  const tx = (await database()).transaction(["outbox", "registrations", "device"], "readwrite");
  const device = tx.objectStore("device");
  let code = (await device.get("code")) as string | undefined;
  if (!code) {
    const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
    code = `${CODE_LETTERS[a % CODE_LETTERS.length]}${b % 10}`;
    await device.put(code, "code");
  }
  const countKey = `count ${item.mealId} ${day}`;
  const count = (((await device.get(countKey)) as number | undefined) ?? 0) + 1;
  await device.put(count, countKey);
  const registration: DeviceRegistration = {
    visitId: item.visitId,
    mealId: item.mealId,
    ...person,
    provisional: `${code}-${count}`,
    madeAt: item.madeAt,
  };
  await tx.objectStore("registrations").put(registration);
  await tx.objectStore("outbox").add(item);
  await tx.done;
  return registration;
}

/** The walk-ins this device registered at the camp, oldest first. */
export async function registrations(mealId: string): Promise<DeviceRegistration[]> {
  const all = await (await database()).getAllFromIndex("registrations", "mealId", mealId);
  return all.sort((a, b) => a.madeAt.localeCompare(b.madeAt));
}

/** What the server said of a registration: the camp's token and the person, or why not. */
export async function updateRegistration(visitId: string, patch: Partial<DeviceRegistration>): Promise<void> {
  const tx = (await database()).transaction("registrations", "readwrite");
  const found = await tx.store.get(visitId);
  if (found) await tx.store.put({ ...found, ...patch });
  await tx.done;
}

/**
 * The server said this device's session is gone (a 401; issue 37's rule for check-in): the camps, queues and
 * registrations it showed go. The outbox stays, to be sent after the next sign-in here: a day's offline records are
 * care given, not to be lost to a session that ended meanwhile.
 */
export async function forgetPeople(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const tx = (await database()).transaction(["camps", "queues", "registrations"], "readwrite");
  await Promise.all([
    tx.objectStore("camps").clear(),
    tx.objectStore("queues").clear(),
    tx.objectStore("registrations").clear(),
  ]);
  await tx.done;
}

/**
 * The server said the user no longer works this camp (a 403): everything of it goes, its outbox too (the server
 * would refuse it to them).
 */
export async function forgetCamp(mealId: string): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const tx = (await database()).transaction(["camps", "queues", "outbox", "registrations", "lists"], "readwrite");
  await tx.objectStore("camps").delete(mealId);
  for (const store of ["queues", "registrations", "lists"] as const) {
    for (const key of await tx.objectStore(store).index("mealId").getAllKeys(mealId)) {
      await tx.objectStore(store).delete(key);
    }
  }
  let cursor = await tx.objectStore("outbox").openCursor();
  while (cursor) {
    if (cursor.value.mealId === mealId) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}

/** Deletes everything the clinic kept on this device (called on logout). */
export async function forgetClinicData(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await closeClinicStore();
  await deleteDB(DATABASE);
}
