import { zodResolver } from "@hookform/resolvers/zod";
import { passwordSchema } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { ApiError, apiFetch, isRefusal } from "../../lib/api-client";
import { notify } from "../../lib/toast";
import { AuthCard, BackToLogin } from "./auth-card";
import { FormField, FormAlert, SubmitButton } from "../../components/form/form-field";

const m = MESSAGES.account;
const schema = z
  .object({ newPassword: passwordSchema, confirm: z.string() })
  // The message is read when the check fails, in the language being read.
  .refine((v) => v.newPassword === v.confirm, { error: () => m.passwordsDiffer, path: ["confirm"] });

/** The link is expired, used or missing: say so and offer a new one. */
function InvalidLink() {
  return (
    <div role="alert" className="alert alert-warning text-sm">
      <span>
        {m.resetLinkInvalid}{" "}
        <Link to="/auth/forgot-password" className="link font-semibold">
          {m.askAgain}
        </Link>
      </span>
    </div>
  );
}

/**
 * /auth/reset-password?token=…: the link from the e-mail. A new password (the spec's rule, typed twice) ends every
 * session and leads to the login page; an expired or used link says so and links to a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(token === "");
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await apiFetch("/auth/reset-password", { method: "POST", body: { newPassword, token } });
    } catch (error) {
      if (isRefusal(error, "WEAK_PASSWORD", "PASSWORD_TOO_COMMON")) {
        form.setError("newPassword", { message: error.message });
      } else if (error instanceof ApiError && error.code === "INVALID_TOKEN") {
        setInvalid(true);
      } else {
        form.setError("root", { message: error instanceof Error ? error.message : MESSAGES.camps.errorLater });
      }
      return;
    }
    notify.success(m.resetDone);
    await navigate("/auth/login", { replace: true });
  });
  return (
    <AuthCard title={m.resetTitle}>
      {invalid ? (
        <InvalidLink />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={m.resetTitle}>
          <p className="text-base-content/70">{m.resetIntro}</p>
          <FormField
            id="reset-password"
            label={m.newPassword}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword}
            {...form.register("newPassword")}
          />
          <p className="text-sm text-base-content/70">{MESSAGES.auth.passwordRule}</p>
          <FormField
            id="reset-confirm"
            label={m.confirmPassword}
            type="password"
            autoComplete="new-password"
            error={errors.confirm}
            {...form.register("confirm")}
          />
          <FormAlert message={errors.root?.message} />
          <SubmitButton busy={isSubmitting} className="w-full">
            {m.resetSubmit}
          </SubmitButton>
        </form>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
