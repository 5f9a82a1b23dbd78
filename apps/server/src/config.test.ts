import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

/** A 32-byte key in base64, as `openssl rand -base64 32` writes one. */
const KEY = Buffer.alloc(32, 7).toString("base64");

describe("loadConfig", () => {
  it("has working defaults: embedded database, demo seed, port 3000", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      baseUrl: "http://localhost:3000",
      seedDemo: true,
      databaseUrl: undefined,
    });
    expect(config.authRateLimit).toEqual({ max: 10, windowSeconds: 60 });
    expect(config.renderRateLimit).toEqual({ max: 30, windowSeconds: 60 });
  });

  it("turns the demo seed off by default with PostgreSQL", () => {
    const secret = "s".repeat(32);
    const env = { DATABASE_URL: "postgres://localhost/medcamp", BETTER_AUTH_SECRET: secret, CLINICAL_DATA_KEY: KEY };
    expect(loadConfig(env).seedDemo).toBe(false);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ BASE_URL: "ftp://x" }, "BASE_URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ AUTH_RATE_LIMIT: "lots" }, "AUTH_RATE_LIMIT"],
    [{ RENDER_RATE_LIMIT: "0/60" }, "RENDER_RATE_LIMIT"],
    [{ RENDER_RATE_LIMIT: "30/0" }, "RENDER_RATE_LIMIT"],
    [{ GOOGLE_CLIENT_ID: "id" }, "GOOGLE_CLIENT_ID"],
    [{ STRIPE_SECRET_KEY: "sk" }, "STRIPE_SECRET_KEY"],
    [{ STRIPE_PRICE_GOLD: "gold" }, "STRIPE_PRICE_GOLD"],
    [{ INTAKE_RETENTION_DAYS: "0" }, "INTAKE_RETENTION_DAYS"],
    [{ STRIPE_PRICE_PLATINUM: "price_p", STRIPE_PRICE_GOLD: "price_g" }, "STRIPE_PRICE_SILVER"],
    [{ STRIPE_PRICE_PLATINUM: "price_p", STRIPE_PRICE_GOLD: "price_g", STRIPE_PRICE_SILVER: "price_s" }, "Stripe keys"],
    [{ BETTER_AUTH_SECRET: "short" }, "BETTER_AUTH_SECRET"],
    [{ DATABASE_URL: "postgres://localhost/medcamp" }, "BETTER_AUTH_SECRET"],
    [{ DATABASE_URL: "postgres://localhost/medcamp", BETTER_AUTH_SECRET: "s".repeat(32) }, "CLINICAL_DATA_KEY"],
    [{ CLINICAL_DATA_KEY: "too-short" }, "CLINICAL_DATA_KEY"],
    [{ CLINICAL_DATA_KEY: KEY, CLINICAL_DATA_KEYS_PREVIOUS: `${KEY},nope` }, "CLINICAL_DATA_KEYS_PREVIOUS"],
    [{ CLINICAL_RETENTION_DAYS: "0" }, "CLINICAL_RETENTION_DAYS"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe("Stripe Billing's Prices (issue 20)", () => {
  const keys = { STRIPE_SECRET_KEY: "sk", STRIPE_PUBLISHABLE_KEY: "pk", STRIPE_WEBHOOK_SECRET: "whsec" };
  it("are read per package with the Stripe keys, and absent otherwise (one-off payments)", () => {
    const prices = { STRIPE_PRICE_PLATINUM: "price_p", STRIPE_PRICE_GOLD: "price_g", STRIPE_PRICE_SILVER: "price_s" };
    expect(loadConfig({ ...keys, ...prices }).stripe?.prices).toEqual({
      Platinum: "price_p",
      Gold: "price_g",
      Silver: "price_s",
    });
    expect(loadConfig(keys).stripe?.prices).toBeUndefined();
  });
});

describe("the demo seed on a public origin (issue 16, item 1)", () => {
  it.each([
    "https://camps.example.org",
    "http://10.0.0.5:3000",
    "http://localhost.example.org",
    "http://127.0.0.1.nip.io",
  ])("is off by default at %s", (origin) => {
    expect(loadConfig({ BASE_URL: origin }).seedDemo).toBe(false);
  });

  it("is on at a public origin when SEED_DEMO=true says so (and main.ts then warns at every start)", () => {
    expect(loadConfig({ BASE_URL: "https://camps.example.org", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it.each([
    undefined,
    "http://localhost:3000",
    "http://127.0.0.1:8080",
    "http://127.0.0.2",
    "http://[::1]:3000",
    "http://app.localhost",
    "http://LOCALHOST.:3000",
  ])("is on by default at the loopback origin %s", (origin) => {
    expect(loadConfig(origin === undefined ? {} : { BASE_URL: origin }).seedDemo).toBe(true);
  });

  it("stays off on a loopback origin when SEED_DEMO=false", () => {
    expect(loadConfig({ BASE_URL: "http://localhost:3000", SEED_DEMO: "false" }).seedDemo).toBe(false);
  });
});

describe("session limits (issue 16, item 6)", () => {
  it("default to 7 days of absolute lifetime and 24 h of idle time", () => {
    expect(loadConfig({}).session).toEqual({ maxAgeSeconds: 604_800, idleSeconds: 86_400 });
  });

  it("read SESSION_MAX_AGE_S and SESSION_IDLE_S in seconds", () => {
    expect(loadConfig({ SESSION_MAX_AGE_S: "43200", SESSION_IDLE_S: "900" }).session).toEqual({
      maxAgeSeconds: 43_200,
      idleSeconds: 900,
    });
    expect(loadConfig({ SESSION_MAX_AGE_S: "600", SESSION_IDLE_S: "600" }).session.idleSeconds).toBe(600);
  });

  it.each([
    [{ SESSION_MAX_AGE_S: "a week" }, "SESSION_MAX_AGE_S"],
    [{ SESSION_MAX_AGE_S: "0" }, "SESSION_MAX_AGE_S"],
    [{ SESSION_MAX_AGE_S: "-60" }, "SESSION_MAX_AGE_S"],
    [{ SESSION_MAX_AGE_S: "86400.5" }, "SESSION_MAX_AGE_S"],
    [{ SESSION_MAX_AGE_S: "34560001" }, "SESSION_MAX_AGE_S"],
    [{ SESSION_IDLE_S: "0" }, "SESSION_IDLE_S"],
    [{ SESSION_IDLE_S: "15m" }, "SESSION_IDLE_S"],
    [{ SESSION_MAX_AGE_S: "3600", SESSION_IDLE_S: "3601" }, "SESSION_IDLE_S"],
    [{ SESSION_IDLE_S: "604801" }, "SESSION_IDLE_S"],
  ])("refuse %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe("mail and background work (issue 19, item 1)", () => {
  it("default to the built-in outbox, a local sender and a one-second poll", () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: "MedCamp <no-reply@localhost>" });
    expect(config.jobPollMs).toBe(1000);
  });

  it("read SMTP_URL (smtp:// or smtps://, with credentials), MAIL_FROM and JOB_POLL_MS", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:pa%40ss@mail.example.org:465",
      MAIL_FROM: "Camps <camps@example.org>",
      JOB_POLL_MS: "50",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:pa%40ss@mail.example.org:465",
      from: "Camps <camps@example.org>",
    });
    expect(config.jobPollMs).toBe(50);
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).mail.smtpUrl).toBe("smtp://127.0.0.1:2525");
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.org" }, "SMTP_URL"],
    [{ SMTP_URL: "mail.example.org:25" }, "SMTP_URL"],
    [{ JOB_POLL_MS: "soon" }, "JOB_POLL_MS"],
    [{ JOB_POLL_MS: "0" }, "JOB_POLL_MS"],
    [{ JOB_POLL_MS: "1.5" }, "JOB_POLL_MS"],
  ])("refuse %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe("subscriptions (issue 20)", () => {
  it("default to 3 days of grace and 48 hours of priority booking, and read both", () => {
    expect(loadConfig({})).toMatchObject({ subscriptionGraceDays: 3, priorityBookingHours: 48 });
    expect(loadConfig({ SUBSCRIPTION_GRACE_DAYS: "0", PRIORITY_BOOKING_HOURS: "0" })).toMatchObject({
      subscriptionGraceDays: 0,
      priorityBookingHours: 0,
    });
  });

  it.each([
    [{ SUBSCRIPTION_GRACE_DAYS: "31" }, "SUBSCRIPTION_GRACE_DAYS: must be at most 30 days"],
    [{ SUBSCRIPTION_GRACE_DAYS: "1.5" }, "SUBSCRIPTION_GRACE_DAYS: must be a whole number of days"],
    [{ PRIORITY_BOOKING_HOURS: "-1" }, "PRIORITY_BOOKING_HOURS: must be at least 0 hours"],
    [{ PRIORITY_BOOKING_HOURS: "721" }, "PRIORITY_BOOKING_HOURS: must be at most 30 days (720 hours)"],
  ])("refuse %o with a message naming %s", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("password hashing cost (ADR 024)", () => {
  it("is scrypt N=2^17 unless PASSWORD_HASH_COST lowers it (test runs), within 12 to 20", () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: "13" }).passwordHashCost).toBe(13);
    expect(() => loadConfig({ PASSWORD_HASH_COST: "11" })).toThrow("PASSWORD_HASH_COST: must be at least 12");
    expect(() => loadConfig({ PASSWORD_HASH_COST: "21" })).toThrow("PASSWORD_HASH_COST: must be at most 20");
    expect(() => loadConfig({ PASSWORD_HASH_COST: "16.5" })).toThrow(ConfigError);
  });
});

