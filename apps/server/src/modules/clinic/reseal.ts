import { and, asc, eq, gt, isNotNull, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { visitAddenda, visitWrites } from "../../db/schema/index.ts";
import type { Sealer } from "./sealing.ts";

/** Rows re-sealed per transaction. */
const RESEAL_BATCH = 200;

/**
 * Re-seals every clinical value sealed with a previous key under the current one (a key rotation's second step,
 * docs/operations.md), in batches keyed by id so it can be stopped and run again; answers how many it re-sealed.
 * After it, the previous keys can leave CLINICAL_DATA_KEYS_PREVIOUS.
 */
export async function resealClinicalData(db: Db, sealer: Sealer): Promise<number> {
  const sealedWithOther = (column: typeof visitWrites.sealed | typeof visitAddenda.sealed) =>
    not(sql`${column} like ${`v1.${sealer.keyId}.%`}`);
  let total = 0;
  for (const table of [visitWrites, visitAddenda] as const) {
    let after = "00000000-0000-0000-0000-000000000000";
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ writeId: table.writeId, sealed: table.sealed })
          .from(table)
          .where(and(gt(table.writeId, after), isNotNull(table.sealed), sealedWithOther(table.sealed)))
          .orderBy(asc(table.writeId))
          .limit(RESEAL_BATCH)
          .for("update");
        for (const row of rows) {
          if (!row.sealed || !sealer.needsResealing(row.sealed)) continue;
          const resealed = sealer.seal(sealer.open(row.sealed));
          await tx.update(table).set({ sealed: resealed }).where(eq(table.writeId, row.writeId));
        }
        if (rows.length > 0) after = rows[rows.length - 1]!.writeId;
        return rows.length;
      });
      total += done;
      if (done < RESEAL_BATCH) break;
    }
  }
  return total;
}
