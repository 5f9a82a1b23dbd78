import { MESSAGES, type StaffAssignment, type StaffBody } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { StaffRepository } from "./repository.ts";

/** Who may act for a camp on its day: admins, and the camp's staff (issue 21). */
export interface CampViewer {
  id: string;
  role: string;
}

/**
 * The staff role (issue 21): admins make a user staff for one camp or for every camp, and take it back. Staff may
 * run check-in and read the participants (their intake answers and tickets) of their camps, and nothing else.
 */
export function createStaffService(repo: StaffRepository, audit: AuditService) {
  async function checked(body: StaffBody) {
    if (!(await repo.userExists(body.userId))) throw refuse("USER_NOT_FOUND");
    if (body.mealId && !(await repo.campExists(body.mealId))) throw refuse("CAMP_NOT_FOUND");
    return { userId: body.userId, campId: body.mealId ?? null, role: body.role ?? null };
  }

  return {
    /** A repeat that changes nothing records nothing. */
    async makeStaff(body: StaffBody, actor: AuditActor) {
      const { userId, campId, role } = await checked(body);
      await repo.inTransaction(async (tx) => {
        const before = await repo.grantOf(tx, userId, campId);
        if (!(await repo.grant(tx, userId, campId, role))) return;
        await audit.record(tx, actor, {
          action: "user.made-staff",
          target: { type: "user", id: userId },
          campId,
          ...(before ? { before: { staffFor: campId ?? "every camp", role: before.role } } : {}),
          after: { staffFor: campId ?? "every camp", ...(role || before ? { role } : {}) },
        });
      });
      return { message: campId ? MESSAGES.staff.madeForCamp : MESSAGES.staff.madeForAll };
    },

    async removeStaff(body: StaffBody, actor: AuditActor) {
      const { userId, campId } = await checked(body);
      const removed = await repo.inTransaction(async (tx) => {
        if (!(await repo.revoke(tx, userId, campId))) return false;
        await audit.record(tx, actor, {
          action: "user.staff-removed",
          target: { type: "user", id: userId },
          campId,
          before: { staffFor: campId ?? "every camp" },
        });
        return true;
      });
      if (!removed) throw refuse("STAFF_NOT_FOUND");
      return { message: MESSAGES.staff.removed };
    },

    assignments: (userId: string): Promise<StaffAssignment> => repo.assignmentsOf(userId),

    mayRunCamp: mayRunCampWith(repo),
  };
}

/** An admin, or staff of this camp. */
export function mayRunCampWith(repo: Pick<StaffRepository, "staffs">) {
  return async (viewer: CampViewer, campId: string): Promise<boolean> =>
    viewer.role === "admin" || repo.staffs(viewer.id, campId);
}
export type StaffService = ReturnType<typeof createStaffService>;
