import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { LeaseWorker } from "../../lib/lease-queue.ts";
import { sweepJob } from "../../lib/sweep-job.ts";
import { createContactRepository } from "./contact-repository.ts";
import { createContactService } from "./contact-service.ts";
import { createOutboxSmsProvider } from "./provider-outbox.ts";
import { createHttpSmsProvider } from "./provider-http.ts";
import type { SmsProvider } from "./provider.ts";
import { createReferralTextSweep } from "./referral-reminders.ts";
import { createSmsRepository } from "./repository.ts";
import { contactRoutes } from "./routes.ts";
import { smsOutboxLister, type SmsOutboxLister } from "./outbox.ts";
import { smsWebhookRoutes } from "./webhooks.ts";
import { startSmsWorker } from "./worker.ts";

export { enqueueSms, SmsTooLongError, type NewSms, type SmsKind } from "./repository.ts";
export { checkCode, codeKey, issueCode, NO_CODE, resendAt } from "./codes.ts";
export { type NoticeText, queueNoticeTexts } from "./notice-texts.ts";
export { countSegments, fitName, smsText } from "./segments.ts";
export { referralCode, referralText, createReferralTextSweep } from "./referral-reminders.ts";
export type { SmsOutboxLister } from "./outbox.ts";

/**
 * SMS_PROVIDER: Twilio (its SDK loaded only then, so a server without it starts without it), the HTTP gateway, or
 * the built-in outbox (the default).
 */
export async function smsProviderFor(config: Config): Promise<SmsProvider> {
  const { http, twilio } = config.sms;
  if (twilio) return (await import("./provider-twilio.ts")).createTwilioSmsProvider(twilio);
  return http ? createHttpSmsProvider({ ...http, from: config.sms.from }) : createOutboxSmsProvider();
}

/** The admin outbox's text messages (mail's GET /api/admin/outbox lists them beside the e-mails). */
export const smsOutboxFor = (db: Db, config: Config): SmsOutboxLister =>
  smsOutboxLister(createSmsRepository(db), { codesVisible: config.sms.provider === "outbox" });

/**
 * Text messages (issue 40, ADR 028): the user's contact choice and phone verification, the provider's callbacks,
 * this instance's worker on the shared lease queue, and the referral reminder sweep.
 */
export const smsModule: FastifyPluginAsync<{
  db: Db;
  config: Config;
  clock: Clock;
  secret: string;
  busy: () => boolean;
}> = async (app, { db, config, clock, secret, busy }) => {
  const repo = createSmsRepository(db);
  const contacts = createContactRepository(db);
  const provider = await smsProviderFor(config);
  await app.register(contactRoutes, {
    service: createContactService(db, contacts, clock, secret, provider.channels),
  });
  await app.register(smsWebhookRoutes, {
    repo,
    contacts,
    clock,
    provider,
    secret: config.sms.webhookSecret,
    baseUrl: config.baseUrl,
  });
  let worker: LeaseWorker | undefined;
  app.addHook("onReady", async () => {
    worker = startSmsWorker({
      repo,
      provider,
      clock,
      pollMs: config.jobPollMs,
      leaseMs: config.mailLeaseMs,
      busy,
      log: app.log,
    });
  });
  app.addHook("preClose", async () => {
    await worker?.stop();
  });
  await app.register(sweepJob, {
    sweep: createReferralTextSweep({ db, clock }),
    pollMs: config.jobPollMs,
    done: "referral texts queued",
    failed: "referral text sweep failed",
  });
};
