import { WelcomePage } from "../features/dashboard/welcome-page";
import { StaffedCampsSection } from "../features/staff/staffed-camps-section";
import { useAuth } from "../lib/auth-context";

/** /user: the dashboard's welcome, with the check-in pages of the camps the user staffs (issue 21). */
export function WelcomeRoute() {
  const { user } = useAuth();
  return <WelcomePage staffedCamps={<StaffedCampsSection email={user?.email ?? ""} />} />;
}
