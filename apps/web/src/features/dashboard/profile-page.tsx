import { QueryState } from "../../components/query-state";
import { useAuth } from "../../lib/auth-context";
import { useProfile } from "./api/get-profile";
import { Avatar } from "./avatar";
import { CalendarFeedSection } from "./calendar-feed-section";

/**
 * /user/profile: photo, name, e-mail and the package badge when the user has one; below them, the personal calendar
 * feed (issue 18).
 */
export function ProfilePage() {
  const { user } = useAuth();
  const profile = useProfile(user?.email ?? "");
  const data = profile.data?.user;
  const name = data?.name || user?.name || "User";
  return (
    <section className="mx-auto max-w-xl px-4 py-12" aria-labelledby="profile-title">
      <title>My Profile · MedCamp</title>
      <h1 id="profile-title" className="mb-6 text-3xl font-bold">
        My Profile
      </h1>
      <QueryState loading={profile.isPending} error={profile.error}>
        <div className="card bg-base-100 shadow-md">
          <div className="card-body items-center gap-3 text-center">
            <Avatar name={name} photoURL={user?.photoURL ?? null} />
            <p className="text-xl font-semibold">{name}</p>
            <p className="break-all text-base-content/70">{data?.email}</p>
            {data?.badge && (
              <span className="badge badge-primary badge-lg" title="Subscription package">
                {data.badge}
              </span>
            )}
          </div>
        </div>
      </QueryState>
      {user?.email && <CalendarFeedSection email={user.email} />}
    </section>
  );
}
