import type { BetterAuthOptions, BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import type { Config } from "../config.ts";

/** SESSION_MAX_AGE_S and SESSION_IDLE_S. */
export type SessionLifetime = Config["session"];

/**
 * How far a request must move a session's end before it is written down: a 24th of the idle timeout (1 h of the
 * default 24 h). A session therefore ends after between `idle − step` and `idle` seconds without a request, never
 * later, at the cost of one session write per step per active session instead of one per request.
 */
export function activityStepSeconds(lifetime: SessionLifetime): number {
  return Math.floor(lifetime.idleSeconds / 24);
}

/**
 * better-auth's session options. Its own model is a sliding expiry that also renews the cookie; ours keeps the
 * cookie's `Max-Age` at the absolute lifetime, set once at sign-in and never renewed (so the browser drops it when
 * the server would refuse it anyway), and slides the database row's `expiresAt` itself ({@link sessionLimits}).
 */
export function sessionOptions(lifetime: SessionLifetime): NonNullable<BetterAuthOptions["session"]> {
  return { expiresIn: lifetime.maxAgeSeconds, disableSessionRefresh: true };
}

/** When a session ends: its idle timeout after its last recorded request, and never after its absolute lifetime. */
export function sessionEnd(session: { createdAt: Date; updatedAt: Date }, lifetime: SessionLifetime): number {
  return Math.min(
    session.updatedAt.getTime() + lifetime.idleSeconds * 1000,
    session.createdAt.getTime() + lifetime.maxAgeSeconds * 1000,
  );
}

/**
 * Sessions for a health app (issue 16, item 6; ASVS 5.0 V7.3.1, V7.3.2, V7.4.3):
 *
 * - The row's `expiresAt` is always `min(last request + SESSION_IDLE_S, sign-in + SESSION_MAX_AGE_S)`, so
 *   better-auth's own check (`expiresAt` past: no session, row deleted, cookie cleared) enforces both limits on
 *   every endpoint that reads the session. A new session starts with its idle end; each resolved session
 *   (`GET /api/auth/get-session`, and `auth.api.getSession`, which the API's session hook calls on every signed-in
 *   request) moves it forward, with `updatedAt` as the last recorded request, once it would move by a step.
 * - The same resolution also refuses, deletes and clears a session whose `createdAt`/`updatedAt` put it past
 *   either limit, whatever its `expiresAt` says: after the limits were shortened, sessions made before obey them.
 * - `POST /api/auth/change-password` always ends the user's other sessions, whatever `revokeOtherSessions` the
 *   client sends. better-auth then deletes all of the user's sessions and answers with a new one for the caller.
 */
export function sessionLimits(lifetime: SessionLifetime): BetterAuthPlugin {
  const idleMs = lifetime.idleSeconds * 1000;
  const maxAgeMs = lifetime.maxAgeSeconds * 1000;
  const stepMs = activityStepSeconds(lifetime) * 1000;
  return {
    id: "medcamp-session-limits",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              before: async (session) => {
                const createdAt = session.createdAt instanceof Date ? session.createdAt.getTime() : Date.now();
                const expiresAt = Math.min(new Date(session.expiresAt).getTime(), createdAt + idleMs);
                return { data: { ...session, expiresAt: new Date(expiresAt) } };
              },
            },
          },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            if (typeof body !== "object" || body === null || Array.isArray(body)) return;
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/get-session",
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.session?.session;
            if (!session) return;
            const now = Date.now();
            if (now >= sessionEnd(session, lifetime)) {
              await ctx.context.internalAdapter.deleteSession(session.token);
              deleteSessionCookie(ctx);
              ctx.context.session = null;
              return ctx.json(null);
            }
            const end = Math.min(now + idleMs, session.createdAt.getTime() + maxAgeMs);
            const moveBy = end - session.expiresAt.getTime();
            // Forward by a step at least; or back, for a row written under longer limits than today's.
            if (moveBy >= 0 && moveBy < Math.max(stepMs, 1)) return;
            await ctx.context.internalAdapter.updateSession(session.token, {
              expiresAt: new Date(end),
              updatedAt: new Date(now),
            });
          }),
        },
      ],
    },
  };
}
