import { useParams } from "react-router";
import type { ClinicAccess } from "../features/clinic/clinic-access";
import { ClinicPage } from "../features/clinic/clinic-page";
import { roleAtCamp } from "../features/clinic/station-roles";
import { useMyStaff } from "../features/staff/api/my-staff";
import { useAuth } from "../lib/auth-context";

/** Who the user is at this camp's clinic: an admin acts as admin; staff by their station role from GET /me/staff. */
function useClinicAccess(campId: string): ClinicAccess {
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

/** /admin/clinic/:mealId (issue 39): the clinic's stations, for admins and the camp's staff with a station role. */
export function ClinicRoute() {
  const { mealId = "" } = useParams();
  return <ClinicPage mealId={mealId} access={useClinicAccess(mealId)} />;
}
