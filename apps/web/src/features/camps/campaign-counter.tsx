import { MESSAGES } from "../../i18n/messages";
import { TOTAL_CAMPAIGN_COUNTER } from "@medcamp/contract";
import { type ComponentType, type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { CountUpTrigger } from "./campaign-count-up";

const COUNTER_ID = "total-campaign-counter";

type CountUp = ComponentType<{ targetId: string; trigger: RefObject<CountUpTrigger> }>;

/**
 * "Total Campaing" (the spec's spelling): counts 0 → 2613+ over 16 s, starting 100 ms after the number first
 * scrolls into view, and only that once (product.md §2, §9). The page watches the number itself, so scrolling away and
 * back neither resets nor restarts it. The count-up's code is fetched when the number shows, during those 100 ms.
 * Discover opens All Camps.
 */
export function CampaignCounter() {
  const numberRef = useRef<HTMLSpanElement>(null);
  // The timer starts the count itself (not through a render), so it begins exactly when due.
  const trigger = useRef<CountUpTrigger>({ due: false });
  const [CountUp, setCountUp] = useState<CountUp | null>(null);

  useEffect(() => {
    const el = numberRef.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    const startSoon = () => {
      timer = setTimeout(() => {
        trigger.current.due = true;
        trigger.current.start?.();
      }, TOTAL_CAMPAIGN_COUNTER.delayMs);
      void import("./campaign-count-up").then((module) => {
        if (!left) setCountUp(() => module.CampaignCountUp);
      });
    };
    // A browser that cannot tell when the number shows just counts (once) from the start.
    if (typeof IntersectionObserver === "undefined") {
      startSoon();
      return () => {
        left = true;
        clearTimeout(timer);
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      startSoon();
    });
    observer.observe(el);
    return () => {
      left = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <section aria-labelledby="campaign-title" className="px-4 py-16 text-center">
      <h2 id="campaign-title" className="text-3xl font-bold">
        {MESSAGES.home.totalCampaing}
      </h2>
      <p className="mt-4 text-5xl font-extrabold text-primary" aria-live="off">
        <span id={COUNTER_ID} ref={numberRef}>
          0+
        </span>
      </p>
      {/* It renders nothing, so nothing moves when it arrives. */}
      {CountUp && <CountUp targetId={COUNTER_ID} trigger={trigger} />}
      <p className="sr-only">{MESSAGES.home.campaignsSoFar(TOTAL_CAMPAIGN_COUNTER.end)}</p>
      {/* The spec leaves this link empty; it leads to All Camps, where the camps it counts are (issue 17). */}
      <Link to="/meals" className="btn btn-outline mt-6">
        {MESSAGES.home.discover}
      </Link>
    </section>
  );
}
