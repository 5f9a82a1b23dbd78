import { LIMITS } from "@medcamp/contract";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ModalDialog } from "../../components/modal-dialog";

type Props = {
  /** The comment being edited; null while no review is being edited. */
  comment: string | null;
  /** Resolves true when saved (the dialog closes), false when it failed (the dialog stays open to retry). */
  onSave: (comment: string) => Promise<boolean>;
  onClose: () => void;
};

/** The Edit modal of a review: its comment, Cancel and Update. */
export function EditReviewDialog({ comment, onSave, onClose }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (comment !== null) setText(comment);
  }, [comment]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || saving) return;
    setSaving(true);
    try {
      if (await onSave(trimmed)) onClose();
    } finally {
      setSaving(false);
    }
  }

  return (
    <ModalDialog open={comment !== null} title="Edit your review" onClose={onClose}>
      <form className="space-y-3" onSubmit={onSubmit}>
        <label htmlFor={`${id}-comment`} className="label text-sm font-medium">
          Comment
        </label>
        <textarea
          id={`${id}-comment`}
          className="textarea textarea-bordered w-full"
          rows={4}
          maxLength={LIMITS.comment}
          required
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || !text.trim()}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Update
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
