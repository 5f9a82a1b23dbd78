import type { DispenseAnswer, RegisterVisitAnswer } from "@medcamp/contract";
import { ApiError, isRefusal } from "../../lib/api-client";
import { isOffline } from "../../lib/network-status";
import { dispense, moveVisit, registerVisit, saveSection, type SectionAnswer } from "./clinic-api";
import {
  forgetCamp,
  forgetPeople,
  type OutboxItem,
  outbox,
  removeFromOutbox,
  updateRegistration,
} from "./clinic-store";
import { isFinalRefusal } from "../../lib/final-refusal";

/** What the server answered a record of the outbox. */
export type SentAnswer =
  | { kind: "register"; answer: RegisterVisitAnswer; phoneDropped: boolean }
  | { kind: "section"; answer: SectionAnswer }
  /** `alreadyMoved`: the visit had left the station (this move sent before, or another device's). */
  | { kind: "move"; alreadyMoved: boolean }
  | { kind: "dispense"; answer: DispenseAnswer };

/** A record the server refused: it is dropped and shown. */
export type RefusedRecord = { item: OutboxItem; message: string; code: string };

export interface ClinicSyncReport {
  sent: { item: OutboxItem; answer: SentAnswer }[];
  refused: RefusedRecord[];
  /** True when sending stopped on a failure that may pass (network, server error, signed out): the rest waits. */
  stopped: boolean;
  /** True when the server said the session or the camp's station role is gone: what the device held was forgotten. */
  accessLost: boolean;
}

/** What became of one record: answered, refused, or waiting on the device for the network. */
export type RecordOutcome = { sent: SentAnswer } | { refused: ApiError } | { queued: true };

/**
 * A 401 (the session is gone) makes the device forget the people it showed (the outbox stays for the next sign-in);
 * a 403 (no role at the camp any more) everything of that camp. True when the answer was one of those.
 */
export async function forgetOnLostAccess(error: unknown, mealId: string): Promise<boolean> {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return false;
  await (error.status === 401 ? forgetPeople() : forgetCamp(mealId)).catch(() => undefined);
  return true;
}

/** Sends one record with the device's ids and times; a repeat is answered like the first by the server. */
async function send(item: OutboxItem): Promise<SentAnswer> {
  switch (item.kind) {
    case "register": {
      const body = { ...item.who, visitId: item.visitId, consent: item.consent, arrivedAt: item.madeAt };
      try {
        return { kind: "register", answer: await registerVisit(item.mealId, body), phoneDropped: false };
      } catch (error) {
        if (!isRefusal(error, "PHONE_INVALID") || !("person" in item.who)) throw error;
        // The device cannot check a phone number as the server does: the person is registered without it rather
        // than not at all (their sections wait on this registration).
        const { phone: _phone, phoneCountry: _country, ...person } = item.who.person;
        return { kind: "register", answer: await registerVisit(item.mealId, { ...body, person }), phoneDropped: true };
      }
    }
    case "section":
      try {
        return {
          kind: "section",
          answer: await saveSection(item.visitId, item.station, item.id, item.data, item.madeAt),
        };
      } catch (error) {
        if (!isRefusal(error, "RECORDED_IN_FUTURE")) throw error;
        // This device's clock runs ahead of the server's: the server's time is better than losing the record.
        return { kind: "section", answer: await saveSection(item.visitId, item.station, item.id, item.data, null) };
      }
    case "move":
      try {
        await moveVisit(item.visitId, { from: item.from, to: item.to, movedAt: item.madeAt });
        return { kind: "move", alreadyMoved: false };
      } catch (error) {
        if (!isRefusal(error, "VISIT_MOVED")) throw error;
        return { kind: "move", alreadyMoved: true };
      }
    case "dispense": {
      const body = { dispenseId: item.id, items: item.items, partial: true };
      try {
        return { kind: "dispense", answer: await dispense(item.visitId, { ...body, madeAt: item.madeAt }) };
      } catch (error) {
        if (!isRefusal(error, "RECORDED_IN_FUTURE")) throw error;
        return { kind: "dispense", answer: await dispense(item.visitId, body) };
      }
    }
  }
}

/** Recent outcomes by record id, for the screen that made the record and waits for it (sendNow). */
const outcomes = new Map<string, RecordOutcome>();
const OUTCOMES_KEPT = 500;

function remember(id: string, outcome: RecordOutcome) {
  outcomes.set(id, outcome);
  if (outcomes.size > OUTCOMES_KEPT) outcomes.delete(outcomes.keys().next().value!);
}

const listeners = new Set<(report: ClinicSyncReport) => void>();

