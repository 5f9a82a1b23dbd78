import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { linguiCatalogs } from "./vite-lingui-catalogs.ts";

export default defineProject({
  plugins: [react(), linguiCatalogs()],
  test: {
    name: "web",
    environment: "jsdom",
    setupFiles: ["./src/setup-tests.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    // A jsdom render of a page of camp cards can pass Vitest's default 5 s when the two-core machine also runs
    // server and browser files; the limit only stops a hung test, no test measures time.
    testTimeout: 15_000,
  },
});
