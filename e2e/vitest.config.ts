import { defineProject } from "vitest/config";
import { WAIT_MS } from "./harness/wait.ts";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.ts"],
    globalSetup: ["./harness/global-setup.ts"],
    testTimeout: 60_000,
    // Lists and toasts can take a while on a busy 2-core machine; polls wait as long as locators do.
    expect: { poll: { timeout: WAIT_MS } },
    hookTimeout: 180_000,
    // Files run in parallel like the other projects' (two at a time on two cores): a browser test spends much of
    // its time waiting on the server and the page.
    // A worker imports the harness (Playwright, axe) once and keeps one Chromium for all the files it runs
    // (harness/browser.ts), not one per file. Test files share no state but that browser: each makes its own contexts,
    // and none mocks modules or stubs globals.
    isolate: false,
  },
});
