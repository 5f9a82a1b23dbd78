import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useParams } from "react-router";
import type { ClinicAccess } from "../features/clinic/clinic-access";
import { ClinicPage } from "../features/clinic/clinic-page";
import { forgetCamp, forgetPeople } from "../features/clinic/clinic-store";
import { isOutage } from "../features/clinic/outage";
import { roleAtCamp } from "../features/clinic/station-roles";
import { useDeviceState } from "../features/clinic/use-device-state";
import { useMyStaff } from "../features/staff/api/my-staff";
import { useAuth } from "../lib/auth-context";
import { useOnline } from "../lib/network-status";
import { sessionKeys } from "../lib/query-keys";

/**
 * Who the user is at this camp's clinic: an admin acts as admin; staff by their station role from GET /me/staff.
 * `unanswered`: the answer is not the server's but a failure to reach it (the session or the role read failed).
 */
function useServerAccess(campId: string): { access: ClinicAccess; unanswered: boolean } {
  const queryClient = useQueryClient();
  const { user, loading, isAdmin, adminLoading } = useAuth();
  const staff = useMyStaff(isAdmin ? "" : (user?.email ?? ""));
  const answer = (access: ClinicAccess, unanswered = false) => ({ access, unanswered });
  if (loading || adminLoading) return answer({ state: "loading" });
  if (!user) return answer({ state: "signedOut" }, isOutage(queryClient.getQueryState(sessionKeys.session)?.error));
  if (isAdmin) return answer({ state: "allowed", role: "admin" });
  if (staff.isPending) return answer({ state: "loading" });
  if (staff.isError) return answer({ state: "failed", retry: () => void staff.refetch() }, isOutage(staff.error));
  const role = roleAtCamp(staff.data, campId);
  return answer(role ? { state: "allowed", role } : { state: "noRole" });
}

/**
 * Online the server decides (the session, then the role). With no network, or none that reaches the server, the role
 * this device kept when the clinic was last opened here online stands in (ADR 018's rule for check-in). The server
 * saying the user is signed out or has no role here any more makes the device forget what it kept.
 */
function useClinicAccess(campId: string): ClinicAccess {
  const { access, unanswered } = useServerAccess(campId);
  const reachable = useOnline() && !unanswered;
  const stored = useDeviceState(campId, !reachable);
  const { state } = access;
  useEffect(() => {
    if (!reachable) return;
    if (state === "signedOut") void forgetPeople().catch(() => undefined);
    if (state === "noRole") void forgetCamp(campId).catch(() => undefined);
  }, [reachable, state, campId]);
  if (reachable || state === "allowed") return access;
  if (stored.isPending) return { state: "loading" };
  const camp = stored.data?.camp;
  return camp ? { state: "allowed", role: camp.role } : { state: "nothingStored" };
}

/** /admin/clinic/:mealId (issue 39): the clinic's stations, for admins and the camp's staff with a station role. */
export function ClinicRoute() {
  const { mealId = "" } = useParams();
  return <ClinicPage mealId={mealId} access={useClinicAccess(mealId)} />;
}
