import type { PackageName } from "./constants.ts";
import { isLocale } from "./i18n/locales.ts";
import type { AuthUser, SessionUser } from "./schemas/auth.ts";

/**
 * The package a user holds now (issue 20, ADR 016): the badge counts while its `badgeUntil` is ahead, so a lapsed
 * package stops at its period's end exactly, before the renewal sweep gets to it. A badge without an end was granted
 * by an operator outside the shop (or by a test) and does not lapse.
 */
export function activeBadge(
  badge: string | null | undefined,
  until: Date | string | null | undefined,
  now: Date,
): PackageName | null {
  if (!badge) return null;
  if (until && new Date(until).getTime() <= now.getTime()) return null;
  return badge as PackageName;
}

// Kept apart from the schemas (types only from there), so the web app's first page can use it without zod.
/** Maps the auth API's user onto the product.md §3 session user (tolerating the optional fields it may leave out). */
export function toSessionUser(user: AuthUser): SessionUser {
  return {
    name: user.name,
    displayName: user.name,
    email: user.email,
    photoURL: user.image ?? null,
    role: user.role === "admin" ? "admin" : "student",
    badge: activeBadge(user.badge, user.badgeUntil, new Date()),
    locale: isLocale(user.locale) ? user.locale : null,
  };
}
