import { LIMITS } from "@medcamp/contract";
import { MESSAGES } from "../i18n/messages";
import type { SweetAlertOptions } from "sweetalert2";

/**
 * While a dialog is open the page cannot scroll (styles.css); the room of the scrollbar it had stays reserved, so
 * nothing on the page moves sideways. Returns the undo.
 */
function keepScrollbarRoom(): () => void {
  const root = document.documentElement;
  if (window.innerWidth - root.clientWidth <= 0) return () => {};
  const previous = root.style.scrollbarGutter;
  root.style.scrollbarGutter = "stable";
  return () => {
    root.style.scrollbarGutter = previous;
  };
}

/**
 * The dialogs wear the theme's buttons (their colours meet the contrast rules in both themes). They pad nothing for
 * the scrollbar they hide: its room is kept instead (keepScrollbarRoom).
 */
const themed = (confirmButton: string) =>
  ({
    scrollbarPadding: false,
    didClose: keepScrollbarRoom(),
    buttonsStyling: false,
    customClass: { actions: "gap-2", confirmButton: `btn ${confirmButton} min-w-24`, cancelButton: "btn min-w-24" },
  }) satisfies SweetAlertOptions;

/**
 * The confirmation asked before destructive actions (product.md §5): "Are you sure?" / "You won't be able to revert
 * this!" with OK and Cancel. sweetalert2 is loaded on first use, so it never weighs on the first page load.
 * It traps focus, closes on Escape and returns focus to the button that opened it.
 */
export async function confirmDestructive(text: string = MESSAGES.confirm.text): Promise<boolean> {
  const { default: Swal } = await import("sweetalert2");
  const result = await Swal.fire({
    ...themed("btn-error"),
    title: MESSAGES.confirm.title,
    text,
    icon: "warning",
    showCancelButton: true,
    confirmButtonText: MESSAGES.confirm.ok,
    cancelButtonText: MESSAGES.confirm.cancel,
    focusCancel: true,
    returnFocus: true,
  });
  return result.isConfirmed;
}

/**
 * The confirmation before declining join requests (issue 23): the same "Are you sure?" with OK and Cancel, and an
 * optional reason (a labelled text area, at most `LIMITS.declineReason` characters) that the campers are shown.
 * Resolves to the trimmed reason ("" for none), or null when the admin cancels.
 */
export async function confirmDecline(text: string = MESSAGES.confirm.text): Promise<string | null> {
  const { default: Swal } = await import("sweetalert2");
  const result = await Swal.fire({
    ...themed("btn-error"),
    title: MESSAGES.confirm.title,
    text,
    icon: "warning",
    input: "textarea",
    inputLabel: MESSAGES.schedule.declineReasonLabel,
    inputPlaceholder: MESSAGES.schedule.declineReasonPlaceholder,
    // Named by its label too: sweetalert2 writes the label's text with innerText, which not every DOM implements.
    inputAttributes: { maxlength: String(LIMITS.declineReason), "aria-label": MESSAGES.schedule.declineReasonLabel },
    showCancelButton: true,
    confirmButtonText: MESSAGES.confirm.ok,
    cancelButtonText: MESSAGES.confirm.cancel,
    returnFocus: true,
  });
  return result.isConfirmed ? String(result.value ?? "").trim() : null;
}

/**
 * A result dialog (e.g. "Updated!" / "The Camp has been updated successfully."). Over an open modal `<dialog>`,
 * pass it as `within`: everything outside a modal dialog is inert, so the result is shown inside it.
 */
export async function showResult(
  title: string,
  text: string,
  icon: "success" | "error",
  within?: HTMLElement | null,
): Promise<void> {
  const { default: Swal } = await import("sweetalert2");
  await Swal.fire({
    ...themed("btn-primary"),
    title,
    text,
    icon,
    confirmButtonText: MESSAGES.confirm.ok,
    ...(within ? { target: within } : {}),
  });
}
