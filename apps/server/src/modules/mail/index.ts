import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { RequestLoad } from "../../lib/request-load.ts";
import type { AuditService } from "../audit/index.ts";
import { adminMailRoutes } from "./admin-routes.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./mailer-outbox.ts";
import { createSmtpMailer } from "./mailer-smtp.ts";
import { createMailRepository } from "./repository.ts";
import { createMailService, type TextsOutbox } from "./service.ts";
import { BUSY_REQUESTS, startMailWorker } from "./worker.ts";

export {
  enqueueMail,
  enqueueTemplate,
  enqueueTemplates,
  type NewMail,
  type MailWriter,
  type TemplateMail,
} from "./repository.ts";
export { renderBody } from "./render.ts";
export type { TextsOutbox } from "./service.ts";
export { MailButton, MailFacts, MailLayout, MailNote, MailText } from "./templates/layout.tsx";
export { defineTemplate } from "./templates/define.ts";
export type { TemplateName, TemplateProps } from "./templates/registry.ts";
export { readUnsubscribeToken, unsubscribeLinks, unsubscribeToken, type UnsubscribeTopic } from "./unsubscribe.ts";

/** SMTP when SMTP_URL is set, else the built-in outbox. */
export function mailerFor(config: Config): Mailer {
  return config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createOutboxMailer();
}

/**
 * Mail (ADR 014): the admin's outbox route, and this instance's delivery worker, which starts when the server is
 * ready and stops (its deliveries in hand recorded) when it closes.
 */
export const mailRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  clock: Clock;
  load: RequestLoad;
  audit: AuditService;
  /** The text messages the outbox lists beside the e-mails (issue 40). */
  texts?: TextsOutbox;
}> = async (app, { db, config, clock, load, audit, texts }) => {
  const repo = createMailRepository(db);
  // Private messages' bodies are hidden from admins (templates/registry.ts, PRIVATE_TEMPLATES; service.ts).
  const service = createMailService(repo, audit, { smtp: Boolean(config.mail.smtpUrl), texts });
  await app.register(adminMailRoutes, { service });
  let worker: ReturnType<typeof startMailWorker> | undefined;
  app.addHook("onReady", async () => {
    worker = startMailWorker({
      repo,
      mailer: mailerFor(config),
      clock,
      pollMs: config.jobPollMs,
      leaseMs: config.mailLeaseMs,
      busy: () => load.inFlight() >= BUSY_REQUESTS,
      log: app.log,
    });
  });
  app.addHook("preClose", async () => {
    await worker?.stop();
  });
};
export { campWhen, type CampSummary } from "./templates/camp-facts.ts";
