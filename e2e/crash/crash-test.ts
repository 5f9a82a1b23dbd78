// `npm run test:crash`: kills the server with SIGKILL at random moments under a write load, CRASH_CYCLES times
// (50 by default, 10 in CI). After every kill the embedded database must open, hold every write the server
// acknowledged (2xx), and keep its counters equal to its rows; a second server on the same DATA_DIR is refused.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite, queryRows } from "../../apps/server/src/db/client.ts";
import { repoRoot } from "../harness/paths.ts";
import { type RunningServer, startServer } from "../harness/server-process.ts";
import { checkDatabase } from "./check-database.ts";
import { type Ack, type Camper, signUpCampers, writeLoad } from "./write-load.ts";

const cycles = Number(process.env.CRASH_CYCLES ?? 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-crash-"));
const acked: Ack[] = [];
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
  let server: RunningServer = await startServer(dataDir, { env: { AUTH_RATE_LIMIT: "100000/60" } });
  const campers: Camper[] = await signUpCampers(server.url, 4);
  if (!secondServerRefused()) throw new Error("a second server on the same DATA_DIR was not refused");
  for (let cycle = 1; cycle <= cycles; cycle++) {
    const killAfterMs = 200 + Math.floor(Math.random() * 1500);
    const load = writeLoad(server.url, campers, acked);
    await new Promise((resolve) => setTimeout(resolve, killAfterMs));
    await server.kill("SIGKILL");
    await load.stop();

    const database = await openPglite(path.join(dataDir, "pgdata"));
    const problems = await checkDatabase(database.db, acked, queryRows);
    await database.pglite!.close();
    fs.rmSync(path.join(dataDir, "medcamp.lock"), { force: true });
    if (problems.length === 0) {
      passed += 1;
      console.log(`cycle ${cycle}: killed after ${killAfterMs} ms; ${acked.length} acknowledged writes all present`);
    } else {
      failed += 1;
      console.error(`cycle ${cycle}: ${problems.join("; ")}`);
    }
    server = await startServer(dataDir, { env: { AUTH_RATE_LIMIT: "100000/60" } });
  }
  await server.stop();
} catch (error) {
  failed += 1;
  console.error(error);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
