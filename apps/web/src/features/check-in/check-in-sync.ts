import type { CheckInResult } from "@medcamp/contract";
import { ApiError } from "../../lib/api-client";
import { postCheckIn } from "./check-in-api";
import { dequeueCheckIn, type QueuedCheckIn, queuedCheckIns } from "./check-in-store";

/** A queued scan the server refused (not on this camp, cancelled, …): it is dropped and shown. */
export type RefusedCheckIn = { item: QueuedCheckIn; message: string; code: string };

export type SyncReport = {
  sent: { item: QueuedCheckIn; result: CheckInResult }[];
  refused: RefusedCheckIn[];
  /** True when sending stopped on a failure that may pass (network, server error, signed out): the rest waits. */
  stopped: boolean;
};

/** Answers that say "not now" rather than "no": the scan stays queued. */
const TRY_LATER_STATUSES = new Set([401, 408, 429]);

/** A "no" from the server: the scan is dropped. Anything else (no answer, server error, signed out) keeps it. */
export function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && !TRY_LATER_STATUSES.has(error.status)
  );
}

let running: Promise<SyncReport> | null = null;

/**
 * Sends the queued scans one by one, oldest scan first. A check-in (new or already there) or a refusal removes the
 * scan from the queue; anything else keeps it and stops, so nothing queued is ever lost. One run at a time: a call
 * while one runs gets that run, which also picks up scans queued meanwhile.
 */
export function syncCheckIns(): Promise<SyncReport> {
  running ??= sendQueue().finally(() => {
    running = null;
  });
  return running;
}

async function sendQueue(): Promise<SyncReport> {
  const report: SyncReport = { sent: [], refused: [], stopped: false };
  for (;;) {
    const [item] = await queuedCheckIns();
    if (!item) return report;
    try {
      const result = await postCheckIn({
        mealId: item.mealId,
        code: item.code,
        clientId: item.clientId,
        scannedAt: item.scannedAt,
      });
      await dequeueCheckIn(item.clientId);
      report.sent.push({ item, result });
    } catch (error) {
      if (!isFinalRefusal(error)) return { ...report, stopped: true };
      await dequeueCheckIn(item.clientId);
      report.refused.push({ item, message: error.message, code: error.code });
    }
  }
}
