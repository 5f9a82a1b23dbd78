import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { LIMITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants.ts";
import { AUTH_MESSAGES } from "../messages.ts";
import { badgeSchema, roleSchema } from "./users.ts";

/**
 * The account rules of product.md §5, declared once: the server enforces them on every better-auth endpoint that takes
 * the field (sign-up, update-user, change-password, reset-password) and the web forms validate with the same
 * schemas. Each field reports one message, the first rule it breaks.
 */
const m = AUTH_MESSAGES;

/** A required, trimmed field: blank gives `required`, otherwise the checks of `then` apply. */
function requiredTrimmed<T extends z.ZodType<unknown, string>>(required: string, then: T) {
  return z.string({ message: required }).trim().min(1, { message: required, abort: true }).pipe(then);
}

export const authEmailSchema = requiredTrimmed(
  m.emailRequired,
  z.email({ message: m.emailInvalid }).max(LIMITS.email, { message: m.emailInvalid }),
);

/** product.md §5: at least one uppercase letter, one lowercase letter and 6 characters. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password);
}

export const passwordSchema = z
  .string({ message: m.passwordRequired })
  .min(1, { message: m.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: m.passwordTooLong, abort: true })
  .refine(isStrongPassword, { message: m.passwordRule });

export const personNameSchema = requiredTrimmed(
  m.nameRequired,
  z.string().max(LIMITS.name, { message: m.nameTooLong }),
);

export const photoUrlSchema = requiredTrimmed(
  m.photoRequired,
  z.url({ protocol: /^https?$/, message: m.photoUrlInvalid }).max(LIMITS.url, { message: m.photoUrlInvalid }),
);

/** POST /api/auth/sign-up/email (product.md §5 Register). */
export const registerBodySchema = z.object({
  email: authEmailSchema,
  password: passwordSchema,
  name: personNameSchema,
  image: photoUrlSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/sign-in/email (product.md §5 Login: e-mail and password are required). */
export const signInBodySchema = z.object({
  email: authEmailSchema,
  password: z.string({ message: m.passwordRequired }).min(1, { message: m.passwordRequired }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** POST /api/auth/update-user: the profile fields follow the register rules; `image: null` removes the photo. */
export const updateUserBodySchema = z.object({
  name: personNameSchema.optional(),
  image: photoUrlSchema.nullable().optional(),
});

/** POST /api/auth/change-password and /api/auth/reset-password: the new password follows the register rule. */
export const newPasswordBodySchema = z.object({ newPassword: passwordSchema });

/** The signed-in user as `GET /api/auth/get-session` returns it (better-auth's user plus role and badge). */
export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: roleSchema,
  badge: badgeSchema,
  /** When the badge stops counting (issue 20): its period's end, or a failed renewal's grace. */
  badgeUntil: z.union([z.string(), z.date()]).nullable().optional(),
  /** The language the user chose (issue 24); null or absent until they choose. */
  locale: z.string().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** `GET /api/auth/get-session`: null without a session. */
export const sessionResponseSchema = z.object({ user: authUserSchema }).nullable();
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The signed-in session user of product.md §3 (displayName, email, photoURL, name) as the screens read it. */
export const sessionUserSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  role: roleSchema,
  badge: badgeSchema,
  /** The language saved on the profile (issue 24), when one was chosen. */
  locale: z.enum(LOCALES).nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
