// `npm run bench`: API load (PGlite and PostgreSQL) against a bare node:http limit, the sell-out rush, a camp day at
// the clinic, web weight and Lighthouse, start-up time; prints every figure with its target and writes them into docs/performance.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildWeb } from "../e2e/harness/build-web.ts";
import type { RunningServer } from "../e2e/harness/server-process.ts";
import { benchApi } from "./api-bench.ts";
import { overviewTimes } from "./overview-bench.ts";
import { type Dataset, pgliteDataset, postgresDataset } from "./datasets.ts";
import { markdownTable, printTable, type Row, writeFigures } from "./report.ts";
import { rushRows } from "./rush-report.ts";
import { campDayOutcome, prepareCampDay, runCampDay } from "./camp-day.ts";
import { campDayRows } from "./camp-day-report.ts";
import { prepareCampReport, runCampReport } from "./camp-report-bench.ts";
import { prepareRush, rushOutcome, runRush } from "./sell-out-rush.ts";
import { startupSeconds } from "./startup.ts";
import { firstTouchTimes } from "./first-touch-bench.ts";
import { bundleSizes, lighthouseScores } from "./web-bench.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? "8");
const scale = Number(process.env.BENCH_SCALE ?? "1");
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? "3");
/** Which parts to run: web (sizes and Lighthouse), pglite, postgres; all by default. */
const parts = new Set((process.env.BENCH_PARTS ?? "web,pglite,postgres").split(",").map((p) => p.trim()));
/**
 * What the pglite and postgres parts run: the endpoints' load, the sell-out rush, the admin overview, the camp day,
 * the camp report of a large camp.
 */
const ALL_SCENARIOS = ["endpoints", "rush", "overview", "campday", "report"];
const scenarios = new Set((process.env.BENCH_SCENARIOS ?? ALL_SCENARIOS.join(",")).split(",").map((s) => s.trim()));
const rush = { campers: Number(process.env.BENCH_RUSH_CAMPERS ?? "5000"), seats: 500, connections: 200 };
/** The camp day (issue 39): walk-ins through five stations, each worked by `perStation` devices. */
const campDay = { people: Number(process.env.BENCH_CAMPDAY_PEOPLE ?? "1000"), perStation: 4 };
/** The camp report (issue 41): a camp of this many complete visits, written before the server starts. */
const reportVisits = Number(process.env.BENCH_REPORT_VISITS ?? "3500");
const log = (line: string) => console.log(`bench: ${line}`);
const rows: Row[] = [];
const row = (group: string, figure: string, value: string, target = "", met?: boolean) =>
  rows.push({ group, figure, value, target, met });

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-bench-web-"));
log("building the web app");
await buildWeb(webDist);

