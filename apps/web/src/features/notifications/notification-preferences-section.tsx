import { type NotificationPreferences } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useId } from "react";
import { QueryState } from "../../components/feedback/query-state";
import { notify } from "../../lib/toast";
import { useNotificationPreferences, useSaveNotificationPreferences } from "./api/notifications";

/** The optional topics, their labels in the language being read. */
const topics = (): readonly { key: keyof NotificationPreferences; label: string }[] => [
  { key: "reminders", label: MESSAGES.notifications.reminders },
  { key: "campUpdates", label: MESSAGES.notifications.campUpdates },
];

/**
 * My Profile's notification preferences (issue 19): the optional topics as switches that save on change (a toast
 * says so; a refusal puts the switch back), and a line saying what is always sent.
 */
export function NotificationPreferencesSection({ email }: { email: string }) {
  const id = useId();
  const preferences = useNotificationPreferences(email);
  const save = useSaveNotificationPreferences(email);

  async function onChange(key: keyof NotificationPreferences, on: boolean) {
    try {
      await save.mutateAsync({ [key]: on });
    } catch {
      notify.error(MESSAGES.notifications.preferencesFailed);
      return;
    }
    notify.success(MESSAGES.notifications.preferencesSaved);
  }

  return (
    <section className="card mt-6 bg-base-100 shadow-md" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {MESSAGES.notifications.preferencesTitle}
        </h2>
        <QueryState loading={preferences.isPending} error={preferences.error}>
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">{MESSAGES.notifications.preferencesTitle}</legend>
            {topics().map(({ key, label }) => (
              <label key={key} className="flex cursor-pointer items-center justify-between gap-4">
                <span>{label}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="toggle toggle-primary"
                  checked={preferences.data?.[key] ?? true}
                  // One save at a time: a second flip would race the first one's answer or rollback.
                  disabled={save.isPending}
                  onChange={(event) => void onChange(key, event.currentTarget.checked)}
                />
              </label>
            ))}
          </fieldset>
        </QueryState>
        <p className="text-sm text-base-content/70">{MESSAGES.notifications.alwaysSent}</p>
      </div>
    </section>
  );
}
