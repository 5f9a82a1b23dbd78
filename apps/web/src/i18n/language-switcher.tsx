import { type Locale, LOCALE_NAMES, LOCALE_PARAM, LOCALES, localeInQuery } from "@medcamp/contract";
import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { useDropdown } from "../components/layout/use-dropdown";
import { isPlainClick } from "../lib/plain-click";
import { MESSAGES } from "./messages";
import { useLocale } from "./locale-context";

/** This page in `locale`: the same path and query, with `lang` (ADR 025). */
function hrefIn(locale: Locale, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(LOCALE_PARAM, locale);
  return `${pathname}?${params}`;
}

/**
 * The languages as links to this page in each (`?lang=bn`, ADR 025): a URL a person can share and a crawler can
 * follow, which the server renders in that language and keeps in a cookie, so a choice made before the app has
 * arrived, or without scripts, takes effect. With the app a press shows the page in the language at once, with no
 * reload. Each language is named in itself and marked with its `lang`, so a screen reader says it right.
 */
export function LanguageLinks({ className = "", onChosen }: { className?: string; onChosen?: () => void }) {
  const { locale, changeLocale, changing } = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  function choose(event: MouseEvent<HTMLAnchorElement>, next: Locale) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChosen?.();
    if (next !== locale) void changeLocale(next);
    // A URL that names a language names the one chosen, so a reload or a shared link shows it.
    if (localeInQuery(search) !== undefined && localeInQuery(search) !== next) {
      const params = new URLSearchParams(search);
      params.set(LOCALE_PARAM, next);
      void navigate({ pathname, search: `?${params}` }, { replace: true, preventScrollReset: true });
    }
  }

  return (
    <ul aria-label={MESSAGES.language.label} aria-busy={changing} className={`flex flex-wrap gap-1 ${className}`}>
      {LOCALES.map((code) => (
        <li key={code}>
          <a
            href={hrefIn(code, pathname, search)}
            hrefLang={code}
            lang={code}
            aria-current={code === locale ? "true" : undefined}
            className={`btn btn-ghost btn-sm font-normal aria-[current]:font-bold aria-[current]:underline`}
            onClick={(event) => choose(event, code)}
          >
            {LOCALE_NAMES[code]}
          </a>
        </li>
      ))}
    </ul>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0 opacity-70" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82A13.9 13.9 0 0 1 12 4.04ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
      />
    </svg>
  );
}

/**
 * The language menu of the navbar and the footer: a native <details> (it opens with no script, and with Enter or
 * Space) naming the language being read, over the links of every language, opening below (`end`, the navbar's) or
 * above (`top`, the footer's). Escape, a click outside or a choice closes it. Closed, the other languages' names are
 * not drawn, so a page read in English fetches no Bengali or Arabic font for them.
 */
export function LanguageMenu({ className = "", opens = "end" }: { className?: string; opens?: "end" | "top" }) {
  const { locale } = useLocale();
  const { ref, close, onKeyDown, onBlur } = useDropdown();
  return (
    // Escape bubbles up from the focused link or summary inside; <details> itself is the disclosure widget.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={ref} className={`dropdown dropdown-${opens} ${className}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <summary className="btn btn-ghost btn-sm gap-1 font-normal">
        <GlobeIcon />
        <span className="sr-only">{MESSAGES.language.label}: </span>
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </summary>
      <LanguageLinks
        onChosen={close}
        className={`dropdown-content z-20 w-40 flex-col rounded-box bg-base-100 p-2 shadow-lg ${opens === "top" ? "mb-2" : "mt-2"}`}
      />
    </details>
  );
}
