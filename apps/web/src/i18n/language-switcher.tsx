import { isLocale, LOCALE_NAMES, LOCALES } from "@medcamp/contract";
import { useId } from "react";
import { MESSAGES } from "./messages";
import { useLocale } from "./locale-context";

/**
 * The language menu of the navbar and the footer: each language named in itself (and marked with its `lang`, so a
 * screen reader says it right). Choosing one shows the app in it at once and remembers it.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { locale, changeLocale, changing } = useLocale();
  const id = useId();
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {MESSAGES.language.label}
      </label>
      <svg viewBox="0 0 24 24" className="size-4 shrink-0 opacity-70" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82A13.9 13.9 0 0 1 12 4.04ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
        />
      </svg>
      <select
        id={id}
        className="select select-ghost select-sm w-auto min-w-0"
        value={locale}
        disabled={changing}
        aria-busy={changing}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void changeLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
