import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/contract", "apps/server", "apps/web", "e2e"],
    // Vitest's default is one file at a time on a 2-core machine (CPUs − 1); browser and server files spend much
    // of their time waiting on a page, a socket or a database, so two at a time finishes sooner.
    maxWorkers: 2,
  },
});
