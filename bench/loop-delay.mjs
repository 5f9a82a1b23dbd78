// Preloaded into the server under test (NODE_OPTIONS=--import) by `npm run bench`: samples the event loop's delay
// and, on SIGUSR2, writes its percentiles (ms) to $BENCH_LOOP_FILE and starts a fresh histogram.
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

// Workers (the PGlite thread) load preloads too; the figure that matters is the thread that answers requests.
if (isMainThread) watchLoop();

function watchLoop() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on("SIGUSR2", () => {
    const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
    const figures = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
    const file = process.env.BENCH_LOOP_FILE;
    if (file) {
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(figures));
      fs.renameSync(`${file}.tmp`, file); // whole or not at all: the bench polls for the file
    }
    histogram.reset();
  });
}
