// `npm run test:crash`: kills the server with SIGKILL at random moments under a write load, CRASH_CYCLES times
// (50 by default, 10 in CI), each time while at least one write is sent and unanswered. The writes are likes,
// reviews, join requests and upcoming-camp likes. After every kill the embedded database must open, hold every
// write the server acknowledged (2xx), and keep its counters equal to its rows; the killed server's stale lock
// file is left in place and the next server takes it over; a second server on the same DATA_DIR is refused.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite, queryRows } from "../../apps/server/src/db/client.ts";
import { repoRoot } from "../harness/paths.ts";
import { type RunningServer, startServer } from "../harness/server-process.ts";
import { checkDatabase } from "./check-database.ts";
import { type Ack, type Camper, loadTargets, signUpCampers, writeLoad } from "./write-load.ts";

const cycles = Number(process.env.CRASH_CYCLES ?? 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-crash-"));
const acked: Ack[] = [];
const serverEnv = { AUTH_RATE_LIMIT: "100000/60", WRITE_RATE_LIMIT: "1000000/60" };
const lockPath = path.join(dataDir, "medcamp.lock");
let passed = 0;
let failed = 0;

function secondServerRefused(): boolean {
  const second = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: "0", BASE_URL: "http://127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 60_000,
  });
  return second.status === 1 && second.stderr.includes("is in use by another MedCamp server");
}

try {
  let server: RunningServer = await startServer(dataDir, { env: serverEnv });
  const targets = await loadTargets(server.url);
  if (!secondServerRefused()) throw new Error("a second server on the same DATA_DIR was not refused");
  for (let cycle = 1; cycle <= cycles; cycle++) {
    // New campers each cycle: a camper can like, review and join each camp only once, so after a few cycles the
    // same four would have little left that the server may acknowledge (and each cycle waited out its minute).
    const campers: Camper[] = await signUpCampers(server.url, 4);
    const killAfterMs = Math.floor(Math.random() * 2000);
    const load = writeLoad(server.url, targets, campers, acked);
    await load.acknowledged(5, 60_000);
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    const inFlight = await load.writesInFlight(30_000);
    await server.kill("SIGKILL");
    await load.stop();

    const database = await openPglite(path.join(dataDir, "pgdata"));
    const problems = await checkDatabase(database.db, acked, queryRows);
    await database.close();
    if (inFlight === 0) problems.push("no write was in flight when the server was killed");
    if (!fs.existsSync(lockPath)) problems.push("the killed server's lock file is gone");
    if (problems.length === 0) {
      passed += 1;
      console.log(
        `cycle ${cycle}: killed ${killAfterMs} ms after 5 writes were acknowledged, with ${inFlight} writes in flight; ` +
          `${acked.length} acknowledged writes all present`,
      );
    } else {
      failed += 1;
      console.error(`cycle ${cycle}: ${problems.join("; ")}`);
    }
    // The stale lock (its pid is dead) is taken over by the next server; nothing is deleted by hand.
    server = await startServer(dataDir, { env: serverEnv });
  }
  await server.stop();
  const kinds = new Set(acked.map((a) => a.kind));
  for (const kind of ["like", "review", "join", "upcoming-like"] as const) {
    if (!kinds.has(kind)) {
      failed += 1;
      console.error(`the load never had a ${kind} acknowledged: the run proves nothing about it`);
    }
  }
} catch (error) {
  failed += 1;
  console.error(error);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
