import type { NavItem } from "../../components/nav-links";
import { useAuth } from "../../lib/auth-context";
import { useMyStaff } from "../../features/staff/api/my-staff";
import { staffNavEntry } from "../../features/staff/staff-nav-entry";
import { AreaLayout } from "./area-layout";

const USER_LINKS: readonly NavItem[] = [
  { to: "/user/profile", label: "Profile" },
  { to: "/user/meals", label: "Camp Request" },
  { to: "/user/reviews", label: "User Reviews" },
  { to: "/user/history", label: "Payment History" },
  { to: "/user/notifications", label: "Notifications" },
];

/** Chrome of the user area (a lazy chunk: visitors of the public pages never download the dashboard). */
export function UserLayout() {
  const { user } = useAuth();
  // Issue 21: staff (who are not admins) reach their check-in pages from here.
  const checkIn = staffNavEntry(useMyStaff(user?.email ?? "").data);
  return (
    <AreaLayout
      label="User dashboard"
      home={{ to: "/user", label: "User Dashboard" }}
      items={checkIn ? [...USER_LINKS, checkIn] : USER_LINKS}
    />
  );
}
