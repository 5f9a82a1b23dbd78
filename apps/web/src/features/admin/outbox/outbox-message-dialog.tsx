import { type OutboxMessage } from "@medcamp/contract";
import { MESSAGES } from "../../../i18n/messages";
import { ModalDialog } from "../../../components/feedback/modal-dialog";

type Props = { message: OutboxMessage | null; onClose: () => void };

/**
 * One e-mail as it was written: its recipient, the HTML part in a sandboxed frame (no scripts, no same origin, so a
 * message can never act as the app) and the plain-text part.
 */
export function OutboxMessageDialog({ message, onClose }: Props) {
  return (
    <ModalDialog open={message !== null} title={message?.subject ?? ""} onClose={onClose} wide>
      {message && (
        <>
          <p className="break-words [overflow-wrap:anywhere]">
            <span className="font-medium">{MESSAGES.outbox.to}: </span>
            {message.to}
          </p>
          {message.lastError && (
            <p className="text-error break-words [overflow-wrap:anywhere]">
              <span className="font-medium">{MESSAGES.outbox.lastError}: </span>
              {message.lastError}
            </p>
          )}
          {message.attachments.length > 0 && (
            <p className="break-words [overflow-wrap:anywhere]">
              <span className="font-medium">{MESSAGES.outbox.attachments}: </span>
              {message.attachments.map((a) => `${a.filename} (${a.contentType})`).join(", ")}
            </p>
          )}
          {message.html === "" && <p className="text-base-content/70">{MESSAGES.outbox.notRendered}</p>}
          <h3 className="font-semibold">{MESSAGES.outbox.htmlPart}</h3>
          <iframe
            title={`${MESSAGES.outbox.htmlPart}: ${message.subject}`}
            sandbox=""
            srcDoc={message.html}
            className="h-80 w-full rounded-box border border-base-300 bg-white"
          />
          <h3 className="font-semibold">{MESSAGES.outbox.textPart}</h3>
          <pre className="max-h-60 overflow-auto rounded-box bg-base-200 p-3 text-sm whitespace-pre-wrap">
            {message.text}
          </pre>
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              {MESSAGES.outbox.close}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
