import { zodResolver } from "@hookform/resolvers/zod";
import { type RegisterBody, registerBodySchema } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { signUpEmail } from "../../lib/auth-api";
import { AuthCard } from "./auth-card";
import { FormFailure } from "./form-failure";
import { FormField } from "../../components/form/form-field";
import { GoogleButton } from "./google-button";
import { useReturnTo } from "./return-to";
import { useAuthSubmit } from "./use-auth-submit";

/** What the photo field shows while empty: the shape of a web address (the same in every language). */
const URL_PLACEHOLDER = "https://…";

/** /auth/register: e-mail, password, user name, photo URL, Google; a refusal shows its code under the form and in a toast. */
export function RegisterPage() {
  const returnTo = useReturnTo();
  const { submit, failure } = useAuthSubmit(returnTo, MESSAGES.auth.registered);
  const form = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { email: "", password: "", name: "", image: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await submit(() => signUpEmail(values));
  });

  return (
    <AuthCard title={MESSAGES.authUi.register}>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={MESSAGES.authUi.register}>
        <FormField
          id="register-email"
          label={MESSAGES.account.emailLabel}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register("email")}
        />
        <FormField
          id="register-password"
          label={MESSAGES.authUi.password}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...form.register("password")}
        />
        <FormField
          id="register-name"
          label={MESSAGES.authUi.userName}
          autoComplete="name"
          error={errors.name}
          {...form.register("name")}
        />
        <FormField
          id="register-photo"
          label={MESSAGES.account.photoLabel}
          type="url"
          placeholder={URL_PLACEHOLDER}
          error={errors.image}
          {...form.register("image")}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {MESSAGES.authUi.register}
        </button>
        <FormFailure failure={failure} />
      </form>
      <GoogleButton returnTo={returnTo} />
      <p className="text-center text-sm">
        {MESSAGES.authUi.haveAccount}{" "}
        <Link to="/auth/login" state={{ from: { pathname: returnTo } }} className="link link-primary">
          {MESSAGES.authUi.login}
        </Link>
      </p>
    </AuthCard>
  );
}
