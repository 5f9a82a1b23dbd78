import { type StaffAssignment } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import type { NavItem } from "../../components/layout/nav-links";
import { staffsAnything } from "./api/my-staff";
import { checkInPath, STAFFED_CAMPS_ANCHOR } from "./check-in-path";

/**
 * The user area's "Check-in" entry for staff: straight to the check-in of their only camp, otherwise to the
 * dashboard's "Camps you staff"; none for someone who staffs nothing.
 */
export function staffNavEntry(staff: StaffAssignment | undefined): NavItem | null {
  if (!staff || !staffsAnything(staff)) return null;
  const only = !staff.allCamps && staff.camps.length === 1 ? staff.camps[0] : undefined;
  return { to: only ? checkInPath(only.id) : `/user#${STAFFED_CAMPS_ANCHOR}`, label: MESSAGES.staffAdmin.navCheckIn };
}
