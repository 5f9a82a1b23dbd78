import { useQuery } from "@tanstack/react-query";
import { QueryState } from "../../components/query-state";
import { useAuth } from "../../lib/auth-context";
import { Avatar } from "./avatar";
import { fetchProfile } from "./dashboard-api";

export function ProfilePage() {
  const { user } = useAuth();
  const email = user?.email ?? "";
  const profile = useQuery({
    queryKey: ["profile", email],
    queryFn: () => fetchProfile(email),
    enabled: Boolean(email),
  });
  return (
    <section className="mx-auto max-w-xl px-4 py-12" aria-labelledby="profile-title">
      <title>My Profile · MedCamp</title>
      <h1 id="profile-title" className="mb-6 text-3xl font-bold">
        My Profile
      </h1>
      <QueryState loading={profile.isPending} error={profile.error}>
        <div className="card bg-base-100 shadow-md">
          <div className="card-body items-center gap-3 text-center">
            <Avatar name={profile.data?.user.name ?? ""} photoURL={user?.photoURL ?? null} />
            <p className="text-xl font-semibold">{profile.data?.user.name}</p>
            <p className="text-base-content/70">{profile.data?.user.email}</p>
            {profile.data?.user.badge && (
              <span className="badge badge-primary badge-lg">{profile.data.user.badge}</span>
            )}
          </div>
        </div>
      </QueryState>
    </section>
  );
}
