import { Link, useNavigate } from "react-router";
import { type SessionUser, useAuth } from "../lib/auth-context";

/** Avatar menu of a signed-in user: display name, User Dashboard, Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const initial = user.name.trim().charAt(0).toUpperCase() || "U";

  async function onLogout() {
    await logout();
    navigate("/");
  }

  return (
    <details className="dropdown dropdown-end">
      <summary className="btn btn-ghost btn-circle avatar" aria-label={`Account menu for ${user.name}`}>
        {user.photoURL ? (
          <img src={user.photoURL} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span className="grid size-9 place-items-center rounded-full bg-primary text-primary-content">{initial}</span>
        )}
      </summary>
      <ul className="menu dropdown-content z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg">
        <li className="menu-title">{user.displayName}</li>
        <li>
          <Link to="/user">User Dashboard</Link>
        </li>
        <li>
          <button type="button" onClick={onLogout}>
            Logout
          </button>
        </li>
      </ul>
    </details>
  );
}
