import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@medcamp/contract";
import { refusalMessage } from "@medcamp/contract";
import { betterAuth } from "better-auth/minimal";
import { APIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema/index.ts";
import { enqueueTemplate } from "../modules/mail/index.ts";
import { accountRules } from "./account-rules.ts";
import { type HashPool, HashPoolBusy } from "./hash-pool.ts";
import { ownSessionsOnly } from "./own-sessions-only.ts";
import { HASH_BUSY_RETRY_AFTER_S } from "../lib/http-errors.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { redisAuthRateLimit } from "./rate-limit-storage.ts";
import { sessionLimits, sessionOptions } from "./session-limits.ts";
import { type SlowdownOptions, signInSlowdown } from "./sign-in-slowdown.ts";

/** The header the Fastify bridge sets to the real client IP (after trusted proxies); clients cannot set it. */
export const CLIENT_IP_HEADER = "x-medcamp-client-ip";

/** How long a password-reset link works (seconds); it works once (better-auth consumes its verification row). */
export const RESET_LINK_LIFETIME_S = 3600;

/** A full hashing pool answers 503 BUSY with Retry-After at once, instead of queueing sign-ins without end. */
async function busyAsUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof HashPoolBusy)) throw error;
    throw new APIError(
      "SERVICE_UNAVAILABLE",
      { message: refusalMessage("BUSY"), code: "BUSY" },
      { "Retry-After": String(HASH_BUSY_RETRY_AFTER_S) },
    );
  }
}

/**
 * better-auth on our database. With GOOGLE_DISCOVERY_URL, Google is served by a generic OpenID provider under
 * the id "google" (better-auth hard-codes Google's endpoints; tests point this at a local provider).
 */
export function createAuth(
  config: Config,
  db: Db,
  secret: string,
  log: FastifyBaseLogger,
  hashing: HashPool,
  redis?: Redis,
  slowdown: Partial<SlowdownOptions> = {},
) {
  const google = config.google;
  const useGeneric = Boolean(google?.discoveryUrl);
  return betterAuth({
    appName: "MedCamp",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.baseUrl],
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    // An absolute lifetime and an idle timeout; a password change ends the user's other sessions (session-limits.ts).
    session: sessionOptions(config.session),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "student", input: false },
        badge: { type: "string", required: false, input: false },
        badgeUntil: { type: "date", required: false, input: false },
        locale: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      // "Forgot password?": better-auth answers the same for unknown addresses and calls this only for a real
      // account; the e-mail (always sent) goes through the outbox and links to the web app's reset page.
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_S,
      sendResetPassword: async ({ user, token }) => {
        await enqueueTemplate(db, {
          to: user.email,
          userId: user.id,
          template: "password-reset",
          props: { name: user.name, url: `${config.baseUrl}/auth/reset-password?token=${encodeURIComponent(token)}` },
        });
      },
      password: {
        hash: (password) => busyAsUnavailable(hashPassword(password, hashing.derive, config.passwordHashCost)),
        verify: (input) => busyAsUnavailable(verifyPassword(input, hashing.derive)),
      },
    },
    // The welcome e-mail (e-mail only) for every new account, by e-mail or Google; seeded demo users are inserted
    // directly (db/seed) and get none. better-auth runs this after its transaction committed the user, so it cannot
    // share it (ADR 015): a failed enqueue is logged and the sign-up still succeeds (the account exists; only the
    // welcome is lost).
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            try {
              await enqueueTemplate(db, {
                to: user.email,
                userId: user.id,
                template: "welcome",
                props: { name: user.name, baseUrl: config.baseUrl },
              });
            } catch (error) {
              log.error({ err: error, userId: user.id }, "the welcome e-mail could not be queued");
            }
          },
        },
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    socialProviders:
      google && !useGeneric ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } } : {},
    plugins: [
      ownSessionsOnly(),
      // Per-account slow-down of failed sign-ins (docs/security.md), on top of the per-IP limit below.
      signInSlowdown(db, slowdown),
      sessionLimits(config.session),
      ...(google && useGeneric
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  discoveryUrl: google.discoveryUrl!,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: true,
      // Counted where every instance sees them: the database, or Redis when REDIS_URL is set.
      storage: "database",
      ...(redis ? { customStorage: redisAuthRateLimit(redis) } : {}),
      window: 60,
      max: config.authRateLimit.max * 10,
      customRules: {
        "/sign-in/email": { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
        "/sign-up/email": { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
        "/request-password-reset": { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
        "/reset-password": { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
        // It checks the current password: the same per-address limit as sign-in (issue 37).
        "/change-password": { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
      // better-auth turns its CSRF/origin checks off when it detects a test runner; keep them on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: { before: accountRules() },
  });
}

export type Auth = ReturnType<typeof createAuth>;
