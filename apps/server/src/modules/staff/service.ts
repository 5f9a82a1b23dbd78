import { MESSAGES, type StaffAssignment, type StaffBody } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
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
export function createStaffService(repo: StaffRepository) {
  async function checked(body: StaffBody) {
    if (!(await repo.userExists(body.userId))) throw refuse("USER_NOT_FOUND");
    if (body.mealId && !(await repo.campExists(body.mealId))) throw refuse("CAMP_NOT_FOUND");
    return { userId: body.userId, campId: body.mealId ?? null };
  }

  return {
    async makeStaff(body: StaffBody) {
      const { userId, campId } = await checked(body);
      await repo.grant(userId, campId);
      return { message: campId ? MESSAGES.staff.madeForCamp : MESSAGES.staff.madeForAll };
    },

    async removeStaff(body: StaffBody) {
      const { userId, campId } = await checked(body);
      if (!(await repo.revoke(userId, campId))) throw refuse("STAFF_NOT_FOUND");
      return { message: MESSAGES.staff.removed };
    },

    assignments: (userId: string): Promise<StaffAssignment> => repo.assignmentsOf(userId),

    /** An admin, or staff of this camp. */
    async mayRunCamp(viewer: CampViewer, campId: string): Promise<boolean> {
      return viewer.role === "admin" || repo.staffs(viewer.id, campId);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
