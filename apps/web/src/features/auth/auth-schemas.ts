import { LIMITS, MESSAGES } from "@medcamp/contract";
import { z } from "zod";

const m = MESSAGES.auth;
const email = z.string().trim().min(1, m.emailRequired).email("Enter a valid e-mail address").max(LIMITS.email);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, m.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** SPEC §5: at least one uppercase letter, one lowercase letter and 6 characters. */
export const passwordRule = z
  .string()
  .min(1, m.passwordRequired)
  .refine((p) => p.length >= 6 && /[A-Z]/.test(p) && /[a-z]/.test(p), m.passwordRule);

export const registerSchema = z.object({
  email,
  password: passwordRule,
  name: z.string().trim().min(1, m.nameRequired).max(LIMITS.name),
  photoURL: z
    .string()
    .trim()
    .min(1, m.photoRequired)
    .regex(/^https?:\/\/\S+$/i, "Photo URL must be an http(s) URL"),
});
export type RegisterValues = z.infer<typeof registerSchema>;
