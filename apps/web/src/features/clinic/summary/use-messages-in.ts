import type { Locale, MessageCatalog } from "@medcamp/contract";
import { useEffect, useState } from "react";
import { messagesIn } from "../../../i18n/active-locale";

type Loaded = { locale: Locale; messages: MessageCatalog } | { locale: Locale; failed: true; retry: () => void };

/**
 * The clinic's texts in `locale`, whatever language the reader reads (the visit summary is in the person's): loads
 * that language's clinic part of the catalogue; undefined while it loads.
 */
export function useClinicMessagesIn(locale: Locale): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    messagesIn(locale, "clinic").then(
      (messages) => current && setLoaded({ locale, messages }),
      () =>
        current &&
        setLoaded({
          locale,
          failed: true,
          retry: () => {
            setLoaded(undefined);
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      current = false;
    };
  }, [locale, attempt]);
  return loaded?.locale === locale ? loaded : undefined;
}
