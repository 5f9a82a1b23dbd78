// `npm run bench:flood`: a flood of 200 concurrent wrong-password sign-ins from 20 addresses while GET / and
// GET /api/meals are measured, before and during it; prints p99s, the sign-in answers and the server's peak memory
// with their targets. Then issue 37's password-check figures (password-check-burst.ts). Figures go into
// docs/performance.md and docs/security.md by hand (they are few).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildWeb } from "../e2e/harness/build-web.ts";
import { startServer } from "../e2e/harness/server-process.ts";
import { passwordCheckFigures } from "./password-check-burst.ts";
import { printTable, type Row } from "./report.ts";

const ADDRESSES = 20;
const PER_ADDRESS = 10; // the per-IP sign-in limit (AUTH_RATE_LIMIT 10/60): every attempt reaches the hashing
const SECONDS = Number(process.env.BENCH_SECONDS ?? "8");
const log = (line: string) => console.log(`bench: ${line}`);

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-flood-web-"));
log("building the web app");
await buildWeb(webDist);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-flood-data-"));
const env = { WEB_DIST_DIR: webDist, TRUSTED_PROXIES: "127.0.0.1" };
// A first start migrates and seeds the demo data, which grows the embedded database's memory for good; a production
// server seeds nothing (the demo seed is off on a public origin), so the bench measures a restarted server.
await (await startServer(dataDir, { env, passwordHashing: "production" })).stop();
// The flood's addresses arrive in X-Forwarded-For from this machine, as they would through a proxy.
const server = await startServer(dataDir, { env: { ...env, SEED_DEMO: "false" }, passwordHashing: "production" });

/** Resident memory of the server process, sampled every 50 ms; returns a function that stops and gives the peak. */
function sampleMemory(pid: number): () => number {
  let peak = 0;
  const read = () => {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb);
  };
  read();
  const timer = setInterval(read, 50);
  return () => {
    clearInterval(timer);
    return Math.round(peak / 1024);
  };
}

async function p99(pathname: string, seconds: number) {
  const result = await autocannon({ url: `${server.url}${pathname}`, connections: 10, duration: seconds });
  return { p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function flood(): Promise<Record<string, number>> {
  const attempts = Array.from({ length: ADDRESSES * PER_ADDRESS }, (_, i) => {
    const address = `198.51.100.${(i % ADDRESSES) + 1}`;
    // Half aim at a real camper, half at addresses nobody has: both must cost the same.
    const email = i % 2 === 0 ? "sara@medcamp.dev" : `nobody-${i}@example.org`;
    return fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": address },
      body: JSON.stringify({ email, password: "WrongPass1" }),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status === 503 && res.headers.get("retry-after") ? "503+Retry-After" : String(res.status);
    });
  });
  const counts: Record<string, number> = {};
  for (const status of await Promise.all(attempts)) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const rows: Row[] = [];
try {
  await fetch(`${server.url}/api/meals`); // warm the caches and the route chunk
  log(`baseline: GET / and GET /api/meals for ${SECONDS} s`);
  const memoryBefore = sampleMemory(server.pid);
  const [homeBefore, mealsBefore] = await Promise.all([p99("/", SECONDS), p99("/api/meals", SECONDS)]);
  const restingMemory = memoryBefore();
  log(`flood: ${ADDRESSES * PER_ADDRESS} concurrent wrong-password sign-ins from ${ADDRESSES} addresses`);
  const peakMemory = sampleMemory(server.pid);
  const [home, meals, answers] = await Promise.all([p99("/", SECONDS), p99("/api/meals", SECONDS), flood()]);
  const memory = peakMemory();
  rows.push(
    { group: "before", figure: "GET / p99", value: `${homeBefore.p99} ms`, target: "" },
    { group: "before", figure: "GET /api/meals p99", value: `${mealsBefore.p99} ms`, target: "" },
    { group: "before", figure: "server peak memory (RSS)", value: `${restingMemory} MB`, target: "" },
    { group: "flood", figure: "GET / p99", value: `${home.p99} ms`, target: "< 50 ms", met: home.p99 < 50 },
    { group: "flood", figure: "GET /api/meals p99", value: `${meals.p99} ms`, target: "< 50 ms", met: meals.p99 < 50 },
    {
      group: "flood",
      figure: "GET errors",
      value: String(home.errors + meals.errors),
      target: "0",
      met: home.errors + meals.errors === 0,
    },
    { group: "flood", figure: "sign-in answers", value: JSON.stringify(answers), target: "401 or 503 + Retry-After" },
    {
      group: "flood",
      figure: "server peak memory (RSS)",
      value: `${memory} MB`,
      target: "< 700 MB",
      met: memory < 700,
    },
  );
  rows.push(...(await passwordCheckFigures(server.url, log)));
  printTable(rows);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
}
if (rows.some((r) => r.met === false)) process.exitCode = 1;
