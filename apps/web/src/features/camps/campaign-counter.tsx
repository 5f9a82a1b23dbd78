import { TOTAL_CAMPAIGN_COUNTER } from "@medcamp/contract";
import { useCountUp } from "react-countup";
import { Link } from "react-router";

/** "Total Campaing" (the spec's spelling): counts 0 → 2613+ over 16 s, 100 ms after it scrolls into view, once. */
const COUNTER_ID = "total-campaign-counter";

export function CampaignCounter() {
  useCountUp({
    ref: COUNTER_ID,
    start: 0,
    end: TOTAL_CAMPAIGN_COUNTER.end,
    duration: TOTAL_CAMPAIGN_COUNTER.durationSeconds,
    suffix: "+",
    enableScrollSpy: true,
    scrollSpyOnce: true,
    scrollSpyDelay: TOTAL_CAMPAIGN_COUNTER.delayMs,
  });
  return (
    <section aria-labelledby="campaign-title" className="px-4 py-16 text-center">
      <h2 id="campaign-title" className="text-3xl font-bold">
        Total Campaing
      </h2>
      <p className="mt-4 text-5xl font-extrabold text-primary" aria-live="off">
        <span id={COUNTER_ID}>0+</span>
      </p>
      <p className="sr-only">{TOTAL_CAMPAIGN_COUNTER.end}+ campaigns so far</p>
      <Link to="" className="btn btn-outline mt-6">
        Discover
      </Link>
    </section>
  );
}
