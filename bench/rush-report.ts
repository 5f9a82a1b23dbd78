import type { RushOutcome } from "../apps/server/src/bench/rush-data.ts";
import type { Row } from "./report.ts";
import type { RushLoad } from "./sell-out-rush.ts";

/** 1…n, each once: what the waitlisted campers' positions must be. */
function isOneToN(positions: number[], n: number): boolean {
  const sorted = [...positions].sort((a, b) => a - b);
  return sorted.length === n && sorted.every((p, k) => p === k + 1);
}

/**
 * The sell-out rush's figures and its correctness read back from the database. Correctness is a target on both
 * databases; the p99 target (issue 18) is PostgreSQL's, the database for a rush of this size.
 */
export function rushRows(
  group: string,
  { load, outcome, seats, connections }: { load: RushLoad; outcome: RushOutcome; seats: number; connections: number },
): Row[] {
  const n = load.campers;
  const waiting = Math.max(n - seats, 0);
  const held = (outcome.statuses.pending ?? 0) + (outcome.statuses.delivered ?? 0);
  const waitlisted = outcome.statuses.waitlisted ?? 0;
  const timed = group === "PostgreSQL";
  const other = Object.entries(load.statuses).filter(([status]) => status !== "201");
  const answers = other.length === 0 ? "" : ` (${other.map(([s, c]) => `${c} × ${s}`).join(", ")})`;
  const figure = (name: string) => `sell-out rush: ${name}`;
  return [
    {
      group,
      figure: figure(`${n} campers join one ${seats}-seat camp, ${connections} connections, req/s`),
      value: `${load.rps} (${load.seconds} s)`,
      target: "",
    },
    {
      group,
      figure: figure("p50 / p99"),
      value: `${load.p50} / ${load.p99} ms`,
      target: "p99 < 500 ms",
      met: timed ? load.p99 < 500 : undefined,
    },
    {
      group,
      figure: figure("errors (answers other than 201)"),
      value: `${load.errors}${answers}`,
      target: "0",
      met: load.errors === 0,
    },
    {
      group,
      figure: figure("requests in the database"),
      value: `${outcome.requests} from ${outcome.distinctCampers} campers`,
      target: `${n} from ${n}`,
      met: outcome.requests === n && outcome.distinctCampers === n,
    },
    {
      group,
      figure: figure("seats taken (rows, counter)"),
      value: `${held}, ${outcome.seatsTaken}`,
      target: `${seats} exactly`,
      met: held === seats && outcome.seatsTaken === seats,
    },
    {
      group,
      figure: figure("waitlist (rows, counter)"),
      value: `${waitlisted}, ${outcome.waitlistCount}`,
      target: `${waiting} (N − ${seats})`,
      met: waitlisted === waiting && outcome.waitlistCount === waiting,
    },
    {
      group,
      figure: figure("waitlist positions answered, queue numbers"),
      value: `${isOneToN(load.positions, waiting) ? `1…${waiting} once each` : "gaps or repeats"}, ${outcome.distinctQueueNumbers} distinct`,
      target: `1…${waiting} unique`,
      met: isOneToN(load.positions, waiting) && outcome.distinctQueueNumbers === waiting,
    },
    {
      group,
      figure: figure("every seat-holder asked before everyone waiting"),
      value: outcome.firstComeFirstSeated ? "yes" : "no",
      target: "yes",
      met: outcome.firstComeFirstSeated,
    },
  ];
}
