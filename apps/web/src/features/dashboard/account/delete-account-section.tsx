import { MESSAGES } from "../../../i18n/messages";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { ModalDialog } from "../../../components/feedback/modal-dialog";
import { useAuth } from "../../../lib/auth-context";
import { ownDataKeys } from "../../../lib/query-keys";
import { notify } from "../../../lib/toast";
import { AccountCard, BusySpinner } from "./account-card";
import { deleteAccount, listSignInMethods } from "./api/account";
import { errorText } from "./error-text";

const m = MESSAGES.account;

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
    <AccountCard title={m.deleteTitle} danger>
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
              <BusySpinner on={busy} />
              {m.deleteConfirm}
            </button>
          </div>
        </form>
      </ModalDialog>
    </AccountCard>
  );
}
