import { useParams } from "react-router";
import type { ClinicAccess } from "../features/clinic/clinic-access";
import { ReferralsListPage } from "../features/clinic/referrals/referrals-list-page";
import { roleAtCamp } from "../features/clinic/station-roles";
import { useMyStaff } from "../features/staff/api/my-staff";
import { useAuth } from "../lib/auth-context";

/** Who the user is at this camp: an admin, or staff by their station role from GET /me/staff (the server decides). */
function useCampRole(campId: string): ClinicAccess {
  const { user, loading, isAdmin, adminLoading } = useAuth();
  const staff = useMyStaff(isAdmin ? "" : (user?.email ?? ""));
  if (loading || adminLoading) return { state: "loading" };
  if (!user) return { state: "signedOut" };
  if (isAdmin) return { state: "allowed", role: "admin" };
  if (staff.isPending) return { state: "loading" };
  if (staff.isError) return { state: "failed", retry: () => void staff.refetch() };
  const role = roleAtCamp(staff.data, campId);
  return role ? { state: "allowed", role } : { state: "noRole" };
}

/** /admin/clinic/:mealId/referrals (issue 40): the coordinator's list, for admins and the camp's doctors and desk. */
export function ReferralsRoute() {
  const { mealId = "" } = useParams();
  return <ReferralsListPage mealId={mealId} access={useCampRole(mealId)} />;
}
