import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../e2e/harness/paths.ts";
import type { RushOutcome, RushSetup } from "../apps/server/src/bench/rush-data.ts";

export interface RushLoad {
  campers: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers by HTTP status (network failures under "failed"). */
  statuses: Record<string, number>;
  /** Answers other than 201. */
  errors: number;
  /** The positions the 201 answers gave to waitlisted campers, in no order. */
  positions: number[];
}

/** Runs apps/server/src/bench/rush-cli.ts on the database `env` names, and reads the JSON it writes. */
function rushCli<T>(env: Record<string, string>, args: string[]): T {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-rush-")), "out.json");
  const run = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/bench/rush-cli.ts", ...args, out], {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error(`rush-cli ${args[0]} failed`);
  try {
    return JSON.parse(fs.readFileSync(out, "utf8")) as T;
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

/**
 * Writes the campers (a package each, a live session each) and the camp into the dataset's database. Run it while
 * no server holds the database; `env` is the server's own (DATA_DIR or DATABASE_URL and the session secret).
 */
export function prepareRush(env: Record<string, string>, campers: number, seats: number): RushSetup {
  return rushCli<RushSetup>(env, ["prepare", String(campers), String(seats)]);
}

/** Reads the camp back from the database once the server has stopped. */
export function rushOutcome(env: Record<string, string>, mealId: string): RushOutcome {
  return rushCli<RushOutcome>(env, ["verify", mealId]);
}

/** Campers whose page load warms the server before the rush. */
const WARM_UP = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Registration opens: every camper asks to join the camp once (POST /api/meal/request), over `connections`
 * keep-alive connections, each sending its next request as soon as its last is answered. Each camper's request is
 * handed out exactly once, so the server sees as many distinct campers as there are requests.
 */
export async function runRush(origin: string, setup: RushSetup, connections = 200): Promise<RushLoad> {
  const body = JSON.stringify({ mealId: setup.mealId });
  // node:http on keep-alive sockets rather than fetch: the load generator shares this machine's two cores with the
  // server and PostgreSQL, and fetch spends several times the CPU per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = (method: "GET" | "POST", url: string, cookie: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const headers =
        method === "POST"
          ? { cookie, origin, "content-type": "application/json", "content-length": Buffer.byteLength(body) }
          : { cookie };
      const req = http.request(`${origin}${url}`, { method, agent, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(method === "POST" ? body : undefined);
    });
  const post = (cookie: string) => send("POST", "/api/meal/request", cookie);

  // Before registration opens the campers already have the camp's page open: each of the first campers (up to
  // WARM_UP) reads its own standing with the camp. That opens the connections and warms the server as real traffic
  // would have; it is not timed and changes nothing.
  let warmed = 0;
  const warmUp = async () => {
    while (warmed < Math.min(WARM_UP, setup.cookies.length)) {
      await send("GET", `/api/meals/${setup.mealId}/mine`, setup.cookies[warmed++]!);
    }
  };
  await Promise.all(Array.from({ length: connections }, warmUp));
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const positions: number[] = [];
  let next = 0;
  const connection = async () => {
    while (next < setup.cookies.length) {
      const cookie = setup.cookies[next++]!;
      const started = performance.now();
      let status = "failed";
      try {
        const res = await post(cookie);
        status = String(res.status);
        const answer = JSON.parse(res.text) as { status?: string; position?: number };
        if (res.status === 201 && answer.status === "waitlisted" && answer.position !== undefined) {
          positions.push(answer.position);
        }
      } catch {
        // Counted as "failed" below.
      }
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return {
    campers: setup.cookies.length,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round(setup.cookies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    statuses,
    errors: setup.cookies.length - (statuses["201"] ?? 0),
    positions,
  };
}
