import { DEFAULT_LOCALE, type Locale } from "@medcamp/contract";
import { createContext, useContext } from "react";

export interface LocaleState {
  locale: Locale;
  /** Loads the language's catalogue if needed, then shows every screen in it (no reload). */
  changeLocale: (locale: Locale, options?: { save?: boolean }) => Promise<void>;
  /** Whether a language's catalogue is being fetched. */
  changing: boolean;
}

export const LocaleContext = createContext<LocaleState>({
  locale: DEFAULT_LOCALE,
  changeLocale: async () => undefined,
  changing: false,
});

export const useLocale = () => useContext(LocaleContext);
