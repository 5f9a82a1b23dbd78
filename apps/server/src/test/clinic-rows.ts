import { createHash } from "node:crypto";
import { STATION_KINDS, type StationKind, VITALS } from "@medcamp/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import {
  dispenseBatches,
  dispenseItems,
  dispenses,
  people,
  referrals,
  stockBatches,
  visitSignatures,
  visitSteps,
  visitTokens,
  visitWrites,
  visits,
} from "../db/schema/index.ts";
import { joinSection, parseSection, splitSection } from "../modules/clinic/sections.ts";
import type { Sealer } from "../modules/clinic/sealing.ts";

/** Rows per multi-row insert: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 400;
const DAY_MS = 86_400_000;

type WritableStation = Exclude<StationKind, "registration">;
interface Staff {
  id: string;
  name: string;
}

/** One visit as the desk, the stations, the pharmacy and the referrals would have recorded it through the API. */
export interface VisitRowsInput {
  person: { name: string; sex: "female" | "male" | "other"; ageYears: number; phone?: string };
  arrivedAt: Date;
  /** Sections as their stations sent them (free text included: it is sealed here as the clinic seals it). */
  writes: Array<{ station: WritableStation; author: Staff; data: Record<string, unknown>; recordedAt: Date }>;
  signedAt?: Date;
  /** Given from the camp's stock as the pharmacy gives with `partial`: earliest expiry first, the rest not filled. */
  dispense?: { items: Array<{ medicineId: string; medicine: string; quantity: number }>; madeAt: Date };
  referral?: { department: string; reason: string; urgency: "routine" | "soon" | "urgent"; issuedAt: Date };
  /** "next" moves made at `movedAt`: 1 finishes the first station after registration, …, 6 finishes exit. */
  moves: number;
  movedAt: Date;
}

