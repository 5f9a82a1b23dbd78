import { availableParallelism } from "node:os";
import compress from "@fastify/compress";
import { REFUSALS, refusalMessage } from "@medcamp/contract";
import Fastify, { type FastifyInstance, type FastifyReply, LogController, type onRouteHookHandler } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { createAuth } from "./auth/auth.ts";
import { createHashPool } from "./auth/hash-pool.ts";
import type { SlowdownOptions } from "./auth/sign-in-slowdown.ts";
import { startChangeFeed } from "./cache/change-feed.ts";
import { createFrontDoor, frontDoorServer } from "./cache/front-door.ts";
import { createPageRenderer } from "./plugins/server-render.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { connectRedis } from "./lib/redis.ts";
import { appConfigRoutes } from "./modules/app-config/routes.ts";
import { accountModuleRoutes } from "./modules/account/index.ts";
import { calendarRoutes } from "./modules/calendar/index.ts";
import { campExistenceFor } from "./modules/camps/camp-existence.ts";
import { campsRoutes, createCampNotices } from "./modules/camps/index.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { mailRoutes } from "./modules/mail/index.ts";
import { BUSY_REQUESTS } from "./modules/mail/worker.ts";
import { smsModule, smsOutboxFor } from "./modules/sms/index.ts";
import { trackRequestLoad } from "./lib/request-load.ts";
import { newsletterPageForm, newsletterRoutes } from "./modules/newsletter/index.ts";
import { createNotifier, notificationsRoutes } from "./modules/notifications/index.ts";
import { intakeModule, intakeServiceFor } from "./modules/intake/index.ts";
import { checkInsModule } from "./modules/check-ins/index.ts";
import { clinicalSealer, clinicModule } from "./modules/clinic/index.ts";
import { pharmacyModule, pharmacyServiceFor } from "./modules/pharmacy/index.ts";
import { referralsModule, referralsServiceFor } from "./modules/referrals/index.ts";
import {
  campReportModuleFor,
  campReportPdfRoutes,
  campReportPdfServiceFor,
  campReportRoutes,
} from "./modules/camp-report/index.ts";
import { summaryLinksModule } from "./modules/summary-links/index.ts";
import { healthRecordPdfModule } from "./modules/health-record-pdf/index.ts";
import { staffRoutes, staffServiceFor } from "./modules/staff/index.ts";
import { auditRoutes, auditServiceFor } from "./modules/audit/index.ts";
import { exportsModule } from "./modules/exports/index.ts";
import { fhirModule } from "./modules/fhir/index.ts";
import { insightRoutes, insightServiceFor } from "./modules/insight/index.ts";
import { ticketsModule } from "./modules/tickets/index.ts";
import { chargeDemoCard, registerPayments, sendReceipt, stripeBillingFor } from "./modules/payments/index.ts";
import { priorityWindowEnd, subscriptionsModule, subscriptionsServiceFor } from "./modules/subscriptions/index.ts";
import { reminderJob } from "./modules/reminders/index.ts";
import { createRequestNotices, requestsRoutes, requestsServiceFor } from "./modules/requests/index.ts";
import { reviewsRoutes, reviewsServiceFor } from "./modules/reviews/index.ts";
import { campImageUrl, registerSeoRoutes, siteImageUrl } from "./modules/seo/index.ts";
import { themeRoutes } from "./modules/theme/index.ts";
import { tellLikersOnPublish, upcomingRoutes } from "./modules/upcoming/index.ts";
import { usersRoutes } from "./modules/users/index.ts";
import { registerApiDocs } from "./plugins/api-docs.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerJsonDepthLimit } from "./plugins/json-depth-limit.ts";
import { registerPrivateAnswers } from "./plugins/private-answers.ts";
import { registerWriteRateLimit } from "./plugins/rate-limit/write-rate-limit.ts";
import { registerRejectNul } from "./plugins/reject-nul.ts";
import { registerRequestLog } from "./plugins/request-log.ts";
import { registerSameOriginWrites } from "./plugins/same-origin-writes.ts";
import { registerSecurityHeaders, securityHeaders } from "./plugins/security-headers.ts";
import { registerWebApp } from "./plugins/web-app.ts";

/** One scrypt at a time per spare core (each takes 128 MiB), leaving a core to answer everything else. */
const HASH_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Sign-ins that may wait for a hashing thread; more are refused with 503 BUSY. */
const HASH_QUEUE = 8;

export interface AppDeps {
  database: Database;
  /** Where the log lines go (standard output when unset). */
  logStream?: { write(line: string): void };
  /** How many hashing threads and waiting sign-ins (defaults above). */
  hashing?: { threads: number; queue: number };
  /** The per-account sign-in slow-down's schedule and timer (tests record the waits instead of sleeping). */
  signInSlowdown?: Partial<SlowdownOptions>;
  /** Where "now" comes from (docs/architecture.md §6); tests pass one they move. */
  clock?: Clock;
  /** Told of every route as it is registered, its schemas included (the API_ANSWERS test reads them). */
  onRoute?: onRouteHookHandler;
}

