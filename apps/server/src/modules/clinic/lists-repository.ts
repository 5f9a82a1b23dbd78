import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { campMedicines, camps, campScreeningTests } from "../../db/schema/index.ts";

/** A camp's own screening tests and medicines (issue 39), in their order; empty when the camp uses the defaults. */
export function createListsRepository() {
  return {
    /** Locks the camp's row for the rest of the transaction (two admins replacing a list one after the other). */
    async lockCamp(tx: Tx, campId: string) {
      const [camp] = await tx.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).for("update");
      return camp !== undefined;
    },

    screeningTests: (tx: Db | Tx, campId: string) =>
      tx
        .select()
        .from(campScreeningTests)
        .where(eq(campScreeningTests.campId, campId))
        .orderBy(asc(campScreeningTests.position)),

    medicines: (tx: Db | Tx, campId: string) =>
      tx.select().from(campMedicines).where(eq(campMedicines.campId, campId)).orderBy(asc(campMedicines.position)),

    async replaceScreeningTests(
      tx: Tx,
      campId: string,
      tests: Omit<typeof campScreeningTests.$inferInsert, "campId" | "position">[],
    ) {
      await tx.delete(campScreeningTests).where(eq(campScreeningTests.campId, campId));
      if (tests.length === 0) return;
      await tx.insert(campScreeningTests).values(tests.map((t, position) => ({ ...t, campId, position })));
    },

    /** Replaces the list; a medicine kept (same key) keeps its id, so what refers to it (issue 40's stock) holds. */
    async replaceMedicines(
      tx: Tx,
      campId: string,
      medicines: Omit<typeof campMedicines.$inferInsert, "campId" | "position" | "id">[],
    ) {
      const keys = medicines.map((m) => m.key);
      await tx
        .delete(campMedicines)
        .where(
          keys.length
            ? and(eq(campMedicines.campId, campId), notInArray(campMedicines.key, keys))
            : eq(campMedicines.campId, campId),
        );
      if (medicines.length === 0) return;
      await tx
        .insert(campMedicines)
        .values(medicines.map((m, position) => ({ ...m, campId, position })))
        .onConflictDoUpdate({
          target: [campMedicines.campId, campMedicines.key],
          set: {
            position: sql`excluded.position`,
            name: sql`excluded.name`,
            strength: sql`excluded.strength`,
            form: sql`excluded.form`,
            unit: sql`excluded.unit`,
          },
        });
    },
  };
}
export type ListsRepository = ReturnType<typeof createListsRepository>;
