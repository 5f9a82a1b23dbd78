import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@medcamp/contract";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { signUpEmail } from "../../lib/auth-api";
import { AuthCard } from "./auth-card";
import { type RegisterValues, registerSchema } from "./auth-schemas";
import { FormField } from "./form-field";
import { GoogleButton } from "./google-button";
import { useReturnTo } from "./return-to";
import { useAuthSubmit } from "./use-auth-submit";

/** /auth/register: e-mail, password, user name, photo URL, Google. */
export function RegisterPage() {
  const returnTo = useReturnTo();
  const { submit, serverError } = useAuthSubmit(returnTo, MESSAGES.auth.registered);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: "", password: "", name: "", photoURL: "" },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    document.title = "Register · MedCamp";
  }, []);

  const onSubmit = form.handleSubmit(async ({ email, password, name, photoURL }) => {
    await submit(() => signUpEmail({ email, password, name, image: photoURL }));
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
          error={errors.photoURL}
          {...form.register("photoURL")}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Register
        </button>
        <p role="alert" className="min-h-5 text-sm text-error">
          {serverError}
        </p>
      </form>
      <div className="divider text-sm">or</div>
      <GoogleButton returnTo={returnTo} />
      <p className="text-center text-sm">
        Already have an account?{" "}
        <Link to="/auth/login" className="link link-primary">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
