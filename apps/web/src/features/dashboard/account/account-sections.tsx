import { ChangePasswordSection } from "./change-password-section";
import { DeleteAccountSection } from "./delete-account-section";
import { DownloadDataSection } from "./download-data-section";
import { EditProfileSection } from "./edit-profile-section";
import { OtherDevicesSection } from "./other-devices-section";

/**
 * My Profile's account self-service (issue 19), in order: edit name and photo, change password, sign out of other
 * devices, download my data, delete my account.
 */
export function AccountSections() {
  return (
    <>
      <EditProfileSection />
      <ChangePasswordSection />
      <OtherDevicesSection />
      <DownloadDataSection />
      <DeleteAccountSection />
    </>
  );
}
