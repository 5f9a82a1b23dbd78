import { MESSAGES } from "../../../i18n/messages";
import { QueryState } from "../../../components/feedback/query-state";
import { useAuth } from "../../../lib/auth-context";
import { useAdminProfile } from "./api/get-admin-profile";

export function AdminProfilePage() {
  const T = MESSAGES.adminProfile;
  const { user } = useAuth();
  const profile = useAdminProfile(user?.email ?? "");
  return (
    <section className="mx-auto max-w-xl px-4 py-12" aria-labelledby="admin-profile-title">
      <title>{T.documentTitle}</title>
      <h1 id="admin-profile-title" className="mb-6 text-3xl font-bold">
        {T.title}
      </h1>
      <QueryState loading={profile.isPending} error={profile.error}>
        <dl className="card bg-base-100 p-6 shadow-md">
          <dt className="font-medium">{MESSAGES.account.nameLabel}</dt>
          <dd className="mb-2">{profile.data?.name}</dd>
          <dt className="font-medium">{MESSAGES.account.emailLabel}</dt>
          <dd className="mb-2">
            <bdi>{profile.data?.email}</bdi>
          </dd>
          <dt className="font-medium">{T.campsAdded}</dt>
          <dd>{profile.data?.noOfMealsAdded}</dd>
        </dl>
      </QueryState>
    </section>
  );
}
