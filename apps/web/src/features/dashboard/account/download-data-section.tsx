import { MESSAGES } from "../../../i18n/messages";
import { useState } from "react";
import { notify } from "../../../lib/toast";
import { AccountCard, BusySpinner } from "./account-card";
import { downloadMyData } from "./api/account";

const m = MESSAGES.account;

/** Download my data: a JSON file of everything MedCamp holds about the user. */
export function DownloadDataSection() {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      await downloadMyData();
    } catch {
      notify.error(m.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AccountCard title={m.dataTitle}>
      <p className="text-base-content/70">{m.dataNote}</p>
      <div>
        <button type="button" className="btn btn-outline" onClick={() => void onClick()} disabled={busy}>
          <BusySpinner on={busy} />
          {m.downloadData}
        </button>
      </div>
    </AccountCard>
  );
}
