import type { Roster } from "@medcamp/contract";
import { type DBSchema, deleteDB, type IDBPDatabase, openDB } from "idb";

const DATABASE = "medcamp-check-in";
const VERSION = 1;

/** A camp's roster as last fetched, so the page works with no network. */
export type StoredRoster = { roster: Roster; savedAt: string };

/** A scan made with no network, kept until the server has answered it. */
export type QueuedCheckIn = {
  mealId: string;
  /** Normalised ticket code. */
  code: string;
  clientId: string;
  scannedAt: string;
  /** The participant's name from the roster, to list what is waiting. */
  name?: string;
};

interface CheckInDb extends DBSchema {
  rosters: { key: string; value: StoredRoster };
  queue: { key: string; value: QueuedCheckIn };
}

let connection: Promise<IDBPDatabase<CheckInDb>> | null = null;

function database(): Promise<IDBPDatabase<CheckInDb>> {
  connection ??= openDB<CheckInDb>(DATABASE, VERSION, {
    upgrade(db) {
      db.createObjectStore("rosters");
      db.createObjectStore("queue", { keyPath: "clientId" });
    },
    // Another tab (or forgetCheckInData) wants the database gone or upgraded: let it.
    blocking() {
      void closeCheckInStore();
    },
  });
  return connection;
}

/** Closes this page's connection; the next call opens a new one (as a reload would). */
export async function closeCheckInStore(): Promise<void> {
  const open = connection;
  connection = null;
  if (open) (await open).close();
}

export async function saveRoster(mealId: string, roster: Roster, savedAt = new Date()): Promise<void> {
  await (await database()).put("rosters", { roster, savedAt: savedAt.toISOString() }, mealId);
}

export async function loadRoster(mealId: string): Promise<StoredRoster | undefined> {
  return (await database()).get("rosters", mealId);
}

/** Every queued scan (of every camp), oldest scan first: the order they are sent in. */
export async function queuedCheckIns(mealId?: string): Promise<QueuedCheckIn[]> {
  const all = await (await database()).getAll("queue");
  return all
    .filter((item) => mealId === undefined || item.mealId === mealId)
    .sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

/**
 * Queues a scan unless the same ticket of the same camp is already waiting (a second scan adds nothing: the earliest
 * one wins on the server anyway). Returns the item that is queued for that ticket.
 */
export async function enqueueCheckIn(item: QueuedCheckIn): Promise<QueuedCheckIn> {
  const db = await database();
  const tx = db.transaction("queue", "readwrite");
  const waiting = (await tx.store.getAll()).find((q) => q.mealId === item.mealId && q.code === item.code);
  if (!waiting) await tx.store.put(item);
  await tx.done;
  return waiting ?? item;
}

/** Drops a queued scan; true when it was still there. */
export async function dequeueCheckIn(clientId: string): Promise<boolean> {
  const db = await database();
  const tx = db.transaction("queue", "readwrite");
  const found = (await tx.store.getKey(clientId)) !== undefined;
  if (found) await tx.store.delete(clientId);
  await tx.done;
  return found;
}

/**
 * The server said this device's session is gone (a 401 to the roster or a scan; issue 37): every camp's roster goes,
 * and the names in the queue. The queued scans stay, each a ticket code and a time with nobody's name, so a day's
 * offline check-ins are not lost to a session that ended meanwhile: they are sent once staff sign in again here.
 */
export async function forgetRostersAndNames(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const db = await database();
  const tx = db.transaction(["rosters", "queue"], "readwrite");
  await tx.objectStore("rosters").clear();
  const queue = tx.objectStore("queue");
  for (const item of await queue.getAll()) {
    if (item.name === undefined) continue;
    const { name: _name, ...nameless } = item;
    await queue.put(nameless);
  }
  await tx.done;
}

/**
 * The server said the signed-in user no longer runs this camp (a 403 to its roster or a scan; issue 37): its roster
 * goes, and its queued scans, which the server would refuse to them anyway.
 */
export async function forgetCamp(mealId: string): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const db = await database();
  const tx = db.transaction(["rosters", "queue"], "readwrite");
  await tx.objectStore("rosters").delete(mealId);
  const queue = tx.objectStore("queue");
  for (const item of await queue.getAll()) {
    if (item.mealId === mealId) await queue.delete(item.clientId);
  }
  await tx.done;
}

/** Deletes everything check-in kept on this device (called on logout). */
export async function forgetCheckInData(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  await closeCheckInStore();
  await deleteDB(DATABASE);
}
