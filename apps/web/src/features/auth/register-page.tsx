import { zodResolver } from "@hookform/resolvers/zod";
import { type RegisterBody, registerBodySchema } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { signUpEmail } from "../../lib/auth-api";
import { AuthCard } from "./auth-card";
import { FormFailure } from "./form-failure";
import { FormField } from "../../components/form-field";
import { GoogleButton } from "./google-button";
import { useReturnTo } from "./return-to";
import { useAuthSubmit } from "./use-auth-submit";

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
    <AuthCard title="Register">
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Register">
        <FormField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register("email")}
        />
        <FormField
          id="register-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...form.register("password")}
        />
        <FormField
          id="register-name"
          label="User Name"
          autoComplete="name"
          error={errors.name}
          {...form.register("name")}
        />
        <FormField
          id="register-photo"
          label="Photo URL"
          type="url"
          placeholder="https://…"
          error={errors.image}
          {...form.register("image")}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Register
        </button>
        <FormFailure failure={failure} />
      </form>
      <GoogleButton returnTo={returnTo} />
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link to="/auth/login" state={{ from: { pathname: returnTo } }} className="link link-primary">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
