import { MESSAGES } from "../../i18n/messages";
import type { NavItem } from "../../components/layout/nav-links";
import { useAuth } from "../../lib/auth-context";
import { useMyStaff } from "../../features/staff/api/my-staff";
import { staffNavEntry } from "../../features/staff/staff-nav-entry";
import { AreaLayout } from "./area-layout";

// A function, not a constant: the labels are read when shown, in the language being read.
const userLinks = (): NavItem[] => {
  const M = MESSAGES.layout.userNav;
  return [
    { to: "/user/profile", label: M.profile },
    { to: "/user/meals", label: M.campRequest },
    { to: "/user/reviews", label: M.userReviews },
    { to: "/user/history", label: M.paymentHistory },
    { to: "/user/notifications", label: MESSAGES.notifications.title },
    { to: "/user/health", label: M.healthRecord },
  ];
};

/** Chrome of the user area (a lazy chunk: visitors of the public pages never download the dashboard). */
export function UserLayout() {
  const { user } = useAuth();
  // Issue 21: staff (who are not admins) reach their check-in pages from here.
  const checkIn = staffNavEntry(useMyStaff(user?.email ?? "").data);
  const links = userLinks();
  return (
    <AreaLayout
      label={MESSAGES.layout.userNavLabel}
      home={{ to: "/user", label: MESSAGES.nav.userDashboard }}
      items={checkIn ? [...links, checkIn] : links}
    />
  );
}
