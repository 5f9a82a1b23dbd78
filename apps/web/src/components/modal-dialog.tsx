import { type ReactNode, useEffect, useId, useRef } from "react";

/** A native modal: traps focus, closes on Escape, returns focus to whatever opened it. */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !ref.current?.open) ref.current?.showModal();
    if (!open && ref.current?.open) ref.current.close();
  }, [open]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="modal-box max-w-2xl">
        <h2 id={`${id}-title`} className="mb-4 text-xl font-bold">
          {title}
        </h2>
        {open && children}
      </div>
    </dialog>
  );
}
