import { type Roster } from "@medcamp/contract";
import { MESSAGES } from "../../i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { type ApiError, isRefusal } from "../../lib/api-client";
import { isOffline } from "../../lib/network-status";
import { notify } from "../../lib/toast";
import { deleteCheckIn, postCheckIn } from "./check-in-api";
import { dequeueCheckIn, enqueueCheckIn, saveRoster } from "./check-in-store";
import { isFinalRefusal } from "../../lib/final-refusal";
import { forgetOnLostAccess } from "./check-in-sync";
import { newClientId } from "../../lib/client-id";
import { findByCode, withoutCheckIn, withResult } from "./roster-view";
import type { ScanResult, UndoTarget } from "./scan-result";
import { scannedTicketCode } from "./scanned-code";
import { useQueueSync } from "./use-queue-sync";
import { checkInKeys, type RosterView } from "./use-roster";

function refusalResult(error: ApiError): ScanResult {
  const { message } = error;
  if (isRefusal(error, "TICKET_NOT_ON_CAMP")) return { kind: "notOnCamp" };
  if (isRefusal(error, "TICKET_REVOKED")) return { kind: "cancelled" };
  return { kind: "refused", message };
}

/**
 * Scans and undos of the check-in page. Online a scan goes to the server; with no network (or no answer) it is
 * queued on the device and answered from the stored roster at once. Only the latest scan's answer is shown.
 */
export function useCheckIn(mealId: string) {
  const queryClient = useQueryClient();
  const { sync, refused, sentCheckIns } = useQueueSync(mealId);
  const [result, setResult] = useState<ScanResult>({ kind: "idle" });
  const [undoing, setUndoing] = useState(false);
  const latestScan = useRef(0);

  const rosterKey = checkInKeys.roster(mealId);
  const currentRoster = () => queryClient.getQueryData<RosterView>(rosterKey)?.roster;

  /** Applies what the server said to the roster on screen and to the device's copy. */
  const updateRoster = (change: (roster: Roster) => Roster) => {
    const view = queryClient.getQueryData<RosterView>(rosterKey);
    if (!view) return;
    const roster = change(view.roster);
    queryClient.setQueryData<RosterView>(rosterKey, { ...view, roster });
    void saveRoster(mealId, roster).catch(() => undefined);
  };

  /**
   * The answer from the device alone: the scan is queued unless the roster says no or already. `signedOut`: the
   * server has just said the session is gone, so the scan waits for the next sign-in without the person's name.
   */
  const checkInOnDevice = async (
    code: string,
    clientId: string,
    scannedAt: string,
    signedOut = false,
  ): Promise<ScanResult> => {
    const roster = currentRoster();
    const participant = roster && findByCode(roster, code);
    if (!participant) return { kind: "notOnCamp" };
    const { name, photo } = participant;
    if (participant.checkIn) {
      const { at, by, byUser = null } = participant.checkIn;
      return { kind: "already", name, photo, at, by, byUser };
    }
    let queued;
    try {
      queued = await enqueueCheckIn({ mealId, code, clientId, scannedAt, ...(signedOut ? {} : { name }) });
    } catch {
      return { kind: "refused", message: MESSAGES.checkIn.saveFailed };
    }
    await queryClient.invalidateQueries({ queryKey: checkInKeys.queue(mealId) });
    if (queued.clientId !== clientId) {
      return { kind: "already", name, photo, at: queued.scannedAt, by: null, byUser: null };
    }
    return { kind: "checkedIn", name, photo, waiting: true, undo: { clientId } };
  };

  /** The server said the session or the staff role is gone: the device forgot its copy; the page asks again. */
  const lostAccess = async (error: unknown) => {
    if (!(await forgetOnLostAccess(error, mealId))) return false;
    void queryClient.invalidateQueries({ queryKey: checkInKeys.roster(mealId) });
    void queryClient.invalidateQueries({ queryKey: checkInKeys.queue(mealId) });
    return true;
  };

  const scan = async (text: string) => {
    const code = scannedTicketCode(text);
    if (!code) return;
    const turn = ++latestScan.current;
    const show = (next: ScanResult) => {
      if (turn === latestScan.current) setResult(next);
    };
    show({ kind: "checking" });
    const clientId = newClientId();
    const scannedAt = new Date().toISOString();
    if (!isOffline()) {
      try {
        const answer = await postCheckIn({ mealId, code, clientId, scannedAt });
        updateRoster((roster) => withResult(roster, answer));
        const { name, photo } = answer.participant;
        const { at, by, byUser } = answer.checkIn;
        show(
          answer.result === "checked_in"
            ? { kind: "checkedIn", name, photo, waiting: false, undo: { checkInId: answer.checkIn.id } }
            : { kind: "already", name, photo, at, by, byUser },
        );
        return;
      } catch (error) {
        const lost = await lostAccess(error);
        if (isFinalRefusal(error)) {
          show(refusalResult(error));
          return;
        }
        // No answer (or not now): the device answers and the scan waits in the queue; signed out (401), it waits
        // without the person's name for the next sign-in, and the page goes home.
        if (lost) {
          show(await checkInOnDevice(code, clientId, scannedAt, true));
          return;
        }
      }
    }
    show(await checkInOnDevice(code, clientId, scannedAt));
    if (!isOffline()) void sync();
  };

  const undoOnServer = async (checkInId: string) => {
    await deleteCheckIn(checkInId);
    updateRoster((roster) => withoutCheckIn(roster, checkInId));
  };

  const undo = async (target: UndoTarget, name: string) => {
    setUndoing(true);
    try {
      if ("clientId" in target) {
        const removed = await dequeueCheckIn(target.clientId);
        await queryClient.invalidateQueries({ queryKey: checkInKeys.queue(mealId) });
        // Sent since it was queued: undo the check-in it became.
        const sentAs = sentCheckIns.get(target.clientId);
        if (!removed && sentAs) await undoOnServer(sentAs);
      } else {
        await undoOnServer(target.checkInId);
      }
      latestScan.current++;
      setResult({ kind: "undone", name });
    } catch (error) {
      await lostAccess(error);
      notify.error(MESSAGES.checkIn.undoFailed);
    } finally {
      setUndoing(false);
    }
  };

  return { result, scan, undo, undoing, refused };
}
