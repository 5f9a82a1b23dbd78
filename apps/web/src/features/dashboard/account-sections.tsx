import { zodResolver } from "@hookform/resolvers/zod";
import { passwordSchema, personNameSchema, photoUrlSchema } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { FormAlert, FormField, SubmitButton } from "../../components/form-field";
import { ModalDialog } from "../../components/modal-dialog";
import { ApiError, isRefusal } from "../../lib/api-client";
import { useAuth } from "../../lib/auth-context";
import { ownDataKeys } from "../../lib/query-keys";
import { notify } from "../../lib/toast";
import {
  changePassword,
  deleteAccount,
  downloadMyData,
  listSignInMethods,
  revokeOtherSessions,
  updateUser,
} from "./api/account";

const m = MESSAGES.account;
const errorText = (error: unknown) => (error instanceof Error ? error.message : MESSAGES.camps.errorLater);

function Card({ title, children, danger = false }: { title: string; children: ReactNode; danger?: boolean }) {
  const id = useId();
  return (
    <section
      className={`card mt-6 bg-base-100 shadow-md ${danger ? "border border-error/40" : ""}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Spinner({ on }: { on: boolean }) {
  return on ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null;
}

const profileSchema = z.object({ name: personNameSchema, image: photoUrlSchema });

/** Edit name and photo URL (better-auth's update-user; the register form's rules). */
export function EditProfileSection() {
  const id = useId();
  const { user, refresh } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    values: { name: user?.name ?? "", image: user?.photoURL ?? "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateUser(values);
    } catch (error) {
      form.setError("root", { message: errorText(error) });
      return;
    }
    await refresh();
    await queryClient.invalidateQueries({ queryKey: ownDataKeys.all });
    notify.success(m.profileSaved);
  });
  return (
    <Card title={m.editTitle}>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={m.editTitle}>
        <FormField
          id={`${id}-name`}
          label={m.nameLabel}
          autoComplete="name"
          error={errors.name}
          {...form.register("name")}
        />
        <FormField
          id={`${id}-image`}
          label={m.photoLabel}
          type="url"
          autoComplete="photo"
          error={errors.image}
          {...form.register("image")}
        />
        <FormAlert message={errors.root?.message} />
        <SubmitButton busy={isSubmitting}>{m.save}</SubmitButton>
      </form>
    </Card>
  );
}

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
    <Card title={m.changePasswordTitle}>
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
    </Card>
  );
}

/** Sign out of other devices (better-auth's revoke-other-sessions). */
export function OtherDevicesSection() {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      await revokeOtherSessions();
      notify.success(m.signedOutOthers);
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={m.otherDevicesTitle}>
      <p className="text-base-content/70">{m.otherDevicesNote}</p>
      <div>
        <button type="button" className="btn btn-outline" onClick={() => void onClick()} disabled={busy}>
          <Spinner on={busy} />
          {m.signOutOthers}
        </button>
      </div>
    </Card>
  );
}

/** Download my data: a JSON file of everything MedCamp holds about the user. */
export function DownloadDataSection() {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      await downloadMyData();
    } catch {
      notify.error(m.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card title={m.dataTitle}>
      <p className="text-base-content/70">{m.dataNote}</p>
      <div>
        <button type="button" className="btn btn-outline" onClick={() => void onClick()} disabled={busy}>
          <Spinner on={busy} />
          {m.downloadData}
        </button>
      </div>
    </Card>
  );
}

/**
 * Delete my account, behind a dialog that asks for the password (an account that signs in only with Google has none
 * and types its e-mail address). A wrong answer keeps the dialog and what was typed; success signs the browser out.
 */
export function DeleteAccountSection() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const methods = useQuery({ queryKey: [...ownDataKeys.all, "sign-in-methods"], queryFn: listSignInMethods });
  const hasPassword = methods.data?.some((a) => a.providerId === "credential") ?? true;

  async function onDelete(event: React.FormEvent) {
    event.preventDefault();
    if (!secret.trim()) {
      setError(hasPassword ? MESSAGES.auth.passwordRequired : MESSAGES.auth.emailRequired);
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(hasPassword ? { password: secret } : { email: secret.trim() });
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
      return;
    }
    setOpen(false);
    queryClient.clear();
    await refresh();
    notify.success(m.deleted);
    await navigate("/", { replace: true });
  }

  return (
    <Card title={m.deleteTitle} danger>
      <p className="text-base-content/70">{m.deleteNote}</p>
      <div>
        {methods.isError && (
          <p role="alert" className="mb-2 text-sm text-error">
            {MESSAGES.camps.errorLater}{" "}
            <button type="button" className="link" onClick={() => void methods.refetch()}>
              {MESSAGES.account.tryAgain}
            </button>
          </p>
        )}
        <button
          type="button"
          className="btn btn-error"
          // Whether the account has a password decides what the dialog asks for: wait for the answer.
          disabled={!methods.isSuccess}
          onClick={() => {
            setSecret("");
            setError("");
            setOpen(true);
          }}
        >
          {m.deleteButton}
        </button>
      </div>
      <ModalDialog open={open} title={m.deleteConfirmTitle} onClose={() => setOpen(false)}>
        <form onSubmit={(e) => void onDelete(e)} noValidate className="space-y-3" aria-label={m.deleteConfirmTitle}>
          <p>{hasPassword ? m.deleteConfirmText : m.deleteConfirmEmail}</p>
          <div className="form-control w-full">
            <label htmlFor={`${id}-secret`} className="label pb-1 whitespace-normal text-sm font-medium">
              {hasPassword ? m.currentPassword : m.emailLabel}
            </label>
            <input
              id={`${id}-secret`}
              className={`input input-bordered w-full ${error ? "input-error" : ""}`}
              type={hasPassword ? "password" : "email"}
              dir="ltr"
              autoComplete={hasPassword ? "current-password" : "email"}
              value={secret}
              onChange={(e) => setSecret(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-error">
                {error}
              </p>
            )}
          </div>
          <div className="modal-action flex-wrap">
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              {MESSAGES.confirm.cancel}
            </button>
            <button type="submit" className="btn btn-error" disabled={busy}>
              <Spinner on={busy} />
              {m.deleteConfirm}
            </button>
          </div>
        </form>
      </ModalDialog>
    </Card>
  );
}
