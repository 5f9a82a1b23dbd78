import { useCallback } from "react";
import { PAGE_PARAM, type QueryState, useQueryDraft } from "../../lib/use-query-state";
import { ALL_CAMPS_PARAMS } from "./all-camps-first-view";
import type { DayRange, WhenChoice } from "./date-range";
import { WhenFilter } from "./when-filter";

/** What the picked days write to the URL. */
const daysKey = (days: DayRange) => `${days.from}|${days.to}`;

/**
 * The When filter kept in All Camps' URL (architecture.md §5): a choice adds a history entry and keeps the preset
 * itself (`when=week`), so a link means "this week" on the day it is opened. Picked days reach the URL as the
 * price fields do: the first one adds a history entry, the ones typed after it replace that entry.
 */
export function WhenFilterUrl({
  when,
  from,
  to,
  update,
  delayMs,
}: {
  when: WhenChoice;
  from: string;
  to: string;
  update: QueryState["update"];
  delayMs: number;
}) {
  const writeDays = useCallback(
    (days: DayRange, replace: boolean) =>
      update(
        {
          [ALL_CAMPS_PARAMS.when]: "dates",
          [ALL_CAMPS_PARAMS.from]: days.from,
          [ALL_CAMPS_PARAMS.to]: days.to,
          [PAGE_PARAM]: undefined,
        },
        { replace },
      ),
    [update],
  );
  const [days, setDays] = useQueryDraft({ committed: { from, to }, key: daysKey, write: writeDays, delayMs });

  function choose(next: WhenChoice) {
    update({
      [ALL_CAMPS_PARAMS.when]: next === "any" ? undefined : next,
      [ALL_CAMPS_PARAMS.from]: undefined,
      [ALL_CAMPS_PARAMS.to]: undefined,
      [PAGE_PARAM]: undefined,
    });
  }

  return <WhenFilter when={when} days={days} onChoose={choose} onDays={(next) => setDays(next)} />;
}
