import { Link } from "react-router";
import type { SessionUser } from "../lib/auth-context";

/** Avatar menu of a signed-in user. Logout joins it with the sign-in work. */
export function UserMenu({ user }: { user: SessionUser }) {
  const initial = user.name.trim().charAt(0).toUpperCase() || "U";
  return (
    <details className="dropdown dropdown-end">
      <summary className="btn btn-ghost btn-circle avatar" aria-label={`Account menu for ${user.name}`}>
        {user.photoURL ? (
          <img src={user.photoURL} alt="" className="size-9 rounded-full" />
        ) : (
          <span className="grid size-9 place-items-center rounded-full bg-primary text-primary-content">{initial}</span>
        )}
      </summary>
      <ul className="menu dropdown-content z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg">
        <li className="menu-title">{user.name}</li>
        <li>
          <Link to="/user">User Dashboard</Link>
        </li>
      </ul>
    </details>
  );
}
