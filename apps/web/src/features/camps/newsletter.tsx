import {
  NEWSLETTER_FORM_STATUSES,
  NEWSLETTER_STATUS_PARAM,
  type NewsletterFormStatus,
  PAGE_FORMS,
} from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { subscribeToNewsletter } from "../../lib/newsletter-api";
import { queryChoice } from "../../lib/use-query-state";

const TEXT = MESSAGES.newsletter;

type Status = { ok: boolean; text: string };

/** What the box says after the server answered a post of it made without the app (`/?newsletter=sent`). */
function postedStatus(status: NewsletterFormStatus | undefined): Status | null {
  if (status === "sent") return { ok: true, text: TEXT.checkInbox };
  if (status === "invalid") return { ok: false, text: TEXT.invalidEmail };
  if (status === "failed") return { ok: false, text: TEXT.subscribeFailed };
  return null;
}

/**
 * Home's newsletter box (issue 19): Subscribe sends a confirmation e-mail (double opt-in). The answer is the same
 * whether or not the address is already subscribed, so the box says the same thing every time. It is a form the
 * server takes too (ADR 025: `POST /newsletter`, answered on Home with `?newsletter=sent`), so an address sent before
 * the app has arrived, or without scripts, is subscribed; the browser checks the address until the app does.
 */
export function Newsletter() {
  const id = useId();
  const [params] = useSearchParams();
  const [email, setEmail] = useState("");
  const posted = postedStatus(queryChoice(params.get(NEWSLETTER_STATUS_PARAM), NEWSLETTER_FORM_STATUSES));
  const [status, setStatus] = useState<Status | null>(posted);
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });
  const form = useRef<HTMLFormElement>(null);
  // The app checks the address itself and says so in the page's language; until then the browser does.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setStatus({ ok: false, text: TEXT.invalidEmail });
      return;
    }
    setStatus(null);
    try {
      const answer = await subscribe.mutateAsync(address);
      setStatus({ ok: true, text: answer.message });
      setEmail("");
    } catch (error) {
      // The address stays in the field, to try again.
      setStatus({ ok: false, text: error instanceof Error ? error.message : TEXT.subscribeFailed });
    }
  }

  return (
    <section id="newsletter" aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-base-200 px-4 py-12">
      <div className="mx-auto max-w-xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {TEXT.title}
        </h2>
        <p className="mt-2 text-base-content/80">{TEXT.intro}</p>
        <form
          ref={form}
          method="post"
          action={PAGE_FORMS.newsletter}
          onSubmit={onSubmit}
          className="mt-4 flex flex-col gap-2 sm:flex-row"
        >
          <label htmlFor={id} className="sr-only">
            {TEXT.emailLabel}
          </label>
          <input
            id={id}
            name="email"
            type="email"
            required
            dir="ltr"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={MESSAGES.newsletterUi.emailPlaceholder}
            className="input input-bordered w-full"
            aria-describedby={`${id}-status`}
            aria-invalid={status?.ok === false || undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={subscribe.isPending}>
            {subscribe.isPending ? TEXT.subscribing : TEXT.subscribe}
          </button>
        </form>
        <p id={`${id}-status`} role="status" className={`mt-2 min-h-6 ${status?.ok ? "text-success" : "text-error"}`}>
          {status?.text}
        </p>
      </div>
    </section>
  );
}
