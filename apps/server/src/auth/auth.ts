import { MESSAGES } from "@medcamp/contract";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema/index.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { passwordRuleError } from "./password-rule.ts";

/** The header the Fastify bridge sets to the real client IP (after trusted proxies); clients cannot set it. */
export const CLIENT_IP_HEADER = "x-medcamp-client-ip";

function signUpRules() {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/sign-up/email") return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";
    if (blank(body.email)) throw new APIError("BAD_REQUEST", { message: MESSAGES.auth.emailRequired });
    if (blank(body.name)) throw new APIError("BAD_REQUEST", { message: MESSAGES.auth.nameRequired });
    if (blank(body.image)) throw new APIError("BAD_REQUEST", { message: MESSAGES.auth.photoRequired });
    if (!/^https?:\/\/\S+$/i.test(String(body.image)) || String(body.image).length > 2048) {
      throw new APIError("BAD_REQUEST", { message: "Photo URL must be an http(s) URL" });
    }
    if (String(body.name).length > 100) throw new APIError("BAD_REQUEST", { message: "Name is too long" });
    const ruleError = passwordRuleError(body.password);
    if (ruleError) throw new APIError("BAD_REQUEST", { message: ruleError, code: "WEAK_PASSWORD" });
  });
}

/**
 * better-auth on our database. With GOOGLE_DISCOVERY_URL, Google is served by a generic OpenID provider under
 * the id "google" (better-auth hard-codes Google's endpoints; tests point this at a local provider).
 */
export function createAuth(config: Config, db: Db, secret: string, log: FastifyBaseLogger) {
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
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "student", input: false },
        badge: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    socialProviders:
      google && !useGeneric ? { google: { clientId: google.clientId, clientSecret: google.clientSecret } } : {},
    plugins:
      google && useGeneric
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
        : [],
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: config.authRateLimit.max * 10,
      customRules: {
        "/sign-in/email": { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
        "/sign-up/email": { window: config.authRateLimit.windowSeconds, max: config.authRateLimit.max },
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
    hooks: { before: signUpRules() },
  });
}

export type Auth = ReturnType<typeof createAuth>;
