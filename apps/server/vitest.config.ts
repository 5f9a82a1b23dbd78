import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker imports the server once for all the files it runs, not once per file (about 2 s each, 105 files, on
    // every run; architecture.md §2.1 pitfall 11). Test files share no module state: each builds its own app on its
    // own database, and none mocks modules, stubs the environment or fakes timers (that would need isolation back).
    isolate: false,
  },
});