async function benchDatabase(dataset: Dataset, what: { api: boolean; web: boolean }) {
  const group = dataset.kind === "pglite" ? "PGlite" : "PostgreSQL";
  const loopFile = path.join(os.tmpdir(), `medcamp-loop-${dataset.kind}-${process.pid}.json`);
  const env = {
    ...dataset.env,
    SEED_DEMO: "false",
    WEB_DIST_DIR: webDist,
    // The bench signs its campers up from one address and sends hundreds of likes a second per camper.
    AUTH_RATE_LIMIT: "100000/60",
    WRITE_RATE_LIMIT: "10000000/60",
    // Every page the bench's browser loads comes from one address too.
    RENDER_RATE_LIMIT: "1000000/60",
    NODE_OPTIONS: `--import=${path.join(import.meta.dirname, "loop-delay.mjs")}`,
    BENCH_LOOP_FILE: loopFile,
  };
  // The rush's campers and sessions go straight into the database, before the server holds it.
  const rushSetup =
    what.api && scenarios.has("rush") ? prepareRush(serverEnv(dataset), rush.campers, rush.seats) : null;
  const campDaySetup =
    what.api && scenarios.has("campday") ? prepareCampDay(serverEnv(dataset), campDay.perStation) : null;
  const reportSetup = what.api && scenarios.has("report") ? prepareCampReport(serverEnv(dataset), reportVisits) : null;
  const { seconds: startup, server } = await startupSeconds(dataset.dataDir, env);
  row(group, "start-up with the data", `${startup} s`, "< 3 s", dataset.kind === "pglite" ? startup < 3 : undefined);
  let rushLoad: Awaited<ReturnType<typeof runRush>> | undefined;
  let campDayLoad: Awaited<ReturnType<typeof runCampDay>> | undefined;
  try {
    if (what.web) await benchWeb(server.url);
    if (what.api && scenarios.has("endpoints")) await benchEndpoints(group, server, dataset, loopFile);
    if (rushSetup) {
      log(
        `${group}: sell-out rush, ${rush.campers} campers, one ${rush.seats}-seat camp, ${rush.connections} connections`,
      );
      rushLoad = await runRush(server.url, rushSetup, rush.connections);
      log(`${group}: sell-out rush: ${rushLoad.rps} req/s, p99 ${rushLoad.p99} ms, ${rushLoad.errors} errors`);
    }
    if (campDaySetup) {
      log(
        `${group}: camp day, ${campDay.people} people through 5 stations from ${campDaySetup.devices.length} devices`,
      );
      campDayLoad = await runCampDay(server.url, campDaySetup, { people: campDay.people });
      log(`${group}: camp day: ${campDayLoad.seconds} s`);
    }
    if (reportSetup) {
      log(`${group}: camp report of ${reportVisits} visits, then the camp's FHIR export`);
      rows.push(...(await runCampReport(server.url, server.pid, reportSetup, group)));
    }
  } finally {
    await server.stop();
    try {
      if (rushSetup && rushLoad) {
        const outcome = rushOutcome(serverEnv(dataset), rushSetup.mealId);
        rows.push(...rushRows(group, { load: rushLoad, outcome, seats: rush.seats, connections: rush.connections }));
      }
      if (campDaySetup && campDayLoad) {
        const outcome = campDayOutcome(serverEnv(dataset), campDaySetup.mealId);
        rows.push(...campDayRows(group, { load: campDayLoad, outcome }));
      }
      if (what.api && scenarios.has("overview")) benchOverview(group, dataset);
    } finally {
      await dataset.drop();
    }
  }
}

async function benchEndpoints(group: string, server: RunningServer, dataset: Dataset, loopFile: string) {
  log(`${group}: API load, ${seconds} s per endpoint, 50 connections`);
  const { endpoints, cold } = await benchApi(server, { seconds, loopFile, log });
  const targeted = dataset.kind === "pglite";
  for (const e of endpoints) {
    const read = !e.name.startsWith("write");
    row(group, `${e.name} req/s (bare node:http)`, `${e.rps} (${e.bareRps})`, read ? "ratio ≥ 0.5" : "");
    row(
      group,
      `${e.name} ratio to bare`,
      String(e.ratio),
      read ? "≥ 0.5" : "",
      read && targeted ? e.ratio >= 0.5 : undefined,
    );
    row(
      group,
      `${e.name} p50 / p99`,
      `${e.p50} / ${e.p99} ms`,
      read ? "p99 < 50 ms" : "",
      read && targeted ? e.p99 < 50 : undefined,
    );
    row(group, `${e.name} errors`, String(e.errors), "0", targeted ? e.errors === 0 : undefined);
    row(group, `${e.name} event-loop delay p99`, `${e.loopP99} ms`, "< 50 ms", targeted ? e.loopP99 < 50 : undefined);
  }
  const first = endpoints.find((e) => e.name.includes("(All)"))!;
  const last = endpoints.find((e) => e.name.includes("last page"))!;
  const warm = Math.round((last.p99 / Math.max(first.p99, 1)) * 100) / 100;
  row(group, "last page p99 ÷ first page p99", String(warm), "≤ 2", targeted ? warm <= 2 : undefined);
  const coldRatio = Math.round((cold.lastPageMs / Math.max(cold.firstPageMs, 0.1)) * 100) / 100;
  row(
    group,
    "first read after a change: last page ÷ first page",
    `${cold.lastPageMs} ms ÷ ${cold.firstPageMs} ms = ${coldRatio}`,
    "≤ 2",
    targeted ? coldRatio <= 2 : undefined,
  );
}

