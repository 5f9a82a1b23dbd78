import type { StationRole } from "@medcamp/contract";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { camps, staffAssignments, users } from "../../db/schema/index.ts";

/** Staff assignments (issue 21): who runs which camps' check-in. */
export function createStaffRepository(db: Db) {
  const sameAssignment = (userId: string, campId: string | null) =>
    and(
      eq(staffAssignments.userId, userId),
      campId === null ? isNull(staffAssignments.campId) : eq(staffAssignments.campId, campId),
    );

  return {
    async userExists(userId: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row);
    },

    async campExists(campId: string) {
      const [row] = await db.select({ id: camps.id }).from(camps).where(eq(camps.id, campId)).limit(1);
      return Boolean(row);
    },

    /** Runs `work` in one transaction (the change and its audit entry, issue 23). */
    inTransaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The grant there is for the camp (null: every camp), with its station role. */
    async grantOf(tx: Tx, userId: string, campId: string | null) {
      const [row] = await tx
        .select({ id: staffAssignments.id, role: staffAssignments.role })
        .from(staffAssignments)
        .where(sameAssignment(userId, campId))
        .for("update");
      return row;
    },

    /**
     * Makes the user staff for the camp (null: every camp) with the station role (null: check-in only); giving the
     * same twice changes nothing. Answers whether it changed anything.
     */
    async grant(tx: Tx, userId: string, campId: string | null, role: string | null): Promise<boolean> {
      const existing = await this.grantOf(tx, userId, campId);
      if (existing) {
        if (existing.role === role) return false;
        await tx.update(staffAssignments).set({ role }).where(eq(staffAssignments.id, existing.id));
        return true;
      }
      const added = await tx
        .insert(staffAssignments)
        .values({ userId, campId, role })
        .onConflictDoNothing()
        .returning({ id: staffAssignments.id });
      return added.length > 0;
    },

    /** Answers whether there was such an assignment to remove. */
    async revoke(tx: Tx, userId: string, campId: string | null): Promise<boolean> {
      const removed = await tx
        .delete(staffAssignments)
        .where(sameAssignment(userId, campId))
        .returning({ id: staffAssignments.id });
      return removed.length > 0;
    },

    /** Whether the user staffs this camp (or every camp). */
    async staffs(userId: string, campId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: staffAssignments.id })
        .from(staffAssignments)
        .where(
          and(
            eq(staffAssignments.userId, userId),
            or(isNull(staffAssignments.campId), eq(staffAssignments.campId, campId)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The user's assignments: every camp, and the camps named one by one (by title). */
    async assignmentsOf(userId: string) {
      const rows = await db
        .select({ campId: staffAssignments.campId, title: camps.title, role: staffAssignments.role })
        .from(staffAssignments)
        .leftJoin(camps, eq(camps.id, staffAssignments.campId))
        .where(eq(staffAssignments.userId, userId))
        .orderBy(asc(camps.title));
      const everyCamp = rows.find((r) => r.campId === null);
      return {
        allCamps: everyCamp !== undefined,
        ...(everyCamp ? { allCampsRole: everyCamp.role as StationRole | null } : {}),
        camps: rows.flatMap((r) =>
          r.campId && r.title ? [{ id: r.campId, title: r.title, role: r.role as StationRole | null }] : [],
        ),
      };
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
