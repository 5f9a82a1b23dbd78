import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each test file took in a recorded run (`npm run test:timings` writes it from test-results/vitest.json). */
const TIMINGS_FILE = path.join(import.meta.dirname, "test-timings.json");
/** Where a file with no known time goes: before every known one. */
const NEW_FILE_SECONDS = 1e6;

/**
 * Every project's files in one queue, longest first (issue 38): two workers then finish together instead of one
 * running the last long file alone. Vitest's own order runs the projects one after another and, on a fresh clone
 * (CI) with no cache of durations, the larger files first, which put the 3-minute fuzzing file last.
 * A file's expected time is Vitest's cached duration when there is one, else the recorded one; a file with neither
 * (a new one) runs first, as in Vitest's own order, larger before smaller; files that failed last time run first too.
 */
export class LongestFirstSequencer extends BaseSequencer {
  private readonly recorded = readTimings();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const expected = new Map<TestSpecification, { failed: boolean; seconds: number }>();
    for (const file of files) {
      const relativePath = path.relative(root, file.moduleId).split(path.sep).join("/");
      const key = `${file.project.name}:${relativePath}`;
      const cached = cache.getFileTestResults(key);
      // The server suite's pass on PostgreSQL (server-pg) runs the same files as the embedded one.
      const recorded = this.recorded[key] ?? this.recorded[key.replace(/^server-pg:/, "server:")];
      const unknown = NEW_FILE_SECONDS + (cache.getFileStats(key)?.size ?? fileSize(file.moduleId)) / 1e6;
      const seconds = cached ? cached.duration / 1000 : (recorded ?? unknown);
      expected.set(file, { failed: cached?.failed ?? false, seconds });
    }
    return [...files].sort((a, b) => {
      const ea = expected.get(a)!;
      const eb = expected.get(b)!;
      if (ea.failed !== eb.failed) return ea.failed ? -1 : 1;
      return eb.seconds - ea.seconds;
    });
  }
}

function readTimings(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(TIMINGS_FILE, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

function fileSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}
