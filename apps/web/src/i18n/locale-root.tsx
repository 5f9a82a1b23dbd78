import type { Locale } from "@medcamp/contract";
import { Fragment, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { loadLocale, setBrowserLocale } from "./active-locale";
import { applyDocumentLocale, rememberLocale } from "./browser-locale";
import { useAuth } from "../lib/auth-context";
import { LocaleContext } from "./locale-context";
import { ProfileLocaleSync, saveProfileLocale } from "./profile-locale";

/**
 * Holds the language the screens are read in (ADR 022). A change fetches the language's chunk, then renders the
 * app again in it: the screens below are keyed by the language, so every text is read anew (the route, the query
 * cache and the signed-in session stay; nothing reloads).
 */
export function LocaleRoot({
  initial,
  preferred,
  chosenInUrl = false,
  children,
}: {
  initial: Locale;
  /** The device's saved choice when the page came in another language (its cookie had expired): shown once ready. */
  preferred?: Locale;
  /** The page's URL named `initial` (`?lang=`): the person chose it, over their profile's language too. */
  chosenInUrl?: boolean;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const [locale, setLocale] = useState(initial);
  const [changing, setChanging] = useState(false);
  const changeLocale = useCallback(
    async (next: Locale, { save = true }: { save?: boolean } = {}) => {
      setChanging(true);
      try {
        await loadLocale(next);
        setBrowserLocale(next);
        applyDocumentLocale(next);
        rememberLocale(next);
        setLocale(next);
        // A signed-in person's choice goes on their profile too (every device, their e-mails and notices).
        if (save && signedIn) void saveProfileLocale(next).catch(() => undefined);
      } finally {
        setChanging(false);
      }
    },
    [signedIn],
  );
  useEffect(() => {
    // A profile's language wins over the device's (ProfileLocaleSync switches to it).
    if (preferred && preferred !== initial && !user?.locale) void changeLocale(preferred, { save: false });
    // Once, after the server-rendered page in `initial` has been taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const value = useMemo(() => ({ locale, changeLocale, changing }), [locale, changeLocale, changing]);
  return (
    <LocaleContext.Provider value={value}>
      <ProfileLocaleSync
        deviceLocale={locale === initial && preferred ? preferred : locale}
        deviceChoiceWins={chosenInUrl && locale === initial}
      />
      <Fragment key={locale}>{children}</Fragment>
    </LocaleContext.Provider>
  );
}
