import { MESSAGES } from "../../i18n/messages";
import { useEffect, useId, useRef } from "react";

type Props = { text: string; onConfirm: () => void; onCancel: () => void };

/**
 * "Are you sure?" asked inside a modal dialog, where the app's sweetalert2 confirmation cannot be used (everything
 * outside an open modal is inert). As the app's other confirmations do, Cancel has the focus.
 */
export function InlineConfirm({ text, onConfirm, onCancel }: Props) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="alertdialog" aria-labelledby={`${id}-text`} className="alert alert-warning flex-col items-start">
      <p id={`${id}-text`}>
        <strong>{MESSAGES.confirm.title}</strong> {text}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-error btn-sm" onClick={onConfirm}>
          {MESSAGES.confirm.ok}
        </button>
        <button ref={cancel} type="button" className="btn btn-sm" onClick={onCancel}>
          {MESSAGES.confirm.cancel}
        </button>
      </div>
    </div>
  );
}
