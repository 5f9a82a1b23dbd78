import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { isNetworkError, isRefusal } from "../../lib/api-client";
import { confirmNewsletter } from "../../lib/newsletter-api";
import { LinkAction, type LinkActionState } from "./link-action";

const TEXT = MESSAGES.newsletter;

/** /newsletter/confirm?token=…: the confirmation e-mail's link; one click confirms the subscription. */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<LinkActionState>({ kind: "ready" });

  async function onConfirm() {
    setState({ kind: "working" });
    try {
      const answer = await confirmNewsletter(token);
      setState({ kind: "done", text: answer.message, hint: TEXT.confirmedHint });
    } catch (error) {
      if (isRefusal(error, "NEWSLETTER_LINK_INVALID", "VALIDATION_ERROR")) {
        setState({ kind: "failed", text: TEXT.linkInvalid, canRetry: false });
      } else {
        setState({ kind: "failed", text: isNetworkError(error) ? error.message : TEXT.confirmFailed, canRetry: true });
      }
    }
  }

  return (
    <LinkAction
      title={TEXT.confirmTitle}
      hasToken={token !== ""}
      state={state}
      action={TEXT.confirmButton}
      working={TEXT.confirming}
      onAct={onConfirm}
    >
      <p>{TEXT.confirmIntro}</p>
    </LinkAction>
  );
}
