import { ProfilePage } from "../features/dashboard/profile-page";
import { SubscriptionSection } from "../features/dashboard/subscription-section";
import { NewsletterSection } from "../features/newsletter/newsletter-section";
import { NotificationPreferencesSection } from "../features/notifications/notification-preferences-section";
import { useAuth } from "../lib/auth-context";

/**
 * /user/profile: My Profile with the user's package as a subscription (issue 20) and the sections of other features
 * about what MedCamp tells the user (issue 19).
 */
export function ProfileRoute() {
  const { user } = useAuth();
  return (
    <ProfilePage
      subscription={user?.email && <SubscriptionSection email={user.email} />}
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
