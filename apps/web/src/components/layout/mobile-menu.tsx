import { LanguageLinks } from "../../i18n/language-switcher";
import { MESSAGES } from "../../i18n/messages";
import { type NavItem, NavLinks } from "./nav-links";
import { useDropdown } from "./use-dropdown";

type MobileMenuProps = { items: readonly NavItem[]; className?: string };

/**
 * Small-screen menu on a native <details>: opens with Enter/Space, closes on Escape, outside or after a choice. It
 * holds the language menu too (the wide navbar shows that beside the theme toggle).
 */
export function MobileMenu({ items, className = "" }: MobileMenuProps) {
  const { ref, close, onKeyDown, onBlur } = useDropdown();

  return (
    // Escape bubbles up from the focused link or summary inside; <details> itself is the disclosure widget.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={ref} className={`dropdown ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary className="btn btn-ghost btn-square" aria-label={MESSAGES.nav.menu}>
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
      <div className="dropdown-content z-20 mt-2 w-56 rounded-box bg-base-100 p-2 shadow-lg">
        <NavLinks items={items} onNavigate={close} className="w-full p-0" />
        <LanguageLinks onChosen={close} className="border-t border-base-300 pt-2 mt-1" />
      </div>
    </details>
  );
}
