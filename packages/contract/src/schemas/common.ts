import { z } from "zod";
import { LIMITS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_START } from "../constants.ts";

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const idSchema = z.uuid({ message: "id must be a valid id" });
export const idParamsSchema = z.object({ id: idSchema });

export const emailSchema = z.email({ message: "email must be a valid e-mail address" }).max(LIMITS.email);
export const emailParamsSchema = z.object({ email: emailSchema });

/** page (from 1) and limit (1..50, default 10), coerced from query strings. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(PAGE_START).max(1_000_000).default(PAGE_START),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const totalPagesSchema = z.number().int().min(1);

/** A trimmed, non-blank, bounded text field. */
export function requiredText(max: number, message: string) {
  return z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `must be at most ${max} characters` });
}

export const httpUrlSchema = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).max(LIMITS.url);

/** Longest site-relative image path accepted; the shipped demo images need far fewer characters. */
export const LOCAL_IMAGE_PATH_MAX = 200;

/** A site-relative path to an image the product ships (ADR 003): `/images/…`, bounded, never climbing out (`..`). */
export const localImagePathSchema = z
  .string()
  .max(LOCAL_IMAGE_PATH_MAX)
  .regex(/^\/images\/[\w./-]+$/)
  .refine((path) => !path.split("/").includes(".."));

/** A camp image: an http(s) URL, or a site-relative path to an image the product ships (`/images/…`). */
export const imageUrlSchema = z.union([httpUrlSchema, localImagePathSchema], {
  message: "must be an http(s) URL",
});

/** Optional free-text search: trimmed, bounded; blank means no filter. */
export const searchTextSchema = z.string().trim().max(LIMITS.search).optional();
