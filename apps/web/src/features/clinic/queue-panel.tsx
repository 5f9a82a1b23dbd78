import type { QueueEntry, StationKind } from "@medcamp/contract";
import { useState } from "react";
import { MESSAGES } from "../../i18n/messages";
import { confirmDestructive } from "../../lib/confirm";
import { ClinicMessage, ClinicSpinner } from "./clinic-feedback";
import { type MoveTo, QueueEntryRow } from "./queue-entry-row";
import { isLater } from "./station-order";
import { useStationOrder } from "./use-clinic-lists";
import { useQueue } from "./use-queue";
import { useVisitMoves } from "./use-visit-moves";

/** A station's live queue (asked every two seconds while visible): call the next person, open or move a visit. */
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
  const queue = useQueue(mealId, station);
  const order = useStationOrder(mealId);
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

  const moveOn = async (entry: QueueEntry, to: MoveTo) => {
    if (to !== "next") {
      const question = isLater(station, to, order)
        ? text.skipConfirm(entry.name)
        : text.sendBackConfirm(entry.name, text.stations[to]);
      if (!(await confirmDestructive(question))) return;
    }
    move.mutate(
      { visitId: entry.visitId, to },
      { onSuccess: () => setNews({ text: text.moved, failed: false }), onError: failed },
    );
  };

  let list;
  if (queue.data) {
    list =
      queue.data.entries.length === 0 ? (
        <p className="py-4 text-center text-base-content/70">{MESSAGES.clinic.queueEmpty}</p>
      ) : (
        <ol className="space-y-2">
          {queue.data.entries.map((entry) => (
            <QueueEntryRow
              key={entry.visitId}
              entry={entry}
              station={station}
              order={order}
              now={queue.dataUpdatedAt}
              busy={busy}
              onOpen={() => onOpen(entry.visitId)}
              onMove={(to) => void moveOn(entry, to)}
            />
          ))}
        </ol>
      );
  } else if (queue.isPending) list = <ClinicSpinner />;
  else list = <ClinicMessage text={text.loadFailed} retry={() => void queue.refetch()} />;

  const heading = text.queueTitle(text.stations[station]);
  return (
    <section aria-label={heading} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{heading}</h2>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={callNext}>
          {text.callNext}
        </button>
      </div>
      <p role={news?.failed ? "alert" : "status"} className={news?.failed ? "text-error" : ""}>
        {news?.text}
      </p>
      {list}
      {!!queue.data?.more && <p className="text-sm text-base-content/70">{text.moreWaiting(queue.data.more)}</p>}
    </section>
  );
}
