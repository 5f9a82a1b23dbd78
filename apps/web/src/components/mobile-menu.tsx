import { type NavItem, NavLinks } from "./nav-links";
import { useDropdown } from "./use-dropdown";

type MobileMenuProps = { items: readonly NavItem[]; className?: string };

/** Small-screen menu on a native <details>: opens with Enter/Space, closes on Escape, outside or after a choice. */
export function MobileMenu({ items, className = "" }: MobileMenuProps) {
  const { ref, close, onKeyDown, onBlur } = useDropdown();

  return (
    // Escape bubbles up from the focused link or summary inside; <details> itself is the disclosure widget.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={ref} className={`dropdown ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
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
