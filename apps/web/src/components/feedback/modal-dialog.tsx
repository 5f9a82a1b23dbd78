import { type ReactNode, useEffect, useId, useRef } from "react";

type Props = {
  open: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Called however the dialog closes: Escape, or the caller setting `open` to false. */
  onClose: () => void;
  /** Room for a form of many fields (the camp forms); a short one keeps the default width. */
  wide?: boolean;
  /** Stays rendered while the dialog is closed, so it does not vanish during the closing fade. */
  children: ReactNode;
};

/** A native modal: traps focus, closes on Escape, returns focus to whatever opened it. */
export function ModalDialog({ open, title, onClose, wide = false, children }: Props) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !ref.current?.open) ref.current?.showModal();
    if (!open && ref.current?.open) ref.current.close();
  }, [open]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className={wide ? "modal-box max-w-2xl space-y-4" : "modal-box space-y-3"}>
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
