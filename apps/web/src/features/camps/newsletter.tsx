import { type FormEvent, useId, useState } from "react";

/**
 * Newsletter box. The spec does not say what Subscribe does and the API has no newsletter endpoint, so the
 * form checks the address and confirms politely; nothing is sent anywhere.
 */
export function Newsletter() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
    setStatus(
      valid
        ? { ok: true, text: "Thanks for subscribing!" }
        : { ok: false, text: "Please enter a valid e-mail address." },
    );
    if (valid) setEmail("");
  }

  return (
    <section aria-labelledby={`${id}-title`} className="bg-base-200 px-4 py-12">
      <div className="mx-auto max-w-xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          Newsletter
        </h2>
        <p className="mt-2 text-base-content/80">New camps and health tips, once a month.</p>
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            Email
          </label>
          <input
            id={id}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.org"
            className="input input-bordered w-full"
            aria-describedby={`${id}-status`}
          />
          <button type="submit" className="btn btn-primary">
            Subscribe
          </button>
        </form>
        <p id={`${id}-status`} role="status" className={`mt-2 min-h-6 ${status?.ok ? "text-success" : "text-error"}`}>
          {status?.text}
        </p>
      </div>
    </section>
  );
}
