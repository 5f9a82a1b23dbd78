import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../lib/clock.ts";
import { type LeaseWorker, startLeaseWorker } from "../../lib/lease-queue.ts";
import { SmsSendError, type SmsProvider } from "./provider.ts";
import type { ClaimedSms, SmsRepository } from "./repository.ts";

export interface SmsWorkerOptions {
  repo: SmsRepository;
  provider: SmsProvider;
  clock: Clock;
  pollMs: number;
  leaseMs: number;
  busy?: () => boolean;
  log: FastifyBaseLogger;
}

type Handed = { providerId: string | null } | "kept";

/**
 * The text-message worker of one server instance: the same lease queue as mail (lib/lease-queue.ts, ADR 014), over
 * `sms_message`. Before each attempt it looks again whether the number answered STOP: a text queued before the STOP
 * is then failed, never sent. A WhatsApp text the provider no longer offers (its setting removed) fails for good.
 */
export function startSmsWorker({ repo, provider, ...schedule }: SmsWorkerOptions): LeaseWorker {
  return startLeaseWorker<ClaimedSms, Handed>({
    ...schedule,
    name: "text message",
    queue: {
      claimDue: (now, lease, limit) => repo.claimDue(now, lease, limit),
      async hand(sms) {
        if (await repo.optedOut(sms.to)) throw new SmsSendError("the number answered STOP", true);
        if (!provider.channels.includes(sms.channel)) {
          throw new SmsSendError(`SMS_PROVIDER=${provider.name} does not send ${sms.channel} messages`, true);
        }
        return provider.send(sms);
      },
      done: (sms, handed) =>
        handed === "kept"
          ? repo.markKept(sms.id)
          : repo.markSent(sms.id, schedule.clock.now(), provider.name, handed.providerId),
      failed: repo.markFailed,
      retry: repo.markRetry,
    },
  });
}
