import type { CampDayOutcome } from "../apps/server/src/bench/camp-day-data.ts";
import type { CampDayLoad } from "./camp-day.ts";
import type { Row } from "./report.ts";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};
const p50p99 = (values: number[]) => `${percentile(values, 50)} / ${percentile(values, 99)} ms`;

/**
 * The camp day's figures (issue 39) and its correctness read back from the database; every target holds on both
 * databases: a station's save p99 < 100 ms, a queue change seen on the other devices p99 < 1 s.
 */
export function campDayRows(group: string, { load, outcome }: { load: CampDayLoad; outcome: CampDayOutcome }): Row[] {
  const n = load.people;
  const saves = Object.values(load.saves).flat();
  const savesP99 = percentile(saves, 99);
  const seenP99 = percentile(load.seen, 99);
  const errorCount = Object.values(load.errors).reduce((a, b) => a + b, 0);
  const errorList = Object.entries(load.errors).map(([what, count]) => `${count} × ${what}`);
  const sections = Object.keys(load.saves);
  const writesEach = sections.map((s) => `${s} ${outcome.writes[s] ?? 0}`).join(", ");
  const row = (figure: string, value: string, target = "", met?: boolean): Row => ({
    group,
    figure: `camp day: ${figure}`,
    value,
    target,
    met,
  });
  return [
    row(
      `${n} people, ${sections.length + 1} stations, ${load.devices} devices + ${load.screens} queue screens, ${load.paceMs} ms with each person`,
      `${load.seconds} s${load.timedOut ? " (stopped at the time limit)" : ""}`,
    ),
    row(
      `section saves (PUT, ${saves.length}) p50 / p99`,
      p50p99(saves),
      "p99 < 100 ms",
      saves.length > 0 && savesP99 < 100,
    ),
    row(
      "section saves by station p99",
      Object.entries(load.saves)
        .map(([s, v]) => `${s} ${percentile(v, 99)}`)
        .join(", ") + " ms",
    ),
    row(
      `queue change seen on the other devices p50 / p99 (${load.seen.length} of ${load.expectedSeen} arrivals shown)`,
      p50p99(load.seen),
      "p99 < 1 s",
      load.seen.length > 0 && seenP99 < 1000,
    ),
    row(
      "register / call next / sign / move p50 / p99",
      [load.others.register, load.others.next, load.others.sign, load.others.move].map(p50p99).join("; "),
    ),
    row(
      `camp report of the day's ${outcome.visits} visits (GET /meals/{id}/report, ${load.report.length} reads) p50 / max`,
      `${percentile(load.report, 50)} / ${percentile(load.report, 100)} ms`,
      "max < 2 s",
      load.report.length > 0 && percentile(load.report, 100) < 2000,
    ),
    row("queue reads answered (screens and waiting devices)", String(load.queueReads)),
    row("errors (unexpected answers)", errorCount === 0 ? "0" : errorList.join(", "), "0", errorCount === 0),
    row(
      "visits in the database, each exited",
      `${outcome.visits}, ${outcome.exited}`,
      `${n}, ${n}`,
      outcome.visits === n && outcome.exited === n,
    ),
    row(
      "visits with exactly one write per section sent",
      `${outcome.oneWriteEach} (${writesEach})`,
      `${n}`,
      outcome.oneWriteEach === n && sections.every((s) => outcome.writes[s] === n),
    ),
    row("consultations signed", String(outcome.signed), `${n}`, outcome.signed === n),
    row("visits with one step per station, each done", String(outcome.fullSteps), `${n}`, outcome.fullSteps === n),
    row(
      "tokens of the day",
      `${outcome.distinctTokens} distinct, ${outcome.minToken}…${outcome.maxToken}, ${outcome.days} day(s)`,
      `1…${n} unique, 1 day`,
      outcome.distinctTokens === n && outcome.minToken === 1 && outcome.maxToken === n && outcome.days === 1,
    ),
  ];
}
