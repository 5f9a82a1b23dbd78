import type { CheckInResult } from "@medcamp/contract";
import { ApiError } from "../../lib/api-client";
import { postCheckIn } from "./check-in-api";
import {
  dequeueCheckIn,
  forgetCamp,
  forgetRostersAndNames,
  type QueuedCheckIn,
  queuedCheckIns,
} from "./check-in-store";
import { isFinalRefusal } from "../../lib/final-refusal";

/** A queued scan the server refused (not on this camp, cancelled, …): it is dropped and shown. */
export type RefusedCheckIn = { item: QueuedCheckIn; message: string; code: string };

export type SyncReport = {
  sent: { item: QueuedCheckIn; result: CheckInResult }[];
  refused: RefusedCheckIn[];
  /** True when sending stopped on a failure that may pass (network, server error, signed out): the rest waits. */
  stopped: boolean;
  /** True when the server said the session or a camp's staff role is gone: what the device held was forgotten. */
  accessLost: boolean;
};

/**
 * When the server answers a camp's roster or scan with 401 (the session is gone) or 403 (the user no longer runs
 * that camp), the device forgets what it holds for it (issue 37: the roster's names, e-mails and ticket codes must not
 * outlive the right to read them): on 401 every roster and the queue's names, on 403 that camp's roster and queue.
 * True when the answer was one of those. A device that cannot store anything has nothing to forget.
 */
export async function forgetOnLostAccess(error: unknown, mealId: string): Promise<boolean> {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return false;
  const forget = error.status === 401 ? forgetRostersAndNames() : forgetCamp(mealId);
  await forget.catch(() => undefined);
  return true;
}

let running: Promise<SyncReport> | null = null;

/**
 * Sends the queued scans one by one, oldest scan first. A check-in (new or already there) or a refusal removes the
 * scan from the queue; anything else keeps it and stops, so nothing queued is ever lost (a 403 drops the camp's other
 * queued scans too: they were made under the role the server says is gone). One run at a time: a call
 * while one runs gets that run, which also picks up scans queued meanwhile.
 */
export function syncCheckIns(): Promise<SyncReport> {
  running ??= sendQueue().finally(() => {
    running = null;
  });
  return running;
}

async function sendQueue(): Promise<SyncReport> {
  const report: SyncReport = { sent: [], refused: [], stopped: false, accessLost: false };
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
      // Signed out: the scans wait (nameless) for the next sign-in; a lost staff role drops the camp's whole queue.
      if (await forgetOnLostAccess(error, item.mealId)) report.accessLost = true;
      if (!isFinalRefusal(error)) return { ...report, stopped: true };
      await dequeueCheckIn(item.clientId);
      report.refused.push({ item, message: error.message, code: error.code });
    }
  }
}
