import { MESSAGES } from "../../i18n/messages";
import type { NavItem } from "../../components/layout/nav-links";
import { AreaLayout } from "./area-layout";

// A function, not a constant: the labels are read when shown, in the language being read.
const adminLinks = (): readonly NavItem[] => {
  const M = MESSAGES.layout.adminNav;
  return [
    { to: "/admin/profile", label: M.profile },
    { to: "/admin/add-meal", label: M.addCamp },
    { to: "/admin/add-upcomingmeal", label: M.addUpcomingCamp },
    { to: "/admin/serve-meal", label: M.serveCamp },
    { to: "/admin/all-meal", label: M.allCamp },
    { to: "/admin/all-reviews", label: M.allReviews },
    { to: "/admin/manage-user", label: M.manageUsers },
  ];
};

/** Chrome of the admin area (a lazy chunk: only admins ever need it). */
export function AdminLayout() {
  return (
    <AreaLayout
      label={MESSAGES.layout.adminNavLabel}
      home={{ to: "/admin", label: MESSAGES.nav.adminDashboard }}
      items={adminLinks()}
    />
  );
}
