import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef } from "react";

/**
 * A menu on a native <details>: Enter/Space on its <summary> opens it; Escape closes it and returns focus to the
 * summary; it also closes when focus or a click leaves it, and after a choice (call `close`).
 */
export function useDropdown() {
  const ref = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => ref.current?.removeAttribute("open"), []);

  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [close]);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !ref.current?.open) return;
    close();
    ref.current.querySelector("summary")?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDetailsElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && ref.current?.contains(next)) return;
    // Focus left for another element (Tab past the last item); a click on nothing focusable is handled above.
    if (next) close();
  }

  return { ref, close, onKeyDown, onBlur };
}
