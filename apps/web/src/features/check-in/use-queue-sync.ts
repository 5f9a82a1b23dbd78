import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { isOffline } from "../../lib/network-status";
import { type RefusedCheckIn, syncCheckIns } from "./check-in-sync";
import { checkInKeys } from "./use-roster";

/**
 * Sends the device's queued scans when the page opens online, when the network comes back and whenever `sync` is
 * called; keeps what the server refused to show, and which check-in each sent scan became (for its undo).
 */
export function useQueueSync(mealId: string) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<RefusedCheckIn[]>([]);
  /** clientId → the server's check-in id, for undoing a scan that was queued and has been sent since. */
  const sentCheckIns = useRef(new Map<string, string>());

  const sync = useCallback(async () => {
    if (isOffline()) return;
    const report = await syncCheckIns().catch(() => null);
    if (!report) return;
    for (const { item, result } of report.sent) sentCheckIns.current.set(item.clientId, result.checkIn.id);
    if (report.refused.length > 0) setRefused((before) => [...before, ...report.refused]);
    if (report.sent.length > 0 || report.refused.length > 0 || report.accessLost) {
      // The roster first: a sent scan leaves the queue only once the count already has it (and a lost session or
      // role is then said by the roster's own answer).
      await queryClient.invalidateQueries({ queryKey: checkInKeys.roster(mealId) });
      await queryClient.invalidateQueries({ queryKey: checkInKeys.queue(mealId) });
    }
  }, [mealId, queryClient]);

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [sync]);

  return { sync, refused, sentCheckIns: sentCheckIns.current };
}
