import { Navigate } from "react-router";
import { Loading } from "../../components/loading";
import type { NavItem } from "../../components/nav-links";
import { useAuth } from "../../lib/auth-context";
import { AreaLayout } from "./area-layout";

const USER_LINKS: readonly NavItem[] = [
  { to: "/user/profile", label: "Profile" },
  { to: "/user/meals", label: "Camp Request" },
  { to: "/user/reviews", label: "User Reviews" },
  { to: "/user/history", label: "Payment History" },
];

/** Loaded lazily: visitors of the public pages never download the dashboard. */
export function UserLayout() {
  const { user, loading } = useAuth();
  if (loading) return <Loading />;
  if (!user) return <Navigate to="/" replace />;
  return <AreaLayout label="User dashboard" home={{ to: "/user", label: "User Dashboard" }} items={USER_LINKS} />;
}
