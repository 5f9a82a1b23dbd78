import { MESSAGES } from "../../i18n/messages";
import { dateFormat } from "../../i18n/intl";

/** "Offline: showing what this phone knows" (as of when the server's part was read, when there is one). */
export function OfflineNotice({ savedAt }: { savedAt?: string | null }) {
  const text = MESSAGES.clinicUi;
  return (
    <p role="status" className="alert alert-warning">
      {savedAt
        ? text.offlineSince(dateFormat({ hour: "2-digit", minute: "2-digit" }).format(new Date(savedAt)))
        : text.offline}
    </p>
  );
}
