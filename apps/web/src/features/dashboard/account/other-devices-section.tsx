import { MESSAGES } from "../../../i18n/messages";
import { useState } from "react";
import { notify } from "../../../lib/toast";
import { AccountCard, BusySpinner } from "./account-card";
import { revokeOtherSessions } from "./api/account";
import { errorText } from "./error-text";

const m = MESSAGES.account;

/** Sign out of other devices (better-auth's revoke-other-sessions). */
export function OtherDevicesSection() {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      await revokeOtherSessions();
      notify.success(m.signedOutOthers);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <AccountCard title={m.otherDevicesTitle}>
      <p className="text-base-content/70">{m.otherDevicesNote}</p>
      <div>
        <button type="button" className="btn btn-outline" onClick={() => void onClick()} disabled={busy}>
          <BusySpinner on={busy} />
          {m.signOutOthers}
        </button>
      </div>
    </AccountCard>
  );
}
