import { zodResolver } from "@hookform/resolvers/zod";
import { DEMO_ADMIN, type SignInBody, signInBodySchema } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { signInEmail } from "../../lib/auth-api";
import { notify } from "../../lib/toast";
import { AuthCard } from "./auth-card";
import { authFailure } from "./auth-error";
import { FormFailure } from "./form-failure";
import { FormField } from "../../components/form/form-field";
import { GoogleButton } from "./google-button";
import { useReturnTo } from "./return-to";
import { useAppConfig } from "../../lib/use-app-config";
import { useAuthSubmit } from "./use-auth-submit";

/**
 * /auth/login: e-mail and password, Google, a link to register, and the demo admin hint while demo data is on.
 * A refusal shows the provider's error code with its message under the form, on the e-mail field and in a toast.
 */
export function LoginPage() {
  const returnTo = useReturnTo();
  const [params] = useSearchParams();
  const config = useAppConfig();
  const { submit, failure } = useAuthSubmit(returnTo, MESSAGES.auth.loggedIn);
  const form = useForm<SignInBody>({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    const oauthError = params.get("error");
    if (oauthError) notify.error(authFailure(oauthError, MESSAGES.auth.googleFailed).text);
  }, [params]);

  const onSubmit = form.handleSubmit(async (values) => {
    const failed = await submit(() => signInEmail(values));
    if (failed) form.setError("email", { message: failed.text });
  });

  return (
    <AuthCard title={MESSAGES.authUi.login}>
      {config.data?.demoSeed && (
        <div role="note" className="alert alert-info text-sm">
          <span>
            {MESSAGES.authUi.demoAdmin} <strong dir="ltr">{DEMO_ADMIN.email}</strong> /{" "}
            <strong dir="ltr">{DEMO_ADMIN.password}</strong>
          </span>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={MESSAGES.authUi.login}>
        <FormField
          id="login-email"
          label={MESSAGES.account.emailLabel}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register("email")}
        />
        <FormField
          id="login-password"
          label={MESSAGES.authUi.password}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...form.register("password")}
        />
        <p className="text-end text-sm">
          <Link to="/auth/forgot-password" className="link link-primary inline-block py-1">
            {MESSAGES.account.forgotLink}
          </Link>
        </p>
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {MESSAGES.authUi.login}
        </button>
        <FormFailure failure={failure} />
      </form>
      <GoogleButton returnTo={returnTo} />
      <p className="text-center text-sm">
        {MESSAGES.authUi.newHere}{" "}
        <Link to="/auth/register" state={{ from: { pathname: returnTo } }} className="link link-primary">
          {MESSAGES.authUi.register}
        </Link>
      </p>
    </AuthCard>
  );
}
