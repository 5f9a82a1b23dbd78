import path from "node:path";
import type { PackageName } from "@medcamp/contract";
import { z } from "zod";
import { DEFAULT_HASH_COST } from "./auth/password.ts";
import { serverRoot } from "./server-root.ts";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], { message: "must be true or false" })
  .transform((v) => ["true", "1", "yes", "on"].includes(v));

/** A whole number of `unit` between two bounds, each refused with its own sentence. */
const whole = (unit: string, [min, atLeast]: [number, string], [max, atMost]: [number, string]) =>
  z.coerce
    .number({ message: `must be a number of ${unit}` })
    .int({ message: `must be a whole number of ${unit}` })
    .min(min, { message: `must be at least ${atLeast}` })
    .max(max, { message: `must be at most ${atMost}` });

/** A number of seconds, at least 1 and at most 400 days (browsers cap a cookie's lifetime there). */
const seconds = whole("seconds", [1, "1 second"], [400 * 86_400, "400 days (34560000 seconds)"]);
const milliseconds = (min: number) => whole("milliseconds", [min, `${min} ms`], [3_600_000, "an hour (3600000 ms)"]);
const hours = (min: number) =>
  whole("hours", [min, `${min} ${min === 1 ? "hour" : "hours"}`], [720, "30 days (720 hours)"]);

/** A 256-bit key in base64 or base64url (44 or 43 characters): `openssl rand -base64 32`. */
const clinicalKey = z
  .string()
  .trim()
  .refine((k) => /^[A-Za-z0-9+/_-]{43}=?$/.test(k) && Buffer.from(k, "base64").length === 32, {
    message: "must be 32 bytes in base64 (openssl rand -base64 32)",
  });

const envSchema = z.object({
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(3000),
  BASE_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: "must be a postgres:// URL" })
    .optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BETTER_AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  TRUSTED_PROXIES: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  STRIPE_PRICE_PLATINUM: z
    .string()
    .regex(/^price_\w+$/, { message: "must be a Stripe price id (price_…)" })
    .optional(),
  STRIPE_PRICE_GOLD: z
    .string()
    .regex(/^price_\w+$/, { message: "must be a Stripe price id (price_…)" })
    .optional(),
  STRIPE_PRICE_SILVER: z
    .string()
    .regex(/^price_\w+$/, { message: "must be a Stripe price id (price_…)" })
    .optional(),
  AUTH_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, { message: "must be <max>/<seconds>, e.g. 10/60" })
    .default("10/60"),
  WRITE_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, { message: "must be <max>/<seconds>, e.g. 300/60" })
    .default("300/60"),
  RENDER_RATE_LIMIT: z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, { message: "must be <max>/<seconds>, each at least 1, e.g. 30/60" })
    .default("30/60"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: "must be a redis:// URL" })
    .optional(),
  SESSION_MAX_AGE_S: seconds.default(7 * 86_400),
  SESSION_IDLE_S: seconds.default(86_400),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).max(320).default("MedCamp <no-reply@localhost>"),
  JOB_POLL_MS: milliseconds(10).default(1000),
  REMINDER_LEAD_HOURS: hours(1).default(24),
  SUBSCRIPTION_GRACE_DAYS: whole("days", [0, "0 days"], [30, "30 days"]).default(3),
  INTAKE_RETENTION_DAYS: whole("days", [1, "1 day"], [3650, "3650 days"]).default(90),
  CLINICAL_DATA_KEY: clinicalKey.optional(),
  CLINICAL_DATA_KEYS_PREVIOUS: z
    .string()
    .transform((s, ctx) =>
      s
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean)
        .map((k) => {
          const parsed = clinicalKey.safeParse(k);
          if (!parsed.success) ctx.addIssue({ code: "custom", message: "each key must be 32 bytes in base64" });
          return k;
        }),
    )
    .optional(),
  CLINICAL_RETENTION_DAYS: whole("days", [1, "1 day"], [3650, "3650 days"]).default(365),
  PRIORITY_BOOKING_HOURS: hours(0).default(48),
  MAIL_LEASE_MS: milliseconds(1000).default(300_000),
  SMS_PROVIDER: z.enum(["outbox", "http", "twilio"], { message: "must be outbox, http or twilio" }).default("outbox"),
  SMS_FROM: z.string().trim().min(1).max(20, { message: "must be at most 20 characters" }).default("MedCamp"),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  SMS_HTTP_METHOD: z.enum(["GET", "POST", "PUT"], { message: "must be GET, POST or PUT" }).default("POST"),
  SMS_HTTP_BODY: z.string().max(4000).optional(),
  SMS_HTTP_HEADERS: z
    .string()
    .transform((s, ctx) => {
      try {
        const parsed: unknown = JSON.parse(s);
        if (
          parsed !== null &&
          typeof parsed === "object" &&
          !Array.isArray(parsed) &&
          Object.values(parsed).every((v) => typeof v === "string")
        ) {
          return parsed as Record<string, string>;
        }
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: 'must be a JSON object of header names and texts, e.g. {"X-Key":"…"}' });
      return z.NEVER;
    })
    .optional(),
  SMS_WEBHOOK_SECRET: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, { message: "must be a Twilio Account SID (AC and 32 hex digits)" })
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, { message: "must be a Twilio auth token" }).optional(),
  TWILIO_FROM: z.string().trim().min(1).max(34).optional(),
  TWILIO_WHATSAPP_FROM: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, { message: "must be a WhatsApp-enabled number in E.164 (+14155238886)" })
    .optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  PASSWORD_HASH_COST: whole("doublings", [12, "12"], [20, "20"]).default(DEFAULT_HASH_COST),
  SHUTDOWN_GRACE_MS: whole("milliseconds", [0, "0 ms"], [120_000, "2 minutes (120000 ms)"]).default(10_000),
});