/** Calls `listener` after every run that sent or refused something, or lost access; returns the unsubscribe. */
export function onClinicSync(listener: (report: ClinicSyncReport) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let running: Promise<ClinicSyncReport> | null = null;

/** Records in flight at once, each of a different visit (a phone back after hours offline sends faster). */
export const SEND_LANES = 4;

/**
 * Sends the outbox in the order the records were made: one visit's records one after another (a registration before
 * its visit's sections and moves), up to SEND_LANES visits' at once. An answer or a refusal takes a record out;
 * anything else keeps it and stops, so nothing recorded is lost (a device killed mid-send sends the record again on
 * its next start, and the server answers a repeat like the first). One run at a time: a call while one runs gets
 * that run, which also picks up records added meanwhile.
 */
export function syncClinic(): Promise<ClinicSyncReport> {
  running ??= sendOutbox().finally(() => {
    running = null;
  });
  return running;
}

async function sendOutbox(): Promise<ClinicSyncReport> {
  const report: ClinicSyncReport = { sent: [], refused: [], stopped: false, accessLost: false };
  const run: Run = { report, settled: new Set(), gone: new Set() };
  try {
    for (;;) {
      if (isOffline()) report.stopped = true;
      if (report.stopped) return report;
      const waiting = (await outbox()).filter((item) => !run.settled.has(item.id));
      if (waiting.length === 0) return report;
      await sendInLanes(waiting, run);
    }
  } finally {
    if (report.sent.length > 0 || report.refused.length > 0 || report.accessLost) {
      for (const listener of listeners) listener(report);
    }
  }
}

interface Run {
  report: ClinicSyncReport;
  /** Records this run took out of the outbox (answered or refused). */
  settled: Set<string>;
  /** Visits (a refused registration) and camps (a lost role) whose records are no longer sent. */
  gone: Set<string>;
}

/**
 * Sends `items` up to SEND_LANES at a time: the next one sent is the earliest whose visit has nothing in flight, so it
 * is the earliest of its visit (one visit's records keep their order) and a busy visit holds up no other.
 */
async function sendInLanes(items: readonly OutboxItem[], run: Run): Promise<void> {
  const waiting = [...items];
  const inFlight = new Set<Promise<void>>();
  const busy = new Set<string>();
  while (waiting.length > 0 && !run.report.stopped) {
    const next = waiting.findIndex((item) => !busy.has(item.visitId));
    if (next === -1 || inFlight.size >= SEND_LANES) {
      await Promise.race(inFlight);
      continue;
    }
    const [item] = waiting.splice(next, 1) as [OutboxItem];
    if (run.gone.has(item.visitId) || run.gone.has(item.mealId)) continue;
    busy.add(item.visitId);
    const sending: Promise<void> = sendOne(item, run).finally(() => {
      busy.delete(item.visitId);
      inFlight.delete(sending);
    });
    inFlight.add(sending);
  }
  await Promise.all(inFlight);
}

async function sendOne(item: OutboxItem, run: Run): Promise<void> {
  const { report } = run;
  try {
    const answer = await send(item);
    if (answer.kind === "register") {
      const { token, personId, possibleDuplicates } = answer.answer;
      await updateRegistration(item.visitId, { token, personId, possibleDuplicates });
    }
    await removeFromOutbox(item.id);
    run.settled.add(item.id);
    report.sent.push({ item, answer });
    remember(item.id, { sent: answer });
  } catch (error) {
    if (await forgetOnLostAccess(error, item.mealId)) {
      report.accessLost = true;
      if (error instanceof ApiError && error.status === 403) run.gone.add(item.mealId);
    }
    if (!isFinalRefusal(error)) {
      report.stopped = true;
      return;
    }
    await removeFromOutbox(item.id);
    run.settled.add(item.id);
    report.refused.push({ item, message: error.message, code: error.code });
    remember(item.id, { refused: error });
    if (item.kind === "register") {
      run.gone.add(item.visitId);
      await dropVisit(item, error, run);
    }
  }
}

/** A refused registration: its visit never exists, so the records made for it are not sent (each is reported). */
async function dropVisit(registration: OutboxItem, error: ApiError, run: Run) {
  await updateRegistration(registration.visitId, { refused: error.message });
  for (const item of await outbox(registration.mealId)) {
    if (item.visitId !== registration.visitId) continue;
    await removeFromOutbox(item.id);
    run.settled.add(item.id);
    run.report.refused.push({ item, message: error.message, code: error.code });
    remember(item.id, { refused: error });
  }
}

/**
 * Sends the outbox now and answers what became of the record `id` (added just before): its answer, its refusal, or
 * queued when the network (or the server) did not answer.
 */
export async function sendNow(id: string): Promise<RecordOutcome> {
  // A run that had already looked at the outbox before the record came may end without it: then one more.
  for (let round = 0; round < 3; round++) {
    const report = await syncClinic();
    const outcome = outcomes.get(id);
    if (outcome) {
      outcomes.delete(id);
      return outcome;
    }
    if (report.stopped) return { queued: true };
  }
  return { queued: true };
}
