import type { NavItem } from "../../components/nav-links";
import { AreaLayout } from "./area-layout";

const ADMIN_LINKS: readonly NavItem[] = [
  { to: "/admin/profile", label: "Profile" },
  { to: "/admin/add-meal", label: "Add camp" },
  { to: "/admin/add-upcomingmeal", label: "Add Upcoming Camp" },
  { to: "/admin/serve-meal", label: "Serve Camp" },
  { to: "/admin/all-meal", label: "All Camp" },
  { to: "/admin/all-reviews", label: "All Reviews" },
  { to: "/admin/manage-user", label: "Manage Users" },
];

/** Chrome of the admin area (a lazy chunk: only admins ever need it). */
export function AdminLayout() {
  return <AreaLayout label="Admin dashboard" home={{ to: "/admin", label: "Admin Dashboard" }} items={ADMIN_LINKS} />;
}
