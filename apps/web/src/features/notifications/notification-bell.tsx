import { MESSAGES } from "../../i18n/messages";
import { NavLink } from "react-router";
import { useAuth } from "../../lib/auth-context";
import { useUnreadCount } from "./api/notifications";

/** The badge shows at most this; more reads "99+" (the accessible name keeps the exact count). */
const BADGE_MAX = 99;

/**
 * The navbar bell of a signed-in user (issue 19): a link to /user/notifications whose badge is the unread count,
 * asked for every minute and when the window gets focus. While the count is unknown (loading, or the server could
 * not say) there is no badge and the name is just "Notifications". Nothing for visitors.
 */
export function NotificationBell() {
  const { user } = useAuth();
  const count = useUnreadCount(user?.email ?? "");
  if (!user) return null;
  const unread = count.data?.unread ?? 0;
  const label = MESSAGES.notifications.bell(unread);
  return (
    <NavLink to="/user/notifications" className="btn btn-ghost btn-circle indicator" aria-label={label} title={label}>
      {unread > 0 && (
        <span className="indicator-item badge badge-sm badge-error px-1 font-semibold" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    </NavLink>
  );
}
