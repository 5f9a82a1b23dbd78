import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { startPollLoop } from "../../lib/poll-loop.ts";
import type { Notifier } from "../notifications/index.ts";
import { createRenewalSweep, type RenewalSweepOptions } from "./renewals.ts";
import { createSubscriptionsRepository } from "./repository.ts";
import { subscriptionsRoutes } from "./routes.ts";
import { createSubscriptionsService, type SubscriptionsServiceOptions } from "./service.ts";

export { addMonths, monthFrom, nextPeriod, priorityWindowEnd, upgradeCharge } from "./period.ts";
export type { RenewalCharge } from "./renewals.ts";
export type { BillingState, SubscriptionBilling } from "./stripe-mirror.ts";
export type { AppliedPurchase, IntentTerms, PaidIntent, SubscriptionsService } from "./service.ts";

/** The subscriptions service on a database (the payments module applies purchases through it). */
export function subscriptionsServiceFor(db: Db, clock: Clock, options: SubscriptionsServiceOptions) {
  return createSubscriptionsService(db, createSubscriptionsRepository(db), clock, options);
}

export interface SubscriptionsOptions {
  db: Db;
  clock: Clock;
  config: Config;
  notifier: Notifier;
  service: ReturnType<typeof subscriptionsServiceFor>;
  chargeDemoCard: RenewalSweepOptions["chargeDemoCard"];
  recordRenewal: RenewalSweepOptions["recordRenewal"];
}

/**
 * Packages as subscriptions (issue 20): the user's routes, and the renewal sweep every instance runs from when the
 * server is ready until it closes, every JOB_POLL_MS, one pass at a time (ADR 016; the pattern of ADR 015).
 */
export const subscriptionsModule: FastifyPluginAsync<SubscriptionsOptions> = async (app, options) => {
  const { db, clock, config, notifier, service } = options;
  await app.register(subscriptionsRoutes, { service });
  const sweep = createRenewalSweep({
    db,
    repo: createSubscriptionsRepository(db),
    clock,
    notifier,
    baseUrl: config.baseUrl,
    graceDays: config.subscriptionGraceDays,
    chargeDemoCard: options.chargeDemoCard,
    recordRenewal: options.recordRenewal,
    onError: (error) => app.log.error({ err: error }, "a subscription could not be settled; retried in 5 minutes"),
  });
  let loop: ReturnType<typeof startPollLoop> | undefined;
  app.addHook("onReady", async () => {
    loop = startPollLoop(
      async () => {
        const settled = await sweep();
        if (settled > 0) app.log.info({ subscriptions: settled }, "subscriptions renewed or ended");
      },
      config.jobPollMs,
      (error) => app.log.error({ err: error }, "subscription sweep failed"),
    );
  });
  app.addHook("preClose", async () => {
    await loop?.stop();
  });
};