describe("text messages (issue 40, ADR 028)", () => {
  it("default to the built-in outbox, sender MedCamp, no webhook secret", () => {
    expect(loadConfig({}).sms).toEqual({
      provider: "outbox",
      from: "MedCamp",
      http: undefined,
      webhookSecret: undefined,
    });
  });

  it("read the HTTP gateway: URL, method, body template and headers", () => {
    const config = loadConfig({
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: "https://gateway.example.org/send?key=k",
      SMS_HTTP_METHOD: "GET",
      SMS_HTTP_BODY: "number={to}&message={text}&senderid={from}",
      SMS_HTTP_HEADERS: '{"Authorization":"Bearer t"}',
      SMS_FROM: "CAMP",
      SMS_WEBHOOK_SECRET: "a-shared-secret-of-length",
    });
    expect(config.sms).toEqual({
      provider: "http",
      from: "CAMP",
      http: {
        url: "https://gateway.example.org/send?key=k",
        method: "GET",
        body: "number={to}&message={text}&senderid={from}",
        headers: { Authorization: "Bearer t" },
      },
      webhookSecret: "a-shared-secret-of-length",
      twilio: undefined,
    });
  });

  it("read Twilio's account, token, sender and WhatsApp sender", () => {
    const sid = `AC${"a1".repeat(16)}`;
    const env = {
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: "0123456789abcdef0123",
      TWILIO_FROM: "+15005550006",
    };
    expect(loadConfig(env).sms.twilio).toEqual({
      accountSid: sid,
      authToken: "0123456789abcdef0123",
      from: "+15005550006",
      whatsappFrom: undefined,
      apiUrl: undefined,
    });
    expect(loadConfig({ ...env, TWILIO_WHATSAPP_FROM: "+14155238886" }).sms.twilio?.whatsappFrom).toBe("+14155238886");
  });

  it.each([
    [{ SMS_PROVIDER: "carrier-pigeon" }, "SMS_PROVIDER"],
    [{ SMS_PROVIDER: "http" }, "SMS_HTTP_URL"],
    [{ SMS_PROVIDER: "twilio", TWILIO_FROM: "+15005550006" }, "TWILIO_ACCOUNT_SID"],
    [{ TWILIO_ACCOUNT_SID: "SK123" }, "TWILIO_ACCOUNT_SID"],
    [{ SMS_PROVIDER: "http", SMS_HTTP_URL: "ftp://x.example.org" }, "SMS_HTTP_URL"],
    [{ SMS_HTTP_METHOD: "DELETE" }, "SMS_HTTP_METHOD"],
    [{ SMS_HTTP_HEADERS: "Authorization: Bearer t" }, "SMS_HTTP_HEADERS"],
    [{ SMS_HTTP_HEADERS: '{"X-Count":3}' }, "SMS_HTTP_HEADERS"],
    [{ SMS_WEBHOOK_SECRET: "short" }, "SMS_WEBHOOK_SECRET"],
    [{ SMS_FROM: "A sender name far too long" }, "SMS_FROM"],
    [{ TWILIO_WHATSAPP_FROM: "whatsapp:+14155238886" }, "TWILIO_WHATSAPP_FROM"],
  ])("refuse %o with a message naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
