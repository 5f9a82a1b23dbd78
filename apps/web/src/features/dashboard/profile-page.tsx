import type { ReactNode } from "react";
import { MESSAGES } from "../../i18n/messages";
import { QueryState } from "../../components/feedback/query-state";
import { useAuth } from "../../lib/auth-context";
import { AccountSections } from "./account/account-sections";
import { useProfile } from "./api/get-profile";
import { Avatar } from "../../components/media/avatar";
import { CalendarFeedSection } from "./calendar-feed-section";
import { ContactSection } from "./contact/contact-section";

/**
 * /user/profile: photo, name, e-mail and the package badge when the user has one; below them, the package as a
 * subscription (`subscription`, issue 20, passed in by the app layer), the personal calendar feed (issue 18); what MedCamp may tell the user (`notices`: the preferences and the newsletter switch, which other
 * features own and the app layer passes in); how MedCamp reaches the user (e-mail, SMS or both, and the mobile number,
 * issue 40); then the account's self-service (issue 19): edit name and photo, change password, sign out of other
 * devices, download my data, delete my account.
 */
export function ProfilePage({ notices, subscription }: { notices?: ReactNode; subscription?: ReactNode }) {
  const { user } = useAuth();
  const profile = useProfile(user?.email ?? "");
  const data = profile.data?.user;
  const name = data?.name || user?.name || MESSAGES.dashProfile.defaultName;
  return (
    <section className="mx-auto max-w-xl px-4 py-12" aria-labelledby="profile-title">
      <title>{MESSAGES.dashProfile.documentTitle}</title>
      <h1 id="profile-title" className="mb-6 text-3xl font-bold">
        {MESSAGES.subscription.myProfile}
      </h1>
      <QueryState loading={profile.isPending} error={profile.error}>
        <div className="card bg-base-100 shadow-md">
          <div className="card-body items-center gap-3 text-center">
            <Avatar name={name} photoURL={user?.photoURL ?? null} />
            <p className="text-xl font-semibold">{name}</p>
            <p className="break-all text-base-content/70">{data?.email}</p>
            {data?.badge && (
              <span className="badge badge-primary badge-lg" title={MESSAGES.dashProfile.packageBadgeTitle}>
                {data.badge}
              </span>
            )}
          </div>
        </div>
      </QueryState>
      {user && subscription}
      {user?.email && <CalendarFeedSection email={user.email} />}
      {user && notices}
      {user?.email && <ContactSection email={user.email} />}
      {user && <AccountSections />}
    </section>
  );
}
