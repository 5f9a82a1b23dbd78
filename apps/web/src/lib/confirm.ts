import { MESSAGES } from "@medcamp/contract";

/**
 * The confirmation asked before destructive actions (SPEC §5): "Are you sure?" / "You won't be able to revert
 * this!" with OK and Cancel. sweetalert2 is loaded on first use, so it never weighs on the first page load.
 * It traps focus, closes on Escape and returns focus to the button that opened it.
 */
export async function confirmDestructive(text: string = MESSAGES.confirm.text): Promise<boolean> {
  const { default: Swal } = await import("sweetalert2");
  const result = await Swal.fire({
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

/** A result dialog (e.g. "Updated!" / "The Camp has been updated successfully."). */
export async function showResult(title: string, text: string, icon: "success" | "error"): Promise<void> {
  const { default: Swal } = await import("sweetalert2");
  await Swal.fire({ title, text, icon, confirmButtonText: MESSAGES.confirm.ok });
}
