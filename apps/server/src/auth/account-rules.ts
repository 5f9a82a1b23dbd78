import {
  MESSAGES,
  newPasswordBodySchema,
  type RefusalCode,
  registerBodySchema,
  signInBodySchema,
  updateUserBodySchema,
} from "@medcamp/contract";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { z } from "zod";

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

const PASSWORD_MESSAGES: readonly string[] = [MESSAGES.auth.passwordRule, MESSAGES.auth.passwordTooLong];

/** better-auth `before` hook: a 400 `{message, code}` with the first broken rule's message. */
export function accountRules() {
  return createAuthMiddleware(async (ctx) => {
    const schema = ACCOUNT_RULES[ctx.path];
    if (!schema) return;
    const result = schema.safeParse(ctx.body ?? {});
    if (result.success) return;
    const message = result.error.issues[0]?.message ?? z.prettifyError(result.error);
    const code: RefusalCode = PASSWORD_MESSAGES.includes(message) ? "WEAK_PASSWORD" : "VALIDATION_ERROR";
    throw new APIError("BAD_REQUEST", { message, code });
  });
}