/** The admin overview's queries over a million join requests (issue 23), after the server let go of the data. */
function benchOverview(group: string, dataset: Dataset) {
  log(`${group}: admin overview, adding a million join requests, then timing each query`);
  const { queries, rows: counted } = overviewTimes(serverEnv(dataset), 100);
  row(group, "overview data", `${counted.camps} camps, ${counted.requests} requests, ${counted.payments} payments`);
  for (const q of queries) {
    row(group, `overview: ${q.name} p50 / p99`, `${q.p50} / ${q.p99} ms`, "p99 < 100 ms", q.p99 < 100);
  }
}

/** The database settings the server runs with, for the rush's own database work before and after it. */
const serverEnv = (dataset: Dataset) => ({ DATA_DIR: dataset.dataDir, ...dataset.env });

async function benchWeb(origin: string) {
  const detail = (await (await fetch(`${origin}/api/meals?limit=1`)).json()) as { meals: { _id: string }[] };
  const pages = ["/", "/meals", `/meal/${detail.meals[0]!._id}`];
  const label = (p: string) => (p.startsWith("/meal/") ? "/meal/{id}" : p);
  log("web: bytes each page loads before interaction");
  for (const b of await bundleSizes(origin, pages)) {
    const p = label(b.page);
    // Issue 22's budget is the home page's; the other two public pages are held to it too.
    row("web", `${p} JavaScript before any input (gzip)`, `${b.jsKb} KB`, "≤ 100 KB", b.jsKb <= 100);
    row(
      "web",
      `${p} JavaScript once the first input started the app (gzip)`,
      `${b.jsAfterInputKb} KB`,
      "≤ 150 KB",
      b.jsAfterInputKb <= 150,
    );
    row("web", `${p} CSS (gzip)`, `${b.cssKb} KB`, "≤ 30 KB", b.cssKb <= 30);
  }
  log(`web: first touch on a phone (CPU 4x slower, slow 4G), median of ${runs}`);
  for (const t of await firstTouchTimes(origin, runs)) {
    row(
      "first touch",
      `theme switch: tap to changed theme, ${t.when}`,
      `${t.themeTapMs} ms`,
      "≤ 200 ms",
      t.themeTapMs <= 200,
    );
    row(
      "first touch",
      `All Camps: 7days chosen to the filtered list, ${t.when}`,
      `${(t.sevenDaysMs / 1000).toFixed(2)} s`,
      "≤ 1.5 s",
      t.sevenDaysMs <= 1500,
    );
  }
  log(`web: Lighthouse, mobile preset, median of ${runs}`);
  for (const l of await lighthouseScores(origin, pages, runs)) {
    const p = label(l.page);
    row("Lighthouse", `${p} performance`, String(l.performance), "≥ 98", l.performance >= 98);
    row("Lighthouse", `${p} largest contentful paint`, `${l.lcp} s`, "≤ 1.2 s", l.lcp <= 1.2);
    row("Lighthouse", `${p} CLS`, String(l.cls), "≤ 0.02", l.cls <= 0.02);
    row("Lighthouse", `${p} accessibility`, String(l.accessibility), "≥ 95", l.accessibility >= 95);
    row("Lighthouse", `${p} best practices`, String(l.bestPractices), "≥ 95", l.bestPractices >= 95);
    row("Lighthouse", `${p} SEO`, String(l.seo), "≥ 90", l.seo >= 90);
  }
}

try {
  if (parts.has("pglite") || parts.has("web")) {
    await benchDatabase(await pgliteDataset(scale, log), { api: parts.has("pglite"), web: parts.has("web") });
  }
  const postgres = parts.has("postgres") ? await postgresDataset(scale, log) : undefined;
  if (postgres) await benchDatabase(postgres, { api: true, web: false });
} finally {
  fs.rmSync(webDist, { recursive: true, force: true });
}

console.log();
printTable(rows);
const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${os.cpus().length} × ${
  os.cpus()[0]?.model.trim() ?? "CPU"
}, Node ${process.version}, data scale ${scale} (${Math.round(100_000 * scale)} camps), ${seconds} s per load run.`;
if (parts.size === 3 && ALL_SCENARIOS.every((s) => scenarios.has(s)))
  writeFigures(`${stamp}\n\n${markdownTable(rows)}`);
const unmet = rows.filter((r) => r.met === false);
console.log(`\n${rows.filter((r) => r.met).length} targets met, ${unmet.length} not met`);
process.exit(unmet.length > 0 ? 1 : 0);
