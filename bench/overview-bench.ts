import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "../e2e/harness/paths.ts";

export interface OverviewTimes {
  queries: { name: string; p50: number; p99: number }[];
  rows: { camps: number; users: number; requests: number; payments: number; check_ins: number };
}

/**
 * The admin overview's queries (issue 23) on the dataset `env` names, once the server has let go of it: adds a
 * million join requests, payments and check-ins to the bench data, then times each query `rounds` times.
 */
export function overviewTimes(env: Record<string, string>, rounds: number): OverviewTimes {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-overview-")), "out.json");
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "apps/server/src/bench/overview-cli.ts", String(rounds), out],
    { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...env } },
  );
  if (run.status !== 0) throw new Error("overview-cli failed");
  try {
    return JSON.parse(fs.readFileSync(out, "utf8")) as OverviewTimes;
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}