/** Builds the whole server (plugins, then feature modules) without listening. Tests build it too. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const headers = securityHeaders({ https: config.baseUrl.startsWith("https://") });
  const front = createFrontDoor({ headers, log: () => app.log });
  const app = Fastify({
    serverFactory: frontDoorServer(front),
    logger: deps.logStream ? { level: config.logLevel, stream: deps.logStream } : { level: config.logLevel },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 64 * 1024,
    requestTimeout: 30_000,
    // avvio's 10 s per plugin is too short for a loaded two-core machine (seen in CI: the docs UI plugin, with
    // other servers starting beside it); a plugin that truly hangs still stops the start, after a minute.
    pluginTimeout: 60_000,
    genReqId: () => crypto.randomUUID(),
    // Fastify's own two lines per request are off; the onResponse hook below writes one.
    logController: new LogController({ disableRequestLogging: true }),
    // The router's own refusals (an undecodable URL, an over-long path parameter) answer like every other one.
    frameworkErrors: (error, _request, reply) => {
      const code = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "URI_TOO_LONG" : "BAD_URL";
      void (reply as FastifyReply).status(REFUSALS[code].status).send({ message: refusalMessage(code), code });
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  registerRequestLog(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerJsonDepthLimit(app);
  registerRejectNul(app);
  // The requests in flight, which background work (mail delivery) gives way to.
  const load = trackRequestLoad(app);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  registerSecurityHeaders(app, headers);
  registerPrivateAnswers(app);
  registerSameOriginWrites(app, { baseUrl: config.baseUrl });
  await registerApiDocs(app, { baseUrl: config.baseUrl });
  const feed = await startChangeFeed(deps.database, app.log);
  app.addHook("onClose", () => feed.close());
  app.addHook("preClose", async () => front.close());
  const caching = { feed, front };
  if (deps.database.kind === "postgres") {
    // PostgreSQL delivers this instance's own change notices asynchronously: count a write as a change at once,
    // so whoever wrote reads their write here (other instances follow within the notice's delivery time).
    app.addHook("onSend", async (request, reply) => {
      if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) feed.bumpAll();
    });
  }
  // Rate-limit counters shared by every instance: in Redis when REDIS_URL is set, else in the database.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  // Password hashing on threads of its own, bounded (docs/security.md): a sign-in flood cannot stall the server.
  const hashing = createHashPool(deps.hashing ?? { threads: HASH_THREADS, queue: HASH_QUEUE });
  app.addHook("onClose", () => hashing.close());
  const secret = resolveAuthSecret(config);
  const clock = deps.clock ?? systemClock;
  // Writes in-app notifications and queues e-mail in the caller's transaction (modules/notifications).
  const notifier = createNotifier({
    baseUrl: config.baseUrl,
    secret,
    sendsWhatsApp: Boolean(config.sms.twilio?.whatsappFrom),
  });
  const auth = createAuth(config, deps.database.db, secret, app.log, hashing, redis, deps.signInSlowdown);
  await registerAuth(app, auth, { hashingFull: hashing.isFull, clock });
  await registerWriteRateLimit(app, { limit: config.writeRateLimit, db: deps.database.db, redis });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: deps.database });
      await api.register(appConfigRoutes, { config });
      const db = deps.database.db;
      // Every admin and staff action, append-only, written in the action's transaction (issue 23).
      const audit = auditServiceFor(db, clock);
      const reviews = reviewsServiceFor(db, audit);
      // What campers are told about their requests and camps, in the transaction of each change (issue 19).
      const requestNotices = createRequestNotices(notifier, config.baseUrl, clock);
      const requests = requestsServiceFor(db, clock, audit, requestNotices, deps.database.batchDb);
      const campNotices = createCampNotices({
        notifier,
        baseUrl: config.baseUrl,
        campersInPlay: (tx, campId) => requests.campersInPlay(tx, campId),
      });
      await api.register(campsRoutes, { db, caching, reviews, requests, notices: campNotices, audit });
      await api.register(reviewsRoutes, { service: reviews });
      await api.register(requestsRoutes, { service: requests });
      await api.register(ticketsModule, { db });
      await api.register(auditRoutes, { service: audit });
      // CSV exports of participants, payments and users, streamed by keyset pages (issue 23, ADR 021).
      await api.register(exportsModule, { db, clock, audit });
      await api.register(insightRoutes, { service: insightServiceFor(db, clock) });
      await api.register(staffRoutes, { service: staffServiceFor(db, audit) });
      await api.register(checkInsModule, { db, clock, audit });
      // The camp's pharmacy (issue 40): stock in batches, dispenses against signed prescriptions, exact under load.
      const pharmacy = pharmacyServiceFor(db, clock, audit);
      // The camp clinic (issue 39): clinical free text sealed with CLINICAL_DATA_KEY, every read logged.
      const sealer = clinicalSealer(config);
      // Referrals (issue 40): the facility confirms through a signed link whose key is derived from the auth secret.
      const referrals = referralsServiceFor({ db, clock, sealer, audit, secret, baseUrl: config.baseUrl });
      await api.register(clinicModule, {
        database: deps.database,
        clock,
        sealer,
        audit,
        retentionDays: config.clinicalRetentionDays,
        pollMs: config.jobPollMs,
        dispenses: pharmacy.dispensesOf,
        referrals: referrals.ofVisit,
      });
      await api.register(pharmacyModule, { service: pharmacy });
      await api.register(referralsModule, { service: referrals });
      // The camp report (issue 41): aggregates over the clinic's and pharmacy's rows, the referrals' by their service.
      const campReport = campReportModuleFor(db, { referrals, audit, clock });
      await api.register(campReportRoutes, campReport);
      await api.register(campReportPdfRoutes, {
        service: campReportPdfServiceFor(db, campReport.service, clock),
        audit,
      });
      // A signed visit's summary texted to its person as a link that opens with a code sent to their number.
      await api.register(summaryLinksModule, { db, clock, sealer, audit, secret, baseUrl: config.baseUrl });
      // Visits as FHIR R4 (issue 41): a visit's or a person's own record as a Bundle, a camp's as ndjson.
      await api.register(fhirModule, { db, clock, sealer, audit, baseUrl: config.baseUrl });
      // "My health record" as a PDF: the person's signed visits, each read logged as the summary's is.
      await api.register(healthRecordPdfModule, { db, clock, sealer });
      // Intake questions and answers, and the deletion of health answers after the camp (issue 21).
      await api.register(intakeModule, {
        db,
        clock,
        service: intakeServiceFor(db, clock, audit),
        retentionDays: config.intakeRetentionDays,
        pollMs: config.jobPollMs,
      });
      await api.register(upcomingRoutes, {
        db,
        caching,
        onPublished: tellLikersOnPublish(notifier, config.baseUrl),
        // Platinum's priority booking (issue 20): a camp published now opens to everyone PRIORITY_BOOKING_HOURS
        // later, or when it starts if that comes first.
        priorityUntil: (startsAt) => priorityWindowEnd(clock.now(), config.priorityBookingHours, startsAt),
        audit,
      });
      await api.register(usersRoutes, { db, clock, audit });
      await api.register(calendarRoutes, { db, baseUrl: config.baseUrl, clock: clock });
      // Packages as monthly subscriptions (issue 20): payments apply to them; the sweep renews and ends them.
      const stripeBilling = await stripeBillingFor(config);
      const subscriptions = subscriptionsServiceFor(db, clock, {
        billing: stripeBilling?.billing,
        graceDays: config.subscriptionGraceDays,
        baseUrl: config.baseUrl,
      });
      const { recordRenewal } = await registerPayments(api, config, db, {
        onPurchase: sendReceipt(notifier, config.baseUrl),
        subscriptions,
        stripeBilling,
      });
      await api.register(subscriptionsModule, {
        db,
        clock,
        config,
        notifier,
        service: subscriptions,
        chargeDemoCard,
        recordRenewal,
      });
      await api.register(mailRoutes, { db, config, clock, load, audit, texts: smsOutboxFor(db, config) });
      // Text messages (issue 40): contact choice, phone verification, provider callbacks, worker, referral texts.
      await api.register(smsModule, { db, config, clock, secret, busy: () => load.inFlight() >= BUSY_REQUESTS });
      // "Download my data" and "Delete my account"; the password check and session cookies are better-auth's.
      await api.register(accountModuleRoutes, {
        db,
        requests,
        clock: clock,
        verifyPassword: async (hash, password) => (await auth.$context).password.verify({ hash, password }),
        sessionCookies: async () => Object.values((await auth.$context).authCookies),
        stopBilling: (userId) => subscriptions.stopBilling(userId),
        hashingFull: hashing.isFull,
        authRateLimit: config.authRateLimit,
        slowdown: deps.signInSlowdown,
      });
      // The newsletter (double opt-in) and every optional message's one-click unsubscribe.
      await api.register(newsletterRoutes, { db, baseUrl: config.baseUrl, secret, clock: clock, audit });
      await api.register(reminderJob, { db, notifier, clock: clock, config });
      await api.register(notificationsRoutes, { db, clock: clock });
    },
    { prefix: "/api" },
  );

  // The public pages' forms that work without scripts (ADR 025): the newsletter box and the theme switch.
  await app.register(newsletterPageForm, {
    db: deps.database.db,
    baseUrl: config.baseUrl,
    secret,
    clock,
    audit: auditServiceFor(deps.database.db, clock),
  });
  await app.register(themeRoutes, { baseUrl: config.baseUrl });

  // What search engines and link previews read (issue 22): camp share pictures, the sitemaps, robots.txt.
  await registerSeoRoutes(app, { db: deps.database.db, feed, baseUrl: config.baseUrl, webRoot: config.webDistDir });
  await registerWebApp(app, {
    distDir: config.webDistDir,
    renderPage: await createPageRenderer(app, {
      distDir: config.webDistDir,
      baseUrl: config.baseUrl,
      feed,
      front,
      campImageUrl: (campId) => campImageUrl(config.baseUrl, campId),
      siteImageUrl: siteImageUrl(config.baseUrl),
      renderLimit: config.renderRateLimit,
    }),
    campExists: campExistenceFor(deps.database.db, feed),
  });
  return app;
}
