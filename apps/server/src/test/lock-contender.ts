// A server stand-in for the data-dir lock race test: waits for the start signal, tries to take the lock, says
// "won" or "refused", and holds what it got until told to stop.
// Usage: node --import tsx lock-contender.ts <dataDir> <goFile> <doneFile>
import fs from "node:fs";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock.ts";

const [dataDir, goFile, doneFile] = process.argv.slice(2) as [string, string, string];
const nap = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

process.stdout.write("ready\n");
while (!fs.existsSync(goFile)) nap(1);
let lock: { release(): void } | undefined;
try {
  lock = acquireDataDirLock(dataDir);
  process.stdout.write("won\n");
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write("refused\n");
}
while (!fs.existsSync(doneFile)) nap(5);
lock?.release();
