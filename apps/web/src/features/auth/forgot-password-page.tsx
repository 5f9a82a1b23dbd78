import { zodResolver } from "@hookform/resolvers/zod";
import { signInBodySchema } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { apiFetch } from "../../lib/api-client";
import { AuthCard, BackToLogin } from "./auth-card";
import { FormField, SubmitButton } from "../../components/form/form-field";

const m = MESSAGES.account;
const schema = signInBodySchema.pick({ email: true });

/**
 * /auth/forgot-password: asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page always shows the same note; only a refusal that is not about the address (too many tries, offline) shows
 * as an error, and the address stays in the field.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await apiFetch("/auth/request-password-reset", { method: "POST", body: { email } });
    } catch (error) {
      form.setError("email", { message: error instanceof Error ? error.message : MESSAGES.camps.errorLater });
      return;
    }
    setSent(true);
  });
  return (
    <AuthCard title={m.forgotTitle}>
      {sent ? (
        // The form (and its focused button) is gone: focus moves to the note so keyboard and screen-reader users
        // land on it.
        <div role="status" tabIndex={-1} ref={(note) => note?.focus()} className="alert alert-success text-sm">
          <span>{m.forgotSent}</span>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={m.forgotTitle}>
          <p className="text-base-content/70">{m.forgotIntro}</p>
          <FormField
            id="forgot-email"
            label={m.emailLabel}
            type="email"
            autoComplete="email"
            error={errors.email}
            {...form.register("email")}
          />
          <SubmitButton busy={isSubmitting} className="w-full">
            {m.forgotSubmit}
          </SubmitButton>
        </form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
