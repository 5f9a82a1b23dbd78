import type { Consent, StationKind } from "@medcamp/contract";
import { ApiError } from "../../lib/api-client";
import { newClientId } from "../../lib/client-id";
import { dispense, moveVisit, registerVisit, saveSection, type WhoVisits } from "./clinic-api";
import { addRegistration, addToOutbox, type DeviceRegistration, type OutboxItem } from "./clinic-store";
import { type RecordOutcome, sendNow } from "./clinic-sync";
import { sectionProblem } from "./section-check";

// Every record a station makes goes through the device's outbox (clinic-store.ts), then out at once when the network
// is there: so records made online and offline are sent in one order, a registration before its visit's sections.
// A device that cannot store anything (a private window may refuse IndexedDB) sends directly, as online screens do.

/** The day on this device, YYYY-MM-DD (a provisional token's count starts again each day). */
const today = () => new Date().toLocaleDateString("en-CA");

/** Sends the record straight away: for a device with no IndexedDB; a network failure throws as any call does. */
async function sendDirectly(item: OutboxItem): Promise<RecordOutcome> {
  try {
    switch (item.kind) {
      case "register": {
        const answer = await registerVisit(item.mealId, { ...item.who, visitId: item.visitId, consent: item.consent });
        return { sent: { kind: "register", answer, phoneDropped: false } };
      }
      case "section":
        return { sent: { kind: "section", answer: await saveSection(item.visitId, item.station, item.id, item.data) } };
      case "move":
        await moveVisit(item.visitId, { from: item.from, to: item.to });
        return { sent: { kind: "move", alreadyMoved: false } };
      case "dispense": {
        const body = { dispenseId: item.id, items: item.items, partial: true };
        return { sent: { kind: "dispense", answer: await dispense(item.visitId, body) } };
      }
    }
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) return { refused: error };
    throw error;
  }
}

async function record(item: OutboxItem, store: () => Promise<unknown>): Promise<RecordOutcome> {
  try {
    await store();
  } catch {
    return sendDirectly(item);
  }
  return sendNow(item.id);
}

/**
 * A station's section: checked on the device first (a refusal with the server's words, field first), then queued
 * with a new writeId and sent when the network allows.
 */
export function recordSection(
  mealId: string,
  visitId: string,
  station: Exclude<StationKind, "registration">,
  data: Record<string, unknown>,
): Promise<RecordOutcome> {
  const problem = sectionProblem(station, data);
  if (problem) return Promise.resolve({ refused: new ApiError(400, problem, "VALIDATION_ERROR") });
  const item: OutboxItem = {
    kind: "section",
    id: newClientId(),
    mealId,
    visitId,
    station,
    data,
    madeAt: new Date().toISOString(),
  };
  return record(item, () => addToOutbox(item));
}

/** A move from a station (on, back, past), queued and sent when the network allows. */
export function recordMove(
  mealId: string,
  visitId: string,
  from: StationKind,
  to: StationKind | "next",
): Promise<RecordOutcome> {
  const item: OutboxItem = {
    kind: "move",
    id: newClientId(),
    mealId,
    visitId,
    from,
    to,
    madeAt: new Date().toISOString(),
  };
  return record(item, () => addToOutbox(item));
}

/**
 * What the pharmacy handed over with no answer from the server (offline, or the network failed as it was sent):
 * queued as a partial dispense, so what stock cannot cover is recorded as not filled, never lost.
 */
export function recordDispense(
  mealId: string,
  visitId: string,
  items: { medicine: string; quantity: number }[],
): Promise<RecordOutcome> {
  const item: OutboxItem = {
    kind: "dispense",
    id: newClientId(),
    mealId,
    visitId,
    items,
    madeAt: new Date().toISOString(),
  };
  return record(item, () => addToOutbox(item));
}

/**
 * A registration with a visitId made here: the person gets this device's provisional token at once, and the camp's
 * token when the server answers (now, or when the network returns).
 */
export async function recordRegistration(
  mealId: string,
  who: WhoVisits,
  consent: Consent,
  person: Pick<DeviceRegistration, "name" | "sex" | "ageYears" | "firstStation">,
): Promise<{ registration: DeviceRegistration | null; outcome: RecordOutcome }> {
  const visitId = newClientId();
  const item = {
    kind: "register" as const,
    id: visitId,
    mealId,
    visitId,
    who,
    consent,
    madeAt: new Date().toISOString(),
  };
  let registration: DeviceRegistration | null = null;
  const outcome = await record(item, async () => {
    registration = await addRegistration(item, person, today());
  });
  return { registration, outcome };
}
