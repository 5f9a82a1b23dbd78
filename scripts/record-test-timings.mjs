#!/usr/bin/env node
// `npm run test:timings`: writes scripts/test-timings.json (seconds per test file, by project) from the last full
// `npm test`'s report, for the longest-first order of scripts/longest-first-sequencer.ts. Re-run it after a test
// file's time changes a lot; a stale entry only makes the order less good, never a test wrong.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const report = JSON.parse(fs.readFileSync(path.join(root, "test-results", "vitest.json"), "utf8"));
const PROJECT_ROOTS = { contract: "packages/contract/", server: "apps/server/", web: "apps/web/", e2e: "e2e/" };
const timings = {};
for (const file of report.testResults) {
  const relative = path.relative(root, file.name).split(path.sep).join("/");
  const project = Object.keys(PROJECT_ROOTS).find((name) => relative.startsWith(PROJECT_ROOTS[name]));
  if (!project) continue;
  const seconds = Math.round((file.endTime - file.startTime) / 100) / 10;
  timings[`${project}:${relative}`] = seconds;
}
const sorted = Object.fromEntries(Object.entries(timings).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(path.join(root, "scripts", "test-timings.json"), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`scripts/test-timings.json: ${Object.keys(sorted).length} files`);
