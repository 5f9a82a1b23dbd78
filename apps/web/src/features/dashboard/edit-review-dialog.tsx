import { LIMITS } from "@medcamp/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";

type Props = {
  /** The comment being edited; null while no review is being edited. */
  comment: string | null;
  /** Resolves true when saved (the dialog closes), false when it failed (the dialog stays open to retry). */
  onSave: (comment: string) => Promise<boolean>;
  onClose: () => void;
};

/** A native modal dialog: it traps focus, closes on Escape and returns focus to the Edit button. */
export function EditReviewDialog({ comment, onSave, onClose }: Props) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (comment === null) return;
    setText(comment);
    ref.current?.showModal();
  }, [comment]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || saving) return;
    setSaving(true);
    try {
      if (await onSave(trimmed)) ref.current?.close();
    } finally {
      setSaving(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="modal-box space-y-3" onSubmit={onSubmit}>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          Edit your review
        </h2>
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
          <button type="button" className="btn" onClick={() => ref.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving || !text.trim()}>
            {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Update
          </button>
        </div>
      </form>
    </dialog>
  );
}
