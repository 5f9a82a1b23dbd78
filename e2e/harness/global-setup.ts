import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildServer } from "./build-server.ts";
import { LIFTED_SIGN_IN_LIMIT, startServer } from "./server-process.ts";
import { cachedWebBuild } from "./web-build-cache.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The web app built for this run, for tests that start servers of their own. */
    webDir: string;
    /**
     * The run's server's BETTER_AUTH_SECRET: a journey signs with the server's own keys what no screen can make in
     * a test's time (an expired referral link, e2e/harness/referral-links.ts).
     */
    authSecret: string;
  }
}

/**
 * One server for the whole e2e run: build the web app (or reuse the build of the same sources), start the server on a free port with a fresh
 * embedded database (demo seed on) and an auth secret of the run's, and hand its URL (and that secret) to the test
 * files through `inject("baseURL")`.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-e2e-"));
  const authSecret = randomBytes(32).toString("base64url");
  let webDir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let removeBundle = () => {};
  try {
    webDir = await cachedWebBuild();
    // One server bundle for the run; test files that start servers of their own reuse it.
    const built = await buildServer();
    removeBundle = built.remove;
    process.env.MEDCAMP_SERVER_BUNDLE = built.bundle;
    // Every journey signs in from 127.0.0.1; the sign-in rate limit itself is proven by the server tests.
    server = await startServer(path.join(dataDir, "db"), {
      env: { WEB_DIST_DIR: webDir, AUTH_RATE_LIMIT: LIFTED_SIGN_IN_LIMIT, BETTER_AUTH_SECRET: authSecret },
    });
  } catch (error) {
    removeBundle();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide("baseURL", server.url);
  project.provide("webDir", webDir);
  project.provide("authSecret", authSecret);

  return async () => {
    await server.stop();
    removeBundle();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
