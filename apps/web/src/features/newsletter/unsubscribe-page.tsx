import { UNSUBSCRIBE_TOPICS, type UnsubscribeTopicName } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { isNetworkError, isRefusal } from "../../lib/api-client";
import { unsubscribe } from "../../lib/newsletter-api";
import { LinkAction, type LinkActionState } from "./link-action";

const TEXT = MESSAGES.newsletter;

/** What a token says it turns off (its first part; the server checks the signature when the button is pressed). */
function topicOf(token: string): UnsubscribeTopicName | undefined {
  const topic = token.split(".")[0];
  return (UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic ?? "") ? (topic as UnsubscribeTopicName) : undefined;
}

/**
 * /unsubscribe?token=…: the unsubscribe link at the bottom of reminders, camp updates and newsletters. It shows what
 * will stop and unsubscribes when the button is pressed (mail programs use the one-click POST instead).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const topic = topicOf(token);
  const [state, setState] = useState<LinkActionState>(
    token !== "" && !topic ? { kind: "failed", text: TEXT.unsubscribeInvalid, canRetry: false } : { kind: "ready" },
  );

  async function onUnsubscribe() {
    setState({ kind: "working" });
    try {
      const answer = await unsubscribe(token);
      setState({ kind: "done", text: answer.message, hint: TEXT.unsubscribedHint });
    } catch (error) {
      if (isRefusal(error, "UNSUBSCRIBE_LINK_INVALID", "VALIDATION_ERROR")) {
        setState({ kind: "failed", text: TEXT.unsubscribeInvalid, canRetry: false });
      } else {
        setState({
          kind: "failed",
          text: isNetworkError(error) ? error.message : TEXT.unsubscribeFailed,
          canRetry: true,
        });
      }
    }
  }

  return (
    <LinkAction
      title={TEXT.unsubscribeTitle}
      hasToken={token !== ""}
      state={state}
      action={TEXT.unsubscribeButton}
      working={TEXT.unsubscribing}
      onAct={onUnsubscribe}
    >
      {topic && (
        <>
          <p>{TEXT.unsubscribeIntro}</p>
          <p className="font-semibold">{TEXT.topics[topic]}</p>
        </>
      )}
    </LinkAction>
  );
}
