import { type KeyboardEvent, useRef } from "react";
import { type NavItem, NavLinks } from "./nav-links";

type MobileMenuProps = { items: readonly NavItem[]; className?: string };

/** Small-screen menu on a native <details>: opens with Enter/Space, closes on Escape or after a choice. */
export function MobileMenu({ items, className = "" }: MobileMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);

  function close() {
    detailsRef.current?.removeAttribute("open");
  }

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !detailsRef.current?.open) return;
    close();
    detailsRef.current.querySelector("summary")?.focus();
  }

  return (
    // Escape bubbles up from the focused link or summary inside; <details> itself is the disclosure widget.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={detailsRef} className={`dropdown ${className}`} onKeyDown={onKeyDown}>
      <summary className="btn btn-ghost btn-square" aria-label="Menu">
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <NavLinks
        items={items}
        onNavigate={close}
        className="dropdown-content z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg"
      />
    </details>
  );
}
