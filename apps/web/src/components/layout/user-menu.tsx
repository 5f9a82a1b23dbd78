import { MESSAGES } from "../../i18n/messages";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { type SessionUser, useAuth } from "../../lib/auth-context";
import { notify } from "../../lib/toast";
import { useDropdown } from "./use-dropdown";

/** The user's photo, or their initial when there is none or it fails to load. */
function MenuAvatar({ user }: { user: SessionUser }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const src = user.photoURL;
  // A server-rendered photo (ADR 019) may have failed before the app listened for its error: caught here.
  useEffect(() => {
    const img = image.current;
    if (!img || !src || !img.complete || img.naturalWidth > 0 || typeof img.decode !== "function") return;
    let live = true;
    img.decode().catch(() => {
      if (live) setFailedSrc(src);
    });
    return () => {
      live = false;
    };
  }, [src]);
  if (src && failedSrc !== src) {
    return (
      <img
        ref={image}
        src={src}
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        className="size-9 rounded-full object-cover"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className="grid size-9 place-items-center rounded-full bg-primary text-primary-content" aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase() || "U"}
    </span>
  );
}

/** Avatar menu of a signed-in user: display name, User Dashboard, Logout (then home as a visitor). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { ref, close, onKeyDown, onBlur } = useDropdown();
  const [busy, setBusy] = useState(false);

  async function onLogout() {
    setBusy(true);
    try {
      await logout();
      close();
      void navigate("/");
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : MESSAGES.nav.logoutFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    // Escape bubbles up from the focused item or summary inside; <details> itself is the disclosure widget.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={ref} className="dropdown dropdown-end" onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary className="btn btn-ghost btn-circle avatar" aria-label={MESSAGES.nav.accountMenu(user.displayName)}>
        <MenuAvatar user={user} />
      </summary>
      <ul className="menu dropdown-content z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg">
        <li className="menu-title break-words">{user.displayName}</li>
        <li>
          <Link to="/user" onClick={close}>
            {MESSAGES.nav.userDashboard}
          </Link>
        </li>
        <li>
          <button type="button" onClick={onLogout} disabled={busy}>
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {MESSAGES.nav.logout}
          </button>
        </li>
      </ul>
    </details>
  );
}
