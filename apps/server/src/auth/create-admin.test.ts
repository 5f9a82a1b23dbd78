import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Console } from "node:console";
import { PassThrough, Writable } from "node:stream";
import { DEMO_ADMIN, MESSAGES } from "@medcamp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openPostgres } from "../db/client.ts";
import { accounts, sessions, users } from "../db/schema/index.ts";
import { freePort, runCreateAdmin, startMain } from "../test/main-process.ts";
import { createEmptyTestDatabase, dropTestDatabase } from "../test/postgres-test-database.ts";
import { createTestApp, TEST_HASH_COST, testConfig, type TestApp } from "../test/test-app.ts";
import { injectAs, signIn, signUp, TEST_PASSWORD } from "../test/test-users.ts";
import { createAdmin, CreateAdminError, readPassword } from "./create-admin.ts";
import { runCreateAdminCommand } from "./create-admin-command.ts";

const PASSWORD = "Harbour7Lights";
/** scrypt at the suite's cost (ADR 024): what is tested here is who becomes an admin, not the hashing. */
const hashCost = TEST_HASH_COST;

describe("createAdmin", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("creates an admin who signs in through the real sign-in endpoint and is an admin", async () => {
    const result = await createAdmin(t.database.db, { email: "Chief@Example.org", password: PASSWORD, hashCost });
    expect(result.action).toBe("created");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, result.userId));
    // Stored lower-cased, as better-auth stores and looks e-mails up.
    expect(row).toMatchObject({
      email: "chief@example.org",
      role: "admin",
      name: "Administrator",
      emailVerified: true,
    });
    const admin = await signIn(t.app, "CHIEF@example.org", PASSWORD);
    expect((await injectAs(t.app, admin, { method: "GET", url: "/api/is-admin" })).json()).toEqual({ isAdmin: true });
    const session = await injectAs(t.app, admin, { method: "GET", url: "/api/auth/get-session" });
    expect(session.json()).toMatchObject({ user: { email: "chief@example.org", role: "admin" } });
    expect((await injectAs(t.app, admin, { method: "GET", url: "/api/users" })).statusCode).toBe(200);
  });

  it("refuses a password that breaks the product's rule, with the rule's message, and creates nothing", async () => {
    for (const weak of ["short", "alllowercase1", "ALLUPPER1", ""]) {
      const attempt = createAdmin(t.database.db, { email: "weak@example.org", password: weak });
      await expect(attempt).rejects.toThrow(CreateAdminError);
      await expect(attempt).rejects.toThrow(weak === "" ? MESSAGES.auth.passwordRequired : MESSAGES.auth.passwordRule);
    }
    expect(await t.database.db.$count(users, eq(users.email, "weak@example.org"))).toBe(0);
  });

  it("refuses one of the 10,000 most common passwords, whatever its case", async () => {
    const attempt = createAdmin(t.database.db, { email: "common@example.org", password: "Password1" });
    await expect(attempt).rejects.toThrow(MESSAGES.auth.passwordTooCommon);
    expect(await t.database.db.$count(users, eq(users.email, "common@example.org"))).toBe(0);
  });

  it("refuses a bad e-mail or name with the register form's messages", async () => {
    await expect(createAdmin(t.database.db, { email: "not-an-email", password: PASSWORD })).rejects.toThrow(
      MESSAGES.auth.emailInvalid,
    );
    await expect(
      createAdmin(t.database.db, { email: "named@example.org", name: "x".repeat(101), password: PASSWORD }),
    ).rejects.toThrow(MESSAGES.auth.nameTooLong);
  });

  it("refuses an e-mail that has a user already, changing nothing", async () => {
    const camper = await signUp(t.app);
    await expect(createAdmin(t.database.db, { email: camper.email, password: PASSWORD })).rejects.toThrow(
      /exists already.*--reset-password/,
    );
    expect((await injectAs(t.app, camper, { method: "GET", url: "/api/is-admin" })).json()).toEqual({
      isAdmin: false,
    });
    await signIn(t.app, camper.email, TEST_PASSWORD);
  });

  it("with resetPassword makes an existing user an admin, sets the password and ends their sessions", async () => {
    const camper = await signUp(t.app, { name: "Keeps Her Name" });
    const result = await createAdmin(t.database.db, {
      email: camper.email.toUpperCase(),
      password: PASSWORD,
      resetPassword: true,
      hashCost,
    });
    expect(result).toEqual({ action: "reset", userId: camper.id, wasAdmin: false, endedSessions: 1 });
    expect((await injectAs(t.app, camper, { method: "GET", url: "/api/is-admin" })).statusCode).toBe(401);
    await expect(signIn(t.app, camper.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    const admin = await signIn(t.app, camper.email, PASSWORD);
    expect(admin.id).toBe(camper.id);
    expect(admin.name).toBe("Keeps Her Name");
    expect((await injectAs(t.app, admin, { method: "GET", url: "/api/is-admin" })).json()).toEqual({ isAdmin: true });
  });

  it("with resetPassword gives a user without a password (Google only) a credential account", async () => {
    const camper = await signUp(t.app);
    await t.database.db.delete(accounts).where(eq(accounts.userId, camper.id));
    await t.database.db.delete(sessions).where(eq(sessions.userId, camper.id));
    await createAdmin(t.database.db, { email: camper.email, password: PASSWORD, resetPassword: true, hashCost });
    await signIn(t.app, camper.email, PASSWORD);
  });
});

