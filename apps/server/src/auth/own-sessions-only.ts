import { refusalMessage } from "@medcamp/contract";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

/**
 * `POST /api/auth/revoke-session` ends only the caller's own sessions. better-auth answers `{status: true}` for a
 * token it did not revoke (someone else's, or none at all); this answers 404 SESSION_NOT_FOUND instead, the same
 * for both, so the answer neither pretends success nor tells whether another user's token exists (ASVS 5.0 8.2.2).
 * Without a session or a token the endpoint refuses as before (401, 400).
 */
export function ownSessionsOnly(): BetterAuthPlugin {
  return {
    id: "medcamp-own-sessions-only",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/revoke-session",
          handler: createAuthMiddleware(async (ctx) => {
            const token: unknown = (ctx.body as { token?: unknown } | undefined)?.token;
            if (typeof token !== "string") return;
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            const found = await ctx.context.internalAdapter.findSession(token);
            if (found?.session.userId === session.user.id) return;
            throw new APIError("NOT_FOUND", {
              message: refusalMessage("SESSION_NOT_FOUND"),
              code: "SESSION_NOT_FOUND",
            });
          }),
        },
      ],
    },
  };
}
