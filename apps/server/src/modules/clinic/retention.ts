import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  camps,
  dispenses,
  referralCalls,
  referrals,
  summaryLinks,
  visitAddenda,
  visitSignatures,
  visitWrites,
  visits,
} from "../../db/schema/index.ts";
import type { Clock } from "../../lib/clock.ts";

const DAY_MS = 86_400_000;
/** Visits whose clinical data one transaction deletes; a pass goes on while batches come back full. */
export const CLINICAL_RETENTION_BATCH = 200;

/**
 * One clinical retention pass (issue 39, ADR 027): deletes the sections, signatures and addenda of visits to camps
 * that ended more than `retentionDays` ago (a camp without dates: the visit's day), unless the person consented to
 * keep their record; its dispenses (issue 40) are cut loose from it, their stock still counted, and its referrals
 * lose their clinical text; its summary link (the number and any code waiting) is deleted, so the link opens nothing.
 * The visit itself
 * stays (who came, when, through which stations) with `clinical_deleted_at` set. It works from the rows, in batches
 * of visits it locks (`SKIP LOCKED`), so a crash loses nothing and two instances never delete the same batch.
 */
export function createClinicalRetentionSweep(db: Db, clock: Clock, retentionDays: number) {
  async function batch(endedBefore: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: visits.id })
        .from(visits)
        .innerJoin(camps, sql`${camps.id} = ${visits.campId}`)
        .where(
          and(
            isNull(visits.clinicalDeletedAt),
            sql`not ${visits.consentKeep}`,
            lt(sql`coalesce(${camps.endsAt}, ${visits.arrivedAt})`, endedBefore),
          ),
        )
        .limit(CLINICAL_RETENTION_BATCH)
        .for("update", { of: visits, skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((v) => v.id);
      await tx.delete(visitWrites).where(inArray(visitWrites.visitId, ids));
      await tx.delete(visitAddenda).where(inArray(visitAddenda.visitId, ids));
      await tx.delete(visitSignatures).where(inArray(visitSignatures.visitId, ids));
      // What the pharmacy gave stays counted in the camp's stock (issue 40), no longer tied to the visit.
      await tx.update(dispenses).set({ visitId: null }).where(inArray(dispenses.visitId, ids));
      // A referral's clinical text goes too (the reason, findings and vitals it was issued with, the facility's note,
      // the calls' notes); its dates, facility, status and outcome stay for the camp's referral figures.
      const referred = tx.select({ id: referrals.id }).from(referrals).where(inArray(referrals.visitId, ids));
      await tx.update(referralCalls).set({ noteSealed: null }).where(inArray(referralCalls.referralId, referred));
      await tx.update(referrals).set({ sealed: "", outcomeSealed: null }).where(inArray(referrals.visitId, ids));
      await tx.delete(summaryLinks).where(inArray(summaryLinks.visitId, ids));
      await tx.update(visits).set({ clinicalDeletedAt: clock.now() }).where(inArray(visits.id, ids));
      return ids.length;
    });
  }

  return async () => {
    const endedBefore = new Date(clock.now().getTime() - retentionDays * DAY_MS);
    let total = 0;
    for (;;) {
      const done = await batch(endedBefore);
      total += done;
      if (done < CLINICAL_RETENTION_BATCH) return total;
    }
  };
}
