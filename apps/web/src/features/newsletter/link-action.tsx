import { MESSAGES } from "../../i18n/messages";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";

export type LinkActionState =
  | { kind: "ready" }
  | { kind: "working" }
  | { kind: "done"; text: string; hint: string }
  | { kind: "failed"; text: string; canRetry: boolean };

interface LinkActionProps {
  title: string;
  /** What the link from the e-mail will do, shown before the visitor acts. */
  children: ReactNode;
  /** The token from the URL; without one the page only explains. */
  hasToken: boolean;
  state: LinkActionState;
  action: string;
  working: string;
  onAct(): void;
}

/**
 * A page opened from a link in an e-mail (confirm a subscription, unsubscribe): it says what will happen and acts
 * only when the visitor presses the button. Mail scanners open links to check them; a GET must change nothing.
 */
export function LinkAction({ title, children, hasToken, state, action, working, onAct }: LinkActionProps) {
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.kind === "done" || state.kind === "failed") result.current?.focus();
  }, [state.kind]);
  const showButton =
    hasToken && (state.kind === "ready" || state.kind === "working" || (state.kind === "failed" && state.canRetry));

  return (
    <section className="mx-auto max-w-xl px-4 py-12" aria-labelledby="link-action-title">
      <title>{`${title} · MedCamp`}</title>
      <div className="card bg-base-100 shadow-md">
        <div className="card-body gap-4">
          <h1 id="link-action-title" className="card-title text-2xl">
            {title}
          </h1>
          {hasToken ? children : <p role="alert">{MESSAGES.newsletter.linkMissing}</p>}
          {state.kind === "done" && (
            <div>
              <p ref={result} tabIndex={-1} role="status" className="font-semibold text-success">
                {state.text}
              </p>
              <p className="mt-1 text-base-content/70">{state.hint}</p>
            </div>
          )}
          {state.kind === "failed" && (
            <p ref={result} tabIndex={-1} role="alert" className="text-error">
              {state.text}
            </p>
          )}
          <div className="card-actions items-center">
            {showButton && (
              <button type="button" className="btn btn-primary" disabled={state.kind === "working"} onClick={onAct}>
                {state.kind === "working" ? working : action}
              </button>
            )}
            <Link to="/" className="btn btn-ghost">
              {MESSAGES.newsletter.backHome}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
