import { TOTAL_CAMPAIGN_COUNTER } from "@medcamp/contract";
import { useEffect, useRef } from "react";
import { useCountUp } from "react-countup";
import { Link } from "react-router";

const COUNTER_ID = "total-campaign-counter";

/**
 * "Total Campaing" (the spec's spelling): counts 0 → 2613+ over 16 s, starting 100 ms after the number first
 * scrolls into view, and only that once (product.md §2, §9). The page watches the number itself, so scrolling away and
 * back neither resets nor restarts it. Discover opens All Camps.
 */
export function CampaignCounter() {
  const numberRef = useRef<HTMLSpanElement>(null);
  const { start } = useCountUp({
    ref: COUNTER_ID,
    start: 0,
    end: TOTAL_CAMPAIGN_COUNTER.end,
    duration: TOTAL_CAMPAIGN_COUNTER.durationSeconds,
    suffix: "+",
    separator: "",
    startOnMount: false,
  });

  useEffect(() => {
    const el = numberRef.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A browser that cannot tell when the number shows just counts (once) from the start.
    if (typeof IntersectionObserver === "undefined") {
      timer = setTimeout(start, TOTAL_CAMPAIGN_COUNTER.delayMs);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setTimeout(start, TOTAL_CAMPAIGN_COUNTER.delayMs);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [start]);

  return (
    <section aria-labelledby="campaign-title" className="px-4 py-16 text-center">
      <h2 id="campaign-title" className="text-3xl font-bold">
        Total Campaing
      </h2>
      <p className="mt-4 text-5xl font-extrabold text-primary" aria-live="off">
        <span id={COUNTER_ID} ref={numberRef}>
          0+
        </span>
      </p>
      <p className="sr-only">{TOTAL_CAMPAIGN_COUNTER.end}+ campaigns so far</p>
      {/* The spec leaves this link empty; it leads to All Camps, where the camps it counts are (issue 17). */}
      <Link to="/meals" className="btn btn-outline mt-6">
        Discover
      </Link>
    </section>
  );
}
