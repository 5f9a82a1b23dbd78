import type { StationKind } from "@medcamp/contract";
import { useEffect, useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { confirmDestructive } from "../../lib/confirm";
import { useOnline } from "../../lib/network-status";
import { PageMessage, PageSpinner } from "../../components/feedback/page-status";
import { deviceQueue, type ShownEntry } from "./device-view";
import { OfflineNotice } from "./offline-notice";
import { isOutage } from "./outage";
import { type MoveTo, QueueEntryRow } from "./queue-entry-row";
import { isLater } from "./station-order";
import { useStationOrder } from "./use-clinic-lists";
import { useDeviceState } from "./use-device-state";
import { useQueue } from "./use-queue";
import { useVisitMoves } from "./use-visit-moves";

/**
 * A station's live queue (a long poll while visible): call the next person, open or move a visit. With no network it
 * shows the queue as this device knows it (its last read, with what it recorded since) and says so.
 */
export function QueuePanel({
  mealId,
  station,
  onOpen,
}: {
  mealId: string;
  station: StationKind;
  onOpen: (visitId: string) => void;
}) {
  const text = MESSAGES.clinicUi;
  const online = useOnline();
  const queue = useQueue(mealId, station);
  const order = useStationOrder(mealId);
  const fromDevice = !online || (queue.isError && isOutage(queue.error));
  const device = useDeviceState(mealId, fromDevice);
  const { refetch: readDevice } = device;
  // Gone offline: the device's copy as it is now (the live queue kept storing its answers until then).
  useEffect(() => {
    if (fromDevice) void readDevice();
  }, [fromDevice, readDevice]);
  const { call, move } = useVisitMoves(mealId, station);
  const [news, setNews] = useState<{ text: string; failed: boolean } | null>(null);
  const busy = call.isPending || move.isPending;

  const failed = (error: unknown) =>
    setNews({ text: error instanceof Error ? error.message : MESSAGES.camps.errorLater, failed: true });

  const callNext = () =>
    call.mutate(undefined, {
      onSuccess: (called) => {
        setNews({ text: text.called(called.token), failed: false });
        onOpen(called.visitId);
      },
      onError: failed,
    });

  const moveOn = async (entry: ShownEntry, to: MoveTo) => {
    if (to !== "next") {
      const question = isLater(station, to, order)
        ? text.skipConfirm(entry.name)
        : text.sendBackConfirm(entry.name, text.stations[to]);
      if (!(await confirmDestructive(question))) return;
    }
    move.mutate(
      { visitId: entry.visitId, to },
      {
        onSuccess: ({ queued }) => setNews({ text: queued ? text.movedOnPhone : text.moved, failed: false }),
        onError: failed,
      },
    );
  };

  const shown = fromDevice
    ? device.data && { ...deviceQueue(device.data, station), more: 0, at: Date.now() }
    : queue.data && { entries: queue.data.entries as ShownEntry[], more: queue.data.more, at: queue.dataUpdatedAt };
  let list;
  if (shown) {
    list =
      shown.entries.length === 0 ? (
        <p className="py-4 text-center text-base-content/70">{MESSAGES.clinic.queueEmpty}</p>
      ) : (
        <ol className="space-y-2">
          {shown.entries.map((entry) => (
            <QueueEntryRow
              key={entry.visitId}
              entry={entry}
              station={station}
              order={order}
              now={shown.at}
              busy={busy}
              onOpen={() => onOpen(entry.visitId)}
              onMove={(to) => void moveOn(entry, to)}
            />
          ))}
        </ol>
      );
  } else if (fromDevice ? device.isPending : queue.isPending) list = <PageSpinner />;
  else list = <PageMessage text={text.loadFailed} retry={() => void queue.refetch()} />;

  const heading = text.queueTitle(text.stations[station]);
  return (
    <section aria-label={heading} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{heading}</h2>
        <button type="button" className="btn btn-primary" disabled={busy || fromDevice} onClick={callNext}>
          {text.callNext}
        </button>
      </div>
      {fromDevice && <OfflineNotice savedAt={device.data ? deviceQueue(device.data, station).savedAt : null} />}
      <p role={news?.failed ? "alert" : "status"} className={news?.failed ? "text-error" : ""}>
        {news?.text}
      </p>
      {list}
      {!!shown?.more && <p className="text-sm text-base-content/70">{text.moreWaiting(shown.more)}</p>}
    </section>
  );
}
