import type { Dhis2Mapping } from "@medcamp/contract";
import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { camps, dhis2CampOrgUnits, dhis2FigureMappings, dhis2Settings } from "../../db/schema/index.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";

/** The mapping before an admin has saved one: nothing mapped, no org unit, monthly periods. */
export const NO_DHIS2_MAPPING: Dhis2Mapping = {
  dataSet: null,
  orgUnit: null,
  periodType: "monthly",
  figures: [],
  campOrgUnits: [],
};

async function readMapping(tx: Db | Tx): Promise<Dhis2Mapping> {
  const [settings] = await tx.select().from(dhis2Settings);
  const figures = await tx.select().from(dhis2FigureMappings).orderBy(dhis2FigureMappings.figure);
  const campOrgUnits = await tx.select().from(dhis2CampOrgUnits).orderBy(dhis2CampOrgUnits.campId);
  return {
    dataSet: settings?.dataSet ?? null,
    orgUnit: settings?.orgUnit ?? null,
    periodType: (settings?.periodType ?? NO_DHIS2_MAPPING.periodType) as Dhis2Mapping["periodType"],
    figures: figures.map((f) => ({
      figure: f.figure,
      dataElement: f.dataElement,
      categoryOptionCombo: f.categoryOptionCombo,
    })),
    campOrgUnits: campOrgUnits.map((c) => ({ campId: c.campId, orgUnit: c.orgUnit })),
  };
}

/**
 * The admins' mapping of the camp report's figures to DHIS2 (issue 41, ADR 032): read by the DHIS2 export, replaced
 * whole by an admin in one transaction with its audit entry (before and after).
 */
export function createDhis2MappingService(db: Db, audit: AuditService) {
  return {
    /** Its three tables read in one snapshot: never half of a replacement committed meanwhile. */
    get: (): Promise<Dhis2Mapping> =>
      db.transaction(readMapping, { isolationLevel: "repeatable read", accessMode: "read only" }),

    async replace(mapping: Dhis2Mapping, admin: AuditActor): Promise<Dhis2Mapping> {
      return db.transaction(async (tx) => {
        // One writer at a time: two replacements at once end as one of them, not a mix. Taken first, so the camps
        // are checked under it, as are the before and after.
        await tx.execute(sql`lock table dhis2_setting in exclusive mode`);
        const campIds = mapping.campOrgUnits.map((c) => c.campId);
        if (campIds.length > 0) {
          const found = await tx.select({ id: camps.id }).from(camps).where(inArray(camps.id, campIds));
          if (found.length !== new Set(campIds).size) throw refuse("CAMP_NOT_FOUND");
        }
        const before = await readMapping(tx);
        await tx.delete(dhis2FigureMappings);
        await tx.delete(dhis2CampOrgUnits);
        const settings = { dataSet: mapping.dataSet, orgUnit: mapping.orgUnit, periodType: mapping.periodType };
        await tx
          .insert(dhis2Settings)
          .values({ id: 1, ...settings })
          .onConflictDoUpdate({ target: dhis2Settings.id, set: settings });
        if (mapping.figures.length > 0) await tx.insert(dhis2FigureMappings).values(mapping.figures);
        if (mapping.campOrgUnits.length > 0) await tx.insert(dhis2CampOrgUnits).values(mapping.campOrgUnits);
        const after = await readMapping(tx);
        await audit.record(tx, admin, {
          action: "dhis2.mapping-replaced",
          target: { type: "dhis2-mapping", id: "dhis2" },
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type Dhis2MappingService = ReturnType<typeof createDhis2MappingService>;