/** A stand-in terminal: what readline reads from, what it writes to. */
function fakeTerminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true });
  const output = new PassThrough();
  let shown = "";
  output.on("data", (chunk: Buffer) => (shown += chunk.toString()));
  return { input, output, shown: () => shown };
}

describe("reading the password", () => {
  it("asks twice at a terminal and echoes nothing of it", async () => {
    const terminal = fakeTerminal();
    const read = readPassword(terminal.input, terminal.output);
    terminal.input.write(`${PASSWORD}\r`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    terminal.input.write(`${PASSWORD}\r`);
    expect(await read).toBe(PASSWORD);
    expect(terminal.shown()).toContain("Password for the new admin: ");
    expect(terminal.shown()).toContain("The same password again: ");
    expect(terminal.shown()).not.toContain(PASSWORD);
  });

  it("refuses two different passwords at a terminal", async () => {
    const terminal = fakeTerminal();
    const read = readPassword(terminal.input, terminal.output);
    terminal.input.write(`${PASSWORD}\r`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    terminal.input.write("Another1\r");
    await expect(read).rejects.toThrow("The two passwords differ");
  });

  it("reads the first line of a piped standard input, without its line ending", async () => {
    for (const piped of [`${PASSWORD}\n`, `${PASSWORD}\r\nsecond line\n`, PASSWORD]) {
      const input = new PassThrough();
      input.end(piped);
      expect(await readPassword(input, new PassThrough())).toBe(PASSWORD);
    }
    const empty = new PassThrough();
    empty.end("");
    await expect(readPassword(empty, new PassThrough())).rejects.toThrow("No password on standard input");
  });
});

/**
 * The command run in this process, as `create-admin-cli.ts` runs it: its exit code and what it printed. Only the
 * first run below starts the real script; the refusals need no process of their own to prove what they say.
 */
async function createAdminHere(args: string[], env: Record<string, string>, stdin: string) {
  const printed = { stdout: "", stderr: "" };
  const sink = (key: keyof typeof printed) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        printed[key] += chunk.toString();
        done();
      },
    });
  const [stdout, stderr] = [sink("stdout"), sink("stderr")];
  const input = new PassThrough();
  input.end(stdin);
  const code = await runCreateAdminCommand(args, {
    env,
    stdin: input,
    prompt: stderr,
    console: new Console(stdout, stderr),
  });
  return { code, ...printed };
}

describe("npm run create-admin on the embedded database", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-create-admin-"));
  const dataDir = path.join(tmp, "data");
  const env = { DATA_DIR: dataDir, PASSWORD_HASH_COST: String(TEST_HASH_COST) };
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("creates the first admin of a fresh directory, who then signs in on the server started there", async () => {
    const created = await runCreateAdmin(
      ["--email", "first@example.org", "--name", "First Admin"],
      env,
      `${PASSWORD}\n`,
    );
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Created the admin first@example.org");
    expect(created.code).toBe(0);

    const weak = await createAdminHere(["--email", "second@example.org"], env, "weakpass\n");
    expect(weak.code).toBe(1);
    expect(weak.stderr.trim()).toBe(MESSAGES.auth.passwordRule);
    const again = await createAdminHere(["--email", "first@example.org"], env, `${PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists already");
    const usage = await createAdminHere(["--mail", "x@example.org"], env, "");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run create-admin");

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = startMain({ ...env, PORT: String(port), HOST: "127.0.0.1", BASE_URL: origin });
    try {
      await server.waitFor(/MedCamp is serving/);
      const signInAs = (email: string, password: string) =>
        fetch(`${origin}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { origin, "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        });
      const res = await signInAs("first@example.org", PASSWORD);
      expect(res.status).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const isAdmin = await fetch(`${origin}/api/is-admin`, { headers: { cookie } });
      expect(await isAdmin.json()).toEqual({ isAdmin: true });
      const session = await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } });
      expect(await session.json()).toMatchObject({ user: { name: "First Admin", role: "admin" } });
      // The directory was not empty, so even on localhost the demo seed left it alone.
      expect((await signInAs(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);

      // While the server holds the directory, the command refuses and creates nothing.
      const refused = await createAdminHere(["--email", "late@example.org"], env, `${PASSWORD}\n`);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("is in use by another MedCamp server");
      expect((await signInAs("late@example.org", PASSWORD)).status).toBe(401);
    } finally {
      await server.stop();
    }
  }, 180_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("npm run create-admin on PostgreSQL", () => {
  let name: string;
  let url: string;
  beforeAll(async () => {
    ({ name, url } = await createEmptyTestDatabase(adminUrl!, "medcamp_create_admin"));
  });
  afterAll(() => dropTestDatabase(adminUrl!, name));

  it("creates an admin while a server is using the database, who signs in on that server", async () => {
    const database = openPostgres(url, 2);
    await database.migrate();
    const app = await buildApp(testConfig({ DATABASE_URL: url }), { database });
    try {
      await app.ready();
      const created = await runCreateAdmin(
        ["--email", "pg-admin@example.org"],
        {
          DATABASE_URL: url,
          BETTER_AUTH_SECRET: "create-admin-test-secret-0123456789abcdef",
          CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
          PASSWORD_HASH_COST: String(TEST_HASH_COST),
        },
        `${PASSWORD}\n`,
      );
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      const admin = await signIn(app, "pg-admin@example.org", PASSWORD);
      expect((await injectAs(app, admin, { method: "GET", url: "/api/is-admin" })).json()).toEqual({ isAdmin: true });
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