export interface Config {
  host: string;
  port: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Always set with DATABASE_URL; for the embedded database it may be generated into DATA_DIR instead. */
  authSecret: string | undefined;
  trustedProxies: string[];
  webDistDir: string;
  /** discoveryUrl: an OpenID provider standing in for Google (a Google-compatible IdP, or a local one in tests). */
  google: { clientId: string; clientSecret: string; discoveryUrl: string | undefined } | undefined;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        /** A Stripe-compatible API origin (tests use a local stand-in); Stripe's own when unset. */
        apiUrl: string | undefined;
        /**
         * The three packages' monthly Prices in Stripe Billing (issue 20, ADR 016); unset, Stripe mode takes one-off
         * payments that start a period with nothing to renew it.
         */
        prices: Record<PackageName, string> | undefined;
      }
    | undefined;
  redisUrl: string | undefined;
  /** Sign-in and sign-up attempts allowed per client IP per window. */
  authRateLimit: { max: number; windowSeconds: number };
  /** Writes (POST, PATCH, PUT, DELETE under /api) allowed per signed-in user, or per client IP, per window. */
  writeRateLimit: { max: number; windowSeconds: number };
  /**
   * Public pages rendered per client address (an IPv6 address by its /64) per window, on each instance: a page not
   * in the cache of rendered pages, and every page of a signed-in person. Past it the client gets the app shell.
   */
  renderRateLimit: { max: number; windowSeconds: number };
  /** A session ends maxAgeSeconds after sign-in, or earlier after idleSeconds without a request (idle ≤ max age). */
  session: { maxAgeSeconds: number; idleSeconds: number };
  /** smtpUrl: where mail goes (undefined: the built-in outbox that admins read); from: the sender of every message. */
  mail: { smtpUrl: string | undefined; from: string };
  /** How often each instance's workers look for due jobs (mail), in milliseconds. */
  jobPollMs: number;
  /**
   * How long a stopping server (SIGTERM, SIGINT) lets requests in flight finish before it closes their connections,
   * then checkpoints and closes the database and exits, in milliseconds.
   */
  shutdownGraceMs: number;
  /** SUBSCRIPTION_GRACE_DAYS: how long a package stays active after its renewal was declined. */
  subscriptionGraceDays: number;
  /** INTAKE_RETENTION_DAYS: health answers are deleted this many days after their camp ends (issue 21). */
  intakeRetentionDays: number;
  /**
   * CLINICAL_DATA_KEY (base64, 32 bytes): seals clinical free text (issue 39). Always set with DATABASE_URL; for the
   * embedded database it may be generated into DATA_DIR instead. The previous keys only open what they sealed.
   */
  clinicalDataKey: string | undefined;
  clinicalDataKeysPrevious: string[];
  /** CLINICAL_RETENTION_DAYS: a visit's clinical data is deleted this many days after its camp ends, unless kept. */
  clinicalRetentionDays: number;
  /** PRIORITY_BOOKING_HOURS: how long a newly published camp's seats are for priority-booking members only. */
  priorityBookingHours: number;
  /** How long before a camp starts its seat-holders are reminded, in hours (modules/reminders). */
  reminderLeadHours: number;
  /**
   * How long a worker holds a message it is sending before any instance may try it again (worker.ts): longer than
   * one SMTP delivery may take (30 s timeouts, mailer-smtp.ts); a short one only for crash tests.
   */
  mailLeaseMs: number;
  /**
   * New password hashes use scrypt with N = 2^passwordHashCost (17, OWASP's strength). Test runs lower it: every
   * sign-up and sign-in of the suites would otherwise spend 0.3–0.7 s of processor time (ADR 024).
   */
  passwordHashCost: number;
  /**
   * Text messages (issue 40, ADR 028): `outbox` keeps them in the database for admins to read; `http` hands them to a
   * gateway (SMS_HTTP_URL, its method, body template and headers). `webhookSecret` authenticates the gateway's
   * delivery reports and replies (POST /api/sms/status, /api/sms/inbound).
   */
  sms: {
    provider: "outbox" | "http" | "twilio";
    from: string;
    http:
      | { url: string; method: "GET" | "POST" | "PUT"; body: string | undefined; headers: Record<string, string> }
      | undefined;
    webhookSecret: string | undefined;
    /**
     * TWILIO_*: the account, its auth token (it also signs Twilio's callbacks), the sender, the WhatsApp sender (its
     * WhatsApp messages, ADR 030); apiUrl for a stand-in.
     */
    twilio:
      | {
          accountSid: string;
          authToken: string;
          from: string;
          whatsappFrom: string | undefined;
          apiUrl: string | undefined;
        }
      | undefined;
  };
}

