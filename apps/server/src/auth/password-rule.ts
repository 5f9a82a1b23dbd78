import { MESSAGES, PASSWORD_MIN_LENGTH } from "@medcamp/contract";

/** SPEC §5: at least one uppercase letter, one lowercase letter and 6 characters. */
export function passwordRuleError(password: unknown): string | undefined {
  if (typeof password !== "string") return MESSAGES.auth.passwordRule;
  const ok = password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /[a-z]/.test(password);
  return ok ? undefined : MESSAGES.auth.passwordRule;
}
