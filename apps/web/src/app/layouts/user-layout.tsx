import type { NavItem } from "../../components/nav-links";
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
  return <AreaLayout label="User dashboard" home={{ to: "/user", label: "User Dashboard" }} items={USER_LINKS} />;
}
