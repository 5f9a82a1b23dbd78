import { z } from "zod";
import { LIMITS, PACKAGE_NAMES, ROLES } from "../constants.ts";
import { emailSchema, idSchema, pageQuerySchema, searchTextSchema, totalPagesSchema } from "./common.ts";

export const roleSchema = z.enum(ROLES);
export const badgeSchema = z.enum(PACKAGE_NAMES).nullable();

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  badge: badgeSchema,
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const createUserBodySchema = z.object({
  name: z.string().trim().max(LIMITS.name).optional(),
  email: emailSchema.optional(),
});

/** GET /api/is-admin: the spec's `email` query is accepted for compatibility; the answer is for the session user. */
export const isAdminQuerySchema = z.object({ email: z.string().max(LIMITS.email).optional() });
export const isAdminResponseSchema = z.object({ isAdmin: z.boolean() });
export type IsAdminResponse = z.infer<typeof isAdminResponseSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  username: searchTextSchema,
  email: searchTextSchema,
});
export const userListResponseSchema = z.object({
  users: z.array(userSchema),
  totalPages: totalPagesSchema,
});

export const userProfileResponseSchema = z.object({
  user: z.object({ name: z.string(), email: z.string(), badge: badgeSchema }),
});

export const makeAdminBodySchema = z.object({ userId: idSchema.or(z.string().min(1).max(64)) });

export const adminProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  noOfMealsAdded: z.number().int(),
});
