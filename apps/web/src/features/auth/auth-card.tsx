import { MESSAGES } from "../../i18n/messages";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10" aria-labelledby="auth-title">
      <title>{`${title} · MedCamp`}</title>
      <div className="card bg-base-100 shadow-md">
        <div className="card-body gap-3">
          <h1 id="auth-title" className="card-title text-2xl">
            {title}
          </h1>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The way back to the login page under the password-reset forms. */
export function BackToLogin() {
  return (
    <p className="text-center text-sm">
      <Link to="/auth/login" className="link link-primary inline-block py-1">
        {MESSAGES.account.backToLogin}
      </Link>
    </p>
  );
}
