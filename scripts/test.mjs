#!/usr/bin/env node
// Runs every Vitest project (contract, server, web, e2e) and ends with the plain line CI reads:
// "N passed, N failed". Extra arguments go to vitest (e.g. `--project server`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportPath = path.join(root, "test-results", "vitest.json");
fs.rmSync(reportPath, { force: true });

const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const args = [
  vitest,
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${reportPath}`,
  ...process.argv.slice(2),
];
const run = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(reportPath)) {
  const report = JSON.parse(fs.readFileSync(reportPath, "utf8"));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests in the counts; count it as a failure so it is never hidden.
  const brokenSuites = (report.testResults ?? []).filter(
    (s) => s.status === "failed" && (s.assertionResults ?? []).length === 0,
  ).length;
  failed += brokenSuites;
} else if (run.status !== 0) {
  failed = 1;
}
const exitCode = run.status === 0 && failed === 0 ? 0 : 1;
if (skipped > 0) console.log(`${skipped} skipped`);
// The last line, exactly as CI reads it.
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