export class ConfigError extends Error {}

function parseRate(text: string): { max: number; windowSeconds: number } {
  const [max, seconds] = text.split("/").map(Number);
  return { max: max ?? 10, windowSeconds: seconds ?? 60 };
}

const defaultWebDist = path.resolve(serverRoot, "../web/dist");

/**
 * Whether an origin names this machine only (localhost, *.localhost, 127.0.0.0/8, ::1): a demo or a developer's
 * server. Any other BASE_URL is a public origin, where the demo accounts' published passwords must not exist
 * unless SEED_DEMO=true asks for them.
 */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.replace(/\.$/, "");
  return host === "localhost" || host.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

/** Parses the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const pairs: Array<[string, string | undefined, string | undefined]> = [
    ["GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET],
  ];
  for (const [name, a, b] of pairs) {
    if (Boolean(a) !== Boolean(b)) throw new ConfigError(`Invalid configuration:\n  ${name}: set both or neither`);
  }
  if (e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required with DATABASE_URL (every instance must share it)",
    );
  }
  if (e.DATABASE_URL && !e.CLINICAL_DATA_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  CLINICAL_DATA_KEY: required with DATABASE_URL (every instance must share it)",
    );
  }
  const stripeVars = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeVars.some(Boolean) && !stripeVars.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY/STRIPE_WEBHOOK_SECRET: set all three or none",
    );
  }
  const priceVars = [e.STRIPE_PRICE_PLATINUM, e.STRIPE_PRICE_GOLD, e.STRIPE_PRICE_SILVER];
  if (priceVars.some(Boolean) && !(priceVars.every(Boolean) && e.STRIPE_SECRET_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_PRICE_PLATINUM/STRIPE_PRICE_GOLD/STRIPE_PRICE_SILVER: set all three, with the Stripe keys, or none",
    );
  }
  if (e.SESSION_IDLE_S > e.SESSION_MAX_AGE_S) {
    throw new ConfigError("Invalid configuration:\n  SESSION_IDLE_S: must not be longer than SESSION_MAX_AGE_S");
  }
  if (e.SMS_PROVIDER === "twilio" && !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM)) {
    throw new ConfigError(
      "Invalid configuration:\n  TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_FROM: required with SMS_PROVIDER=twilio",
    );
  }
  if (e.SMS_PROVIDER === "http" && !e.SMS_HTTP_URL) {
    throw new ConfigError("Invalid configuration:\n  SMS_HTTP_URL: required with SMS_PROVIDER=http");
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    host: e.HOST,
    port: e.PORT,
    baseUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // The demo seed is for a local demo: off with PostgreSQL or on a public origin unless SEED_DEMO=true.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && isLoopbackOrigin(baseUrl)),
    logLevel: e.LOG_LEVEL,
    authSecret: e.BETTER_AUTH_SECRET,
    trustedProxies: (e.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, discoveryUrl: e.GOOGLE_DISCOVERY_URL }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
            prices:
              e.STRIPE_PRICE_PLATINUM && e.STRIPE_PRICE_GOLD && e.STRIPE_PRICE_SILVER
                ? { Platinum: e.STRIPE_PRICE_PLATINUM, Gold: e.STRIPE_PRICE_GOLD, Silver: e.STRIPE_PRICE_SILVER }
                : undefined,
          }
        : undefined,
    redisUrl: e.REDIS_URL,
    authRateLimit: parseRate(e.AUTH_RATE_LIMIT),
    writeRateLimit: parseRate(e.WRITE_RATE_LIMIT),
    renderRateLimit: parseRate(e.RENDER_RATE_LIMIT),
    session: { maxAgeSeconds: e.SESSION_MAX_AGE_S, idleSeconds: e.SESSION_IDLE_S },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    jobPollMs: e.JOB_POLL_MS,
    subscriptionGraceDays: e.SUBSCRIPTION_GRACE_DAYS,
    intakeRetentionDays: e.INTAKE_RETENTION_DAYS,
    clinicalDataKey: e.CLINICAL_DATA_KEY,
    clinicalDataKeysPrevious: e.CLINICAL_DATA_KEYS_PREVIOUS ?? [],
    clinicalRetentionDays: e.CLINICAL_RETENTION_DAYS,
    priorityBookingHours: e.PRIORITY_BOOKING_HOURS,
    reminderLeadHours: e.REMINDER_LEAD_HOURS,
    mailLeaseMs: e.MAIL_LEASE_MS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sms: {
      provider: e.SMS_PROVIDER,
      from: e.SMS_FROM,
      http:
        e.SMS_PROVIDER === "http" && e.SMS_HTTP_URL
          ? { url: e.SMS_HTTP_URL, method: e.SMS_HTTP_METHOD, body: e.SMS_HTTP_BODY, headers: e.SMS_HTTP_HEADERS ?? {} }
          : undefined,
      webhookSecret: e.SMS_WEBHOOK_SECRET,
      twilio:
        e.SMS_PROVIDER === "twilio" && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              whatsappFrom: e.TWILIO_WHATSAPP_FROM,
              apiUrl: e.TWILIO_API_URL,
            }
          : undefined,
    },
  };
}
