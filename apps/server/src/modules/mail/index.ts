import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { adminMailRoutes } from "./admin-routes.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./mailer-outbox.ts";
import { createSmtpMailer } from "./mailer-smtp.ts";
import { createMailRepository } from "./repository.ts";
import { createMailService } from "./service.ts";
import { startMailWorker } from "./worker.ts";

export { enqueueMail, type NewMail, type MailWriter } from "./repository.ts";

/** SMTP when SMTP_URL is set, else the built-in outbox. */
export function mailerFor(config: Config): Mailer {
  return config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : createOutboxMailer();
}

/**
 * Mail (ADR 014): the admin's outbox route, and this instance's delivery worker, which starts when the server is
 * ready and stops (its deliveries in hand recorded) when it closes.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; clock: Clock }> = async (
  app,
  { db, config, clock },
) => {
  const repo = createMailRepository(db);
  await app.register(adminMailRoutes, { service: createMailService(repo) });
  let worker: ReturnType<typeof startMailWorker> | undefined;
  app.addHook("onReady", async () => {
    worker = startMailWorker({ repo, mailer: mailerFor(config), clock, pollMs: config.jobPollMs, log: app.log });
  });
  app.addHook("preClose", async () => {
    await worker?.stop();
  });
};
