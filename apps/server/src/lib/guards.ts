import type { FastifyRequest, RouteOptions } from "fastify";
import type { SignedInUser } from "../plugins/auth.ts";
import { refuse } from "./http-errors.ts";

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw refuse("UNAUTHORIZED");
  return request.user;
}

/** The signed-in admin: 401 without a session, 403 for a student. */
export function requireAdmin(request: FastifyRequest): SignedInUser {
  const user = requireUser(request);
  if (user.role !== "admin") throw refuse("ADMIN_REQUIRED");
  return user;
}

/**
 * A spec payload or query may carry the acting user's e-mail. It is never trusted as identity: a student may
 * only name themself, an admin may name anyone (where `allowAdmin`). Returns the e-mail to act on.
 */
export function actingEmail(request: FastifyRequest, claimed: string | undefined, allowAdmin = false): string {
  const user = requireUser(request);
  if (claimed === undefined || claimed.toLowerCase() === user.email.toLowerCase()) return user.email;
  if (allowAdmin && user.role === "admin") return claimed;
  throw refuse("FORBIDDEN");
}

/** A `preValidation` hook: refuses anonymous requests with a 401 before their body is even validated. */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** A `preValidation` hook: refuses visitors (401) and students (403) before their body is even validated. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}

/** Who may call a route, read from its guard: `public` (no guard), `user` (signedInOnly) or `admin` (adminOnly). */
export function guardOf(route: Pick<RouteOptions, "preValidation">): "public" | "user" | "admin" {
  const hooks: unknown[] = [route.preValidation].flat();
  if (hooks.includes(adminOnly)) return "admin";
  if (hooks.includes(signedInOnly)) return "user";
  return "public";
}
