import {
  MESSAGES,
  newPasswordBodySchema,
  type RefusalCode,
  refusalMessage,
  registerBodySchema,
  signInBodySchema,
  updateUserBodySchema,
} from "@medcamp/contract";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { commonPasswords, isCommonPassword } from "./common-passwords.ts";

/**
 * The contract's account rules (product.md §5) for every better-auth endpoint that takes a password, a name or a photo,
 * so none of them can be used to get around the register form's rules.
 */
export const ACCOUNT_RULES: Readonly<Record<string, z.ZodType>> = {
  "/sign-up/email": registerBodySchema,
  "/sign-in/email": signInBodySchema,
  "/update-user": updateUserBodySchema,
  "/change-password": newPasswordBodySchema,
  "/reset-password": newPasswordBodySchema,
};

/** The field of each endpoint that sets a new password (sign-in only checks one, so it is not here). */
export const NEW_PASSWORD_FIELDS: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

const PASSWORD_MESSAGES: readonly string[] = [MESSAGES.auth.passwordRule, MESSAGES.auth.passwordTooLong];

/**
 * better-auth `before` hook: a 400 `{message, code}` with the first broken rule's message; then a new password that
 * keeps the rule but is one of the 10,000 most common (any case) is refused with PASSWORD_TOO_COMMON. The list is
 * read once, when the hook is made (at server start).
 */
export function accountRules({ common = commonPasswords() }: { common?: ReadonlySet<string> } = {}) {
  return createAuthMiddleware(async (ctx) => {
    const schema = ACCOUNT_RULES[ctx.path];
    if (!schema) return;
    const body: unknown = ctx.body ?? {};
    const result = schema.safeParse(body);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? z.prettifyError(result.error);
      const code: RefusalCode = PASSWORD_MESSAGES.includes(message) ? "WEAK_PASSWORD" : "VALIDATION_ERROR";
      throw new APIError("BAD_REQUEST", { message, code });
    }
    const field = NEW_PASSWORD_FIELDS[ctx.path];
    const password: unknown = field ? (body as Record<string, unknown>)[field] : undefined;
    if (typeof password === "string" && isCommonPassword(password, common)) {
      throw new APIError("BAD_REQUEST", {
        message: refusalMessage("PASSWORD_TOO_COMMON"),
        code: "PASSWORD_TOO_COMMON",
      });
    }
  });
}
