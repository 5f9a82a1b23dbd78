// The admin overview's queries at bench scale, for `npm run bench` (bench/overview-bench.ts), on the database
// DATA_DIR or DATABASE_URL names (the server must not hold it: run it after the server stopped):
//   overview-cli.ts <rounds> <out.json>
// adds the overview's rows (1,000,000 join requests at full scale, payments, check-ins) to the bench camps and users,
// then times every query of the overview `rounds` times after a warm-up → { queries: [{ name, p50, p99 }], rows }.
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { queryRows } from "../db/client.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { createInsightRepository } from "../modules/insight/repository.ts";
import { createInsightService } from "../modules/insight/service.ts";
import { FULL_SIZE } from "./generate-data.ts";
import { FULL_INSIGHT_SIZE, generateInsightRows } from "./insight-data.ts";

const [rounds, out] = process.argv.slice(2);
const scale = Number(process.env.BENCH_SCALE ?? "1");
const config = loadConfig({
  BETTER_AUTH_SECRET: "overview-bench-signs-no-sessions-000000000",
  CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
  ...process.env,
  SEED_DEMO: "false",
});
const database = await openConfiguredDatabase(config);
const DAY_MS = 24 * 60 * 60 * 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const db = database.db;
  // The bench data's own camps and users (as bench:data made them at BENCH_SCALE), not the rush's camp or campers.
  const base = {
    camps: Math.round(FULL_SIZE.camps * scale),
    users: Math.round(FULL_SIZE.users * scale),
  };
  const now = new Date();
  const started = performance.now();
  await generateInsightRows(db, base, FULL_INSIGHT_SIZE, now, (line) => console.log(`  overview rows: ${line}`));
  console.log(`  overview rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const repo = createInsightRepository(db);
  const service = createInsightService(repo, { now: () => now });
  const queries: [string, () => Promise<unknown>][] = [
    ["upcoming camps, seats and waitlists", () => repo.upcoming(now)],
    ["pending requests", () => repo.pendingRequests()],
    ["requests per day (30 days)", () => repo.requestsPerDay(new Date(now.getTime() - 30 * DAY_MS))],
    ["revenue per package per month (12)", () => repo.revenuePerMonth(new Date(now.getTime() - 365 * DAY_MS))],
    ["next ten camps' fill", () => repo.nextCamps(now, 10)],
    ["past camps' attendance", () => repo.pastCamps(now, new Date(now.getTime() - 365 * DAY_MS), 10)],
    ["the whole overview (all of them at once)", () => service.overview()],
  ];
  const results = [];
  for (const [name, run] of queries) {
    for (let k = 0; k < 3; k++) await run();
    const times: number[] = [];
    for (let k = 0; k < Number(rounds); k++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    results.push({ name, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) });
  }
  const [rows] = await queryRows<{ requests: number; payments: number; check_ins: number }>(
    db,
    sql`select (select count(*) from meal_request)::int as requests, (select count(*) from payment)::int as payments,
          (select count(*) from check_in)::int as check_ins`,
  );
  fs.writeFileSync(out!, JSON.stringify({ queries: results, rows: { ...base, ...rows } }));
} finally {
  await database.close();
}
