import { ProfilePage } from "../features/dashboard/profile-page";
import { NewsletterSection } from "../features/newsletter/newsletter-section";
import { NotificationPreferencesSection } from "../features/notifications/notification-preferences-section";
import { useAuth } from "../lib/auth-context";

/** /user/profile: My Profile with the sections of other features about what MedCamp tells the user (issue 19). */
export function ProfileRoute() {
  const { user } = useAuth();
  return (
    <ProfilePage
      notices={
        user?.email && (
          <>
            <NotificationPreferencesSection email={user.email} />
            <NewsletterSection email={user.email} />
          </>
        )
      }
    />
  );
}
