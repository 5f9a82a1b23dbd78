import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isOffline } from "../../lib/network-status";
import { clinicKeys } from "./clinic-keys";
import { onClinicSync, type RefusedRecord, syncClinic } from "./clinic-sync";

/** How often a device with records waiting tries again while online (a server that failed may be back). */
export const RESEND_MS = 20_000;

/** A registration the server took without its phone number (the device cannot check one as the server does). */
export type PhoneDropped = { visitId: string; name: string };

/**
 * Sends the device's outbox when the page opens online (a device killed mid-send sends again here), when the network
 * comes back, and every RESEND_MS while anything waits; refreshes the camp's queues and what the device shows after
 * each run; keeps what the server refused, to show.
 */
export function useClinicSync(mealId: string) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<RefusedRecord[]>([]);
  const [phoneDropped, setPhoneDropped] = useState<PhoneDropped[]>([]);

  useEffect(() => {
    const off = onClinicSync((report) => {
      const mine = report.refused.filter((r) => r.item.mealId === mealId);
      if (mine.length > 0) setRefused((before) => [...before, ...mine]);
      const dropped = report.sent.flatMap(({ item, answer }) =>
        item.mealId === mealId && item.kind === "register" && answer.kind === "register" && answer.phoneDropped
          ? [{ visitId: item.visitId, name: "person" in item.who ? item.who.person.name : "" }]
          : [],
      );
      if (dropped.length > 0) setPhoneDropped((before) => [...before, ...dropped]);
      void queryClient.invalidateQueries({ queryKey: clinicKeys.queues(mealId) });
      void queryClient.invalidateQueries({ queryKey: clinicKeys.device(mealId) });
    });
    const run = () => {
      if (!isOffline()) void syncClinic().catch(() => undefined);
    };
    run();
    window.addEventListener("online", run);
    const timer = setInterval(run, RESEND_MS);
    return () => {
      off();
      window.removeEventListener("online", run);
      clearInterval(timer);
    };
  }, [mealId, queryClient]);

  return { refused, phoneDropped };
}
