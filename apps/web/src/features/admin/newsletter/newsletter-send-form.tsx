import { NEWSLETTER_SUBJECT_MAX, NEWSLETTER_TEXT_MAX } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { type FormEvent, useId, useState } from "react";
import { confirmDestructive } from "../../../lib/confirm";
import { notify } from "../../../lib/toast";
import { useNewsletterCounts, useSendNewsletter } from "../../../lib/newsletter-api";

const TEXT = MESSAGES.newsletter;

/**
 * The admin home's newsletter form (issue 19): a subject and a message go to every confirmed subscriber, after a
 * confirmation that names how many. The fields keep their text when sending fails.
 */
export function NewsletterSendForm() {
  const id = useId();
  const counts = useNewsletterCounts();
  const send = useSendNewsletter();
  const [subject, setSubject] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; text?: string }>({});
  const subscribers = counts.data?.subscribers ?? 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      subject: subject.trim() ? undefined : TEXT.subjectRequired,
      text: text.trim() ? undefined : TEXT.textRequired,
    };
    setErrors(found);
    if (found.subject || found.text) return;
    if (!(await confirmDestructive(TEXT.sendConfirm(subscribers)))) return;
    try {
      const { recipients } = await send.mutateAsync({ subject: subject.trim(), text: text.trim() });
      notify.success(TEXT.sent(recipients));
      setSubject("");
      setText("");
    } catch (error) {
      notify.error(error instanceof Error ? error.message : TEXT.sendFailed);
    }
  }

  return (
    <section className="card w-full max-w-xl bg-base-100 text-start shadow-md" aria-labelledby={`${id}-title`}>
      <form className="card-body gap-3" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="card-title">
          {TEXT.sendTitle}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-subject`} className="font-medium">
            {TEXT.subjectLabel}
          </label>
          <input
            id={`${id}-subject`}
            className="input input-bordered w-full"
            value={subject}
            maxLength={NEWSLETTER_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          />
          {errors.subject && (
            <p id={`${id}-subject-error`} className="text-sm text-error">
              {errors.subject}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="font-medium">
            {TEXT.textLabel}
          </label>
          <textarea
            id={`${id}-text`}
            className="textarea textarea-bordered min-h-32 w-full"
            value={text}
            maxLength={NEWSLETTER_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${id}-text-hint${errors.text ? ` ${id}-text-error` : ""}`}
          />
          <p id={`${id}-text-hint`} className="text-sm text-base-content/70">
            {TEXT.textHint}
          </p>
          {errors.text && (
            <p id={`${id}-text-error`} className="text-sm text-error">
              {errors.text}
            </p>
          )}
        </div>
        {counts.data && subscribers === 0 && <p className="text-sm text-base-content/70">{TEXT.noSubscribers}</p>}
        <div className="card-actions">
          <button type="submit" className="btn btn-primary" disabled={send.isPending || subscribers === 0}>
            {send.isPending ? TEXT.sending : TEXT.send}
          </button>
        </div>
      </form>
    </section>
  );
}
