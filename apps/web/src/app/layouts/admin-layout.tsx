import { MESSAGES } from "@medcamp/contract";
import { Link, Navigate, useLocation } from "react-router";
import { Loading } from "../../components/loading";
import type { NavItem } from "../../components/nav-links";
import { useAuth } from "../../lib/auth-context";
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

/** SPEC §2: signed-in non-admins opening these pages see the "not authorized" text; elsewhere they go to /. */
const SAYS_NOT_AUTHORIZED = ["/admin/profile", "/admin/add-meal", "/admin/add-upcomingmeal", "/admin/all-meal"];

/** Loaded lazily: only admins ever need this chunk. Waits for the auth state and the admin check. */
export function AdminLayout() {
  const { user, loading, isAdmin, adminLoading } = useAuth();
  const { pathname } = useLocation();
  if (loading || adminLoading) return <Loading />;
  if (!user) return <Navigate to="/" replace />;
  if (!isAdmin) {
    if (!SAYS_NOT_AUTHORIZED.includes(pathname.replace(/\/$/, ""))) return <Navigate to="/" replace />;
    return (
      <main className="mx-auto max-w-xl px-4 py-16 text-center">
        <p role="alert" className="text-lg font-medium text-error">
          {MESSAGES.auth.notAuthorized}
        </p>
        <Link to="/" className="btn btn-primary mt-6">
          Main Page
        </Link>
      </main>
    );
  }
  return <AreaLayout label="Admin dashboard" home={{ to: "/admin", label: "Admin Dashboard" }} items={ADMIN_LINKS} />;
}
