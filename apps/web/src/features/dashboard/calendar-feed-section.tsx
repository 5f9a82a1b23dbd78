import { MESSAGES } from "../../i18n/messages";
import { useId, useRef, useState } from "react";
import { QueryState } from "../../components/feedback/query-state";
import { confirmDestructive } from "../../lib/confirm";
import { notify } from "../../lib/toast";
import { useCalendarFeed } from "./api/get-calendar-feed";
import { useRotateCalendarFeed } from "./api/rotate-calendar-feed";

/**
 * My Profile's personal calendar feed (issue 18): the secret address of the camps the user joined, to copy into a
 * calendar app, and a way to replace it when it was shared by mistake.
 */
export function CalendarFeedSection({ email }: { email: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const feed = useCalendarFeed(email);
  const rotate = useRotateCalendarFeed(email);
  const [copyNote, setCopyNote] = useState("");
  const url = feed.data?.url ?? "";

  async function onCopy() {
    try {
      // Absent outside a secure context (plain http on a LAN address), and refused without permission.
      if (!navigator.clipboard) throw new Error("No clipboard");
      await navigator.clipboard.writeText(url);
      setCopyNote(MESSAGES.schedule.linkCopied);
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopyNote(MESSAGES.schedule.copyFallback);
    }
  }

  async function onReplace() {
    if (!(await confirmDestructive(MESSAGES.schedule.replaceLinkConfirm))) return;
    try {
      await rotate.mutateAsync();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.camps.errorLater);
      return;
    }
    setCopyNote("");
    notify.success(MESSAGES.schedule.calendarRotated);
  }

  return (
    <section className="card mt-6 bg-base-100 shadow-md" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {MESSAGES.schedule.calendarFeedTitle}
        </h2>
        <p className="text-base-content/70">{MESSAGES.schedule.calendarFeedExplain}</p>
        <QueryState loading={feed.isPending} error={feed.error}>
          <label htmlFor={`${id}-url`} className="label whitespace-normal text-sm font-medium">
            {MESSAGES.schedule.calendarLinkLabel}
          </label>
          <div className="join w-full">
            <input
              id={`${id}-url`}
              ref={input}
              readOnly
              className="input input-bordered join-item w-full min-w-0 font-mono text-sm"
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="btn btn-primary join-item" onClick={onCopy}>
              {MESSAGES.schedule.copy}
            </button>
          </div>
          <p role="status" className="min-h-5 text-sm">
            {copyNote}
          </p>
          <div>
            <button type="button" className="btn btn-outline btn-sm" disabled={rotate.isPending} onClick={onReplace}>
              {MESSAGES.schedule.replaceLink}
            </button>
          </div>
        </QueryState>
      </div>
    </section>
  );
}
