import { MESSAGES } from "../../i18n/messages";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { subscribeToNewsletter } from "../../lib/newsletter-api";

const TEXT = MESSAGES.newsletter;

/**
 * Home's newsletter box (issue 19): Subscribe sends a confirmation e-mail (double opt-in). The answer is the same
 * whether or not the address is already subscribed, so the box says the same thing every time.
 */
export function Newsletter() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });

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
    <section aria-labelledby={`${id}-title`} className="bg-base-200 px-4 py-12">
      <div className="mx-auto max-w-xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {TEXT.title}
        </h2>
        <p className="mt-2 text-base-content/80">{TEXT.intro}</p>
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            {TEXT.emailLabel}
          </label>
          <input
            id={id}
            type="email"
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
