import { zodResolver } from "@hookform/resolvers/zod";
import { passwordSchema } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert, FormField, SubmitButton } from "../../../components/form/form-field";
import { ApiError, isRefusal } from "../../../lib/api-client";
import { notify } from "../../../lib/toast";
import { AccountCard } from "./account-card";
import { changePassword } from "./api/account";
import { errorText } from "./error-text";

const m = MESSAGES.account;

const changeSchema = z
  .object({
    // The messages are read when a check fails, so they come in the language being read.
    currentPassword: z.string().min(1, { error: () => MESSAGES.auth.passwordRequired }),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { error: () => m.passwordsDiffer, path: ["confirm"] });

/** Change password: the current one is required; the other devices are signed out (said on the screen). */
export function ChangePasswordSection() {
  const id = useId();
  const form = useForm<z.infer<typeof changeSchema>>({
    resolver: zodResolver(changeSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (error) {
      if (isRefusal(error, "WEAK_PASSWORD", "PASSWORD_TOO_COMMON")) {
        form.setError("newPassword", { message: error.message });
      } else if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { message: m.wrongPassword });
      } else {
        form.setError("root", { message: errorText(error) });
      }
      return;
    }
    form.reset();
    notify.success(m.passwordChanged);
  });
  return (
    <AccountCard title={m.changePasswordTitle}>
      <p className="text-base-content/70">{m.changePasswordNote}</p>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={m.changePasswordTitle}>
        <FormField
          id={`${id}-current`}
          label={m.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          {...form.register("currentPassword")}
        />
        <FormField
          id={`${id}-new`}
          label={m.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          aria-describedby={`${id}-rule`}
          {...form.register("newPassword")}
        />
        <p id={`${id}-rule`} className="text-sm text-base-content/70">
          {MESSAGES.auth.passwordRule}
        </p>
        <FormField
          id={`${id}-confirm`}
          label={m.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
          {...form.register("confirm")}
        />
        <FormAlert message={errors.root?.message} />
        <SubmitButton busy={isSubmitting}>{m.changePasswordSubmit}</SubmitButton>
      </form>
    </AccountCard>
  );
}