export interface CampRowsContext {
  campId: string;
  desk: Staff;
  doctor: Staff;
  pharmacist: Staff;
  facility: { id: string; name: string; address: string; phone: string };
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

/**
 * Writes visits of a camp (UTC, the default stations) straight into its tables, in multi-row inserts, as the clinic,
 * pharmacy and referrals write them one request at a time: person, visit and its token, steps, section writes (clear
 * data and sealed free text), signature and its digest, dispenses taken from the stock's batches, referrals (sealed).
 * For tests that need hundreds of visits: the API takes some 12 requests per visit. Answers each visit's id and its
 * referral's, in the order given.
 */
export async function writeVisitRows(
  db: Db,
  sealer: Sealer,
  context: CampRowsContext,
  inputs: readonly VisitRowsInput[],
): Promise<Array<{ visitId: string; referralId?: string }>> {
  return db.transaction(async (tx) => {
    const tokens = await nextTokens(tx, context.campId, inputs);
    const made = inputs.map((input, i) => ({
      input,
      token: tokens[i]!,
      personId: crypto.randomUUID(),
      visitId: crypto.randomUUID(),
      referralId: input.referral ? crypto.randomUUID() : undefined,
    }));

    await insertChunked(made, (chunk) =>
      tx.insert(people).values(
        chunk.map(({ input, personId }) => ({
          id: personId,
          name: input.person.name,
          sex: input.person.sex,
          birthYear: input.arrivedAt.getUTCFullYear() - input.person.ageYears,
          birthYearEstimated: true,
          phone: input.person.phone ?? null,
        })),
      ),
    );
    const stations = STATION_KINDS.filter((s) => s !== "registration");
    await insertChunked(made, (chunk) =>
      tx.insert(visits).values(
        chunk.map(({ input, token, personId, visitId }) => {
          const exited = input.moves >= stations.length;
          return {
            id: visitId,
            campId: context.campId,
            personId,
            day: utcDay(input.arrivedAt),
            token,
            consentCare: true,
            consentFollowUp: true,
            consentKeep: false,
            station: exited ? "exit" : stations[input.moves]!,
            state: exited ? "done" : "waiting",
            stationSince: input.moves > 0 ? input.movedAt : input.arrivedAt,
            arrivedAt: input.arrivedAt,
            exitedAt: exited ? input.movedAt : null,
            registeredBy: context.desk.id,
          };
        }),
      ),
    );
    // A step per station reached: those moved on from ended "done", the current one open.
    const steps = made.flatMap(({ input, visitId }) =>
      stations.slice(0, Math.min(input.moves + 1, stations.length)).map((station, n) => ({
        visitId,
        station,
        arrivedAt: n === 0 ? input.arrivedAt : input.movedAt,
        leftAt: n < input.moves ? input.movedAt : null,
        outcome: n < input.moves ? "done" : null,
      })),
    );
    await insertChunked(steps, (chunk) => tx.insert(visitSteps).values(chunk));

    const writes = made.flatMap(({ input, visitId }) =>
      input.writes.map((w) => {
        const { clear, sealed } = splitSection(w.station, parseSection(w.station, w.data), sealer);
        return {
          writeId: crypto.randomUUID(),
          visitId,
          station: w.station,
          data: clear,
          sealed: sealed ?? null,
          authorId: w.author.id,
          authorName: w.author.name,
          recordedAt: w.recordedAt,
        };
      }),
    );
    await insertChunked(writes, (chunk) => tx.insert(visitWrites).values(chunk));

    const consultationOf = (visitId: string) =>
      writes
        .filter((w) => w.visitId === visitId && w.station === "consultation")
        .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    const signatures = made.flatMap(({ input, visitId }) => {
      if (!input.signedAt) return [];
      // The clinic's digest: the consultation's writes as signed, their sealed text opened.
      const signed = consultationOf(visitId).map((w) => ({
        writeId: w.writeId,
        section: joinSection(w.data, w.sealed, sealer),
      }));
      const digest = createHash("sha256").update(JSON.stringify(signed)).digest("hex");
      return [
        {
          visitId,
          signedBy: context.doctor.id,
          signedByName: context.doctor.name,
          signedAt: input.signedAt,
          digest,
        },
      ];
    });
    await insertChunked(signatures, (chunk) => tx.insert(visitSignatures).values(chunk));

    await writeDispenses(tx, context, made);
    await writeReferrals(tx, sealer, context, made);
    return made.map(({ visitId, referralId }) => ({ visitId, ...(referralId ? { referralId } : {}) }));
  });
}

/** Each visit's token on its day, after the tokens the desk already gave; the day's last moves on past them. */
async function nextTokens(tx: Tx, campId: string, inputs: readonly VisitRowsInput[]): Promise<number[]> {
  const days = [...new Set(inputs.map((input) => utcDay(input.arrivedAt)))];
  const given = await tx
    .select()
    .from(visitTokens)
    .where(and(eq(visitTokens.campId, campId), inArray(visitTokens.day, days)));
  const last = new Map(days.map((day) => [day, given.find((row) => row.day === day)?.last ?? 0]));
  const tokens = inputs.map((input) => {
    const day = utcDay(input.arrivedAt);
    last.set(day, last.get(day)! + 1);
    return last.get(day)!;
  });
  for (const [day, token] of last) {
    await tx
      .insert(visitTokens)
      .values({ campId, day, last: token })
      .onConflictDoUpdate({ target: [visitTokens.campId, visitTokens.day], set: { last: token } });
  }
  return tokens;
}

type Made = { input: VisitRowsInput; visitId: string; referralId?: string };

/** Dispenses in the order given, from the batches' units left (earliest expiry first), as the pharmacy takes them. */
async function writeDispenses(tx: Tx, context: CampRowsContext, made: readonly Made[]) {
  const batches = await tx
    .select()
    .from(stockBatches)
    .where(eq(stockBatches.campId, context.campId))
    .orderBy(asc(stockBatches.expiresOn), asc(stockBatches.createdAt));
  const dispenseRows: (typeof dispenses.$inferInsert)[] = [];
  const itemRows: (typeof dispenseItems.$inferInsert)[] = [];
  const batchRows: (typeof dispenseBatches.$inferInsert)[] = [];
  for (const { input, visitId } of made) {
    if (!input.dispense) continue;
    const dispenseId = crypto.randomUUID();
    const items = input.dispense.items.map((item, position) => {
      const id = crypto.randomUUID();
      let wanted = item.quantity;
      for (const batch of batches.filter((b) => b.medicineId === item.medicineId && b.left > 0)) {
        const taken = Math.min(batch.left, wanted);
        if (taken === 0) break;
        batch.left -= taken;
        wanted -= taken;
        batchRows.push({
          itemId: id,
          batchId: batch.id,
          batch: batch.batch,
          expiresOn: batch.expiresOn,
          quantity: taken,
        });
      }
      const given = item.quantity - wanted;
      return {
        id,
        dispenseId,
        position,
        medicineId: item.medicineId,
        medicine: item.medicine,
        requested: item.quantity,
        given,
        reason: given < item.quantity ? "out-of-stock" : null,
      };
    });
    itemRows.push(...items);
    dispenseRows.push({
      dispenseId,
      visitId,
      campId: context.campId,
      state: items.every((i) => i.given === i.requested)
        ? "filled"
        : items.every((i) => i.given === 0)
          ? "not-filled"
          : "partial",
      partial: true,
      madeAt: input.dispense.madeAt,
      byId: context.pharmacist.id,
      byName: context.pharmacist.name,
    });
  }
  await insertChunked(dispenseRows, (chunk) => tx.insert(dispenses).values(chunk));
  await insertChunked(itemRows, (chunk) => tx.insert(dispenseItems).values(chunk));
  await insertChunked(batchRows, (chunk) => tx.insert(dispenseBatches).values(chunk));
  for (const batch of batches) {
    await tx.update(stockBatches).set({ left: batch.left }).where(eq(stockBatches.id, batch.id));
  }
}

/** Referrals as issued at the visit: the facility as listed, the slip's text and findings sealed. */
async function writeReferrals(tx: Tx, sealer: Sealer, context: CampRowsContext, made: readonly Made[]) {
  const rows = made.flatMap(({ input, visitId, referralId }) => {
    if (!input.referral || !referralId) return [];
    const section = (station: WritableStation) =>
      Object.assign(
        {},
        ...input.writes
          .filter((w) => w.station === station)
          .sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime())
          .map((w) => w.data),
      ) as Record<string, unknown>;
    const vitals = section("vitals");
    const consultation = section("consultation");
    const sealed = {
      reason: input.referral.reason,
      notes: null,
      findings: (consultation.findings as string | undefined) ?? null,
      diagnoses: ((consultation.diagnoses ?? []) as Array<{ code?: string; text?: string }>).map((d) => ({
        code: d.code ?? null,
        text: d.text ?? null,
      })),
      vitals: Object.fromEntries(
        Object.keys(VITALS).flatMap((key) => (typeof vitals[key] === "number" ? [[key, vitals[key]]] : [])),
      ),
    };
    const issuedOn = utcDay(input.referral.issuedAt);
    return [
      {
        id: referralId,
        campId: context.campId,
        visitId,
        facilityId: context.facility.id,
        facilityName: context.facility.name,
        facilityAddress: context.facility.address,
        facilityPhone: context.facility.phone,
        department: input.referral.department,
        urgency: input.referral.urgency,
        sealed: sealer.seal(JSON.stringify(sealed)),
        issuedOn,
        dueOn: utcDay(new Date(input.referral.issuedAt.getTime() + 7 * DAY_MS)),
        issuedAt: input.referral.issuedAt,
        issuedBy: context.doctor.id,
        referredByName: context.doctor.name,
      },
    ];
  });
  await insertChunked(rows, (chunk) => tx.insert(referrals).values(chunk));
}

/** The receiving facility's confirmations of these referrals, as its link records them (no note). */
export async function confirmReferralRows(db: Db, referralIds: readonly string[], arrivedOn: string, at: Date) {
  if (referralIds.length === 0) return;
  await db
    .update(referrals)
    .set({ arrivedOn, outcome: "seen", outcomeSealed: null, confirmedAt: at })
    .where(and(inArray(referrals.id, [...referralIds]), sql`${referrals.confirmedAt} is null`));
}
