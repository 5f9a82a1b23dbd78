import type { AuthUser, SessionUser } from "./schemas/auth.ts";

// Kept apart from the schemas (types only from there), so the web app's first page can use it without zod.
/** Maps the auth API's user onto the product.md §3 session user (tolerating the optional fields it may leave out). */
export function toSessionUser(user: AuthUser): SessionUser {
  return {
    name: user.name,
    displayName: user.name,
    email: user.email,
    photoURL: user.image ?? null,
    role: user.role === "admin" ? "admin" : "student",
    badge: user.badge ?? null,
  };
}
