import type { Locale } from "@medcamp/contract";
import { useEffect, useRef } from "react";
import { apiFetch } from "../lib/api-client";
import { useAuth } from "../lib/auth-context";
import { useLocale } from "./locale-context";

/** Saves the signed-in user's language on their profile (PUT /api/me/locale): e-mails and notices follow it. */
export function saveProfileLocale(locale: Locale): Promise<unknown> {
  return apiFetch("/me/locale", { method: "PUT", body: { locale } });
}

/**
 * The profile's language wins when someone signs in (their choice follows them to a new device); a profile with no
 * language yet takes the one this device shows, so their e-mails come in it too. A language the person chose on this
 * page before the app arrived (the language menu's link, `?lang=`, ADR 025) is their newest choice: the profile
 * takes it instead.
 */
export function ProfileLocaleSync({
  deviceLocale,
  deviceChoiceWins = false,
}: {
  deviceLocale: Locale;
  deviceChoiceWins?: boolean;
}) {
  const { user } = useAuth();
  const { locale, changeLocale } = useLocale();
  const seenFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      seenFor.current = null;
      return;
    }
    if (seenFor.current === user.email) return;
    seenFor.current = user.email;
    if (user.locale && user.locale !== locale) {
      if (deviceChoiceWins) void saveProfileLocale(locale).catch(() => undefined);
      else void changeLocale(user.locale, { save: false });
    } else if (!user.locale) void saveProfileLocale(deviceLocale).catch(() => undefined);
  }, [user, locale, deviceLocale, changeLocale, deviceChoiceWins]);
  return null;
}
