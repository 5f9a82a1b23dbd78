import type { StationKind } from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import {
  joinSection,
  mergeWrites,
  readableSections,
  readsReferrals,
  type Sealer,
  type WholeRecordReader,
} from "../clinic/index.ts";
import type { Disclosure } from "./mapping.ts";
import type { FhirRepository, FhirVisitRow } from "./repository.ts";

export interface ScreeningResult {
  test: string;
  value: number | string;
  unit?: string;
}
export interface Diagnosis {
  code?: string;
  text?: string;
}
export interface Prescription {
  medicine: string;
  dose: string;
  frequency: string;
  days: number;
}

/** A visit as the FHIR mapping reads it: what the reader may see of it, sections merged, sealed text opened. */
export interface VisitRecord {
  visitId: string;
  campTitle: string;
  state: string;
  arrivedAt: Date;
  exitedAt: Date | null;
  person: { id: string; name: string; sex: string | null; birthYear: number | null; phone: string | null };
  signature: { at: Date; by: string } | null;
  /** Each section merged from its writes, with the time of its last write; absent when none was written or seen. */
  vitals?: { values: Record<string, unknown>; at: Date };
  screening?: { results: ScreeningResult[]; at: Date };
  consultation?: { diagnoses: Diagnosis[]; prescriptions: Prescription[]; at: Date };
  dispensed: {
    dispenseId: string;
    position: number;
    medicine: string;
    requested: number;
    given: number;
    unit: string | null;
    madeAt: Date;
    byName: string;
  }[];
  referrals: {
    id: string;
    department: string;
    urgency: "routine" | "soon" | "urgent";
    facilityName: string;
    issuedOn: string;
    dueOn: string;
    issuedAt: Date;
    referredByName: string;
    completed: boolean;
    /** The reason as issued (sealed at rest): only for an export that carries free text. */
    reason: string | null;
  }[];
}

const SECTIONS: readonly StationKind[] = ["vitals", "screening", "consultation"];

/**
 * Reads these visits as `reader` sees them, in a few statements for all of them, by the clinic's rules (its
 * access.ts: which sections, and the person's consultation, so the pharmacy's dispenses, only once signed). Only an
 * identified export opens the sealed free text (diagnosis texts, the referral's reason).
 */
export async function readVisitRecords(
  tx: Db | Tx,
  repo: FhirRepository,
  sealer: Sealer,
  rows: readonly FhirVisitRow[],
  reader: WholeRecordReader,
  disclosure: Disclosure,
): Promise<VisitRecord[]> {
  const ids = rows.map((r) => r.visit.id);
  // The most any of these visits shows (a signed one); each visit's own sections are picked below.
  const writes = await repo.writes(
    tx,
    ids,
    readableSections(reader, true).filter((s) => SECTIONS.includes(s)),
  );
  const dispensed = await repo.dispenseItems(tx, ids);
  const referred = readsReferrals(reader) ? await repo.referrals(tx, ids) : [];
  return rows.map(({ visit, person, camp, signature }) => {
    const seen = readableSections(reader, signature !== null);
    const consultationSeen = seen.includes("consultation");
    const section = (station: StationKind) => {
      if (!seen.includes(station)) return undefined;
      const own = writes.filter((w) => w.visitId === visit.id && w.station === station);
      if (own.length === 0) return undefined;
      const values = mergeWrites(
        own.map((w) => joinSection(w.data, disclosure.identified ? w.sealed : null, sealer)),
        station,
      );
      return { values, at: own[own.length - 1]!.recordedAt };
    };
    const vitals = section("vitals");
    const screening = section("screening");
    const consultation = section("consultation");
    return {
      visitId: visit.id,
      campTitle: camp.title,
      state: visit.state,
      arrivedAt: visit.arrivedAt,
      exitedAt: visit.exitedAt,
      person,
      signature: signature ? { at: signature.signedAt, by: signature.signedByName } : null,
      ...(vitals ? { vitals } : {}),
      ...(screening
        ? { screening: { results: (screening.values.results ?? []) as ScreeningResult[], at: screening.at } }
        : {}),
      ...(consultation
        ? {
            consultation: {
              diagnoses: (consultation.values.diagnoses ?? []) as Diagnosis[],
              prescriptions: (consultation.values.prescriptions ?? []) as Prescription[],
              at: consultation.at,
            },
          }
        : {}),
      dispensed: consultationSeen
        ? dispensed.filter((d) => d.visitId === visit.id).map(({ visitId: _, ...item }) => item)
        : [],
      referrals: referred
        .filter((r) => r.visitId === visit.id)
        .map((r) => ({
          id: r.id,
          department: r.department,
          urgency: r.urgency as VisitRecord["referrals"][number]["urgency"],
          facilityName: r.facilityName,
          issuedOn: r.issuedOn,
          dueOn: r.dueOn,
          issuedAt: r.issuedAt,
          referredByName: r.referredByName,
          completed: r.confirmedAt !== null,
          // An empty `sealed`: the clinical retention deleted the referral's text (as referrals/service.ts reads it).
          reason:
            disclosure.identified && r.sealed ? (JSON.parse(sealer.open(r.sealed)) as { reason: string }).reason : null,
        })),
    };
  });
}
