import { MESSAGES } from "../../i18n/messages";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ModalDialog } from "../feedback/modal-dialog";
import { ReviewLengthCounter, reviewTooLong, reviewTooLongText } from "./review-length";

type Props = {
  /** The comment being edited; null while no review is being edited. */
  comment: string | null;
  /** Resolves true when saved (the dialog closes), false when it failed (the dialog stays open to retry). */
  onSave: (comment: string) => Promise<boolean>;
  onClose: () => void;
};

/** The Edit modal of a review: its comment (with its limit and a live counter), Cancel and Update. */
export function EditReviewDialog({ comment, onSave, onClose }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (comment !== null) setText(comment);
  }, [comment]);

  const tooLong = reviewTooLong(text);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || reviewTooLong(trimmed) || saving) return;
    setSaving(true);
    try {
      if (await onSave(trimmed)) onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <ModalDialog open={comment !== null} title={MESSAGES.reviewsUi.editTitle} onClose={onClose}>
      <form className="space-y-3" onSubmit={onSubmit}>
        <label htmlFor={`${id}-comment`} className="label whitespace-normal text-sm font-medium">
          {MESSAGES.reviewsUi.comment}
        </label>
        <textarea
          id={`${id}-comment`}
          className="textarea textarea-bordered w-full"
          rows={4}
          required
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={tooLong}
          aria-describedby={`${id}-count ${id}-error`}
        />
        <ReviewLengthCounter id={`${id}-count`} text={text} />
        <p id={`${id}-error`} role="alert" className="text-sm text-error">
          {tooLong ? reviewTooLongText() : ""}
        </p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {MESSAGES.confirm.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || !text.trim() || tooLong}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {MESSAGES.reviewsUi.update}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
