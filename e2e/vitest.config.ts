import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.ts"],
    globalSetup: ["./harness/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser per file and only 2 cores: run the files one after the other.
    fileParallelism: false,
  },
});
