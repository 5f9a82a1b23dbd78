import { TOTAL_CAMPAIGN_COUNTER } from "@medcamp/contract";
import { type RefObject, useEffect } from "react";
import { useCountUp } from "react-countup";

/** Set `due` and call `start` when the count is to begin; `start` is there once the count-up has arrived. */
export type CountUpTrigger = { due: boolean; start?: () => void };

/**
 * The count-up of "Total Campaing" (react-countup), in a chunk of its own: it loads when the number comes into view,
 * not with the first page. It renders nothing; it writes the number into the element `targetId`. It starts at once
 * if it arrives after its start was due.
 */
export function CampaignCountUp({ targetId, trigger }: { targetId: string; trigger: RefObject<CountUpTrigger> }) {
  const { start } = useCountUp({
    ref: targetId,
    start: 0,
    end: TOTAL_CAMPAIGN_COUNTER.end,
    duration: TOTAL_CAMPAIGN_COUNTER.durationSeconds,
    suffix: "+",
    separator: "",
    startOnMount: false,
  });

  useEffect(() => {
    const current = trigger.current;
    current.start = start;
    if (current.due) start();
    return () => {
      current.start = undefined;
    };
  }, [trigger, start]);

  return null;
}
