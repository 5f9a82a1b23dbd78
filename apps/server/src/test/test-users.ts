import type { PackageName } from "@medcamp/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { TEST_BASE_URL } from "./test-app.ts";

export const TEST_PASSWORD = "CampTest1";

export interface TestUser {
  id: string;
  email: string;
  name: string;
  cookie: string;
}

// Each test process starts at a random place in 10.0.0.0/8: rate-limit counters kept in Redis outlive a process,
// and another run (the PostgreSQL pass, a developer's run beside CI) must not find its addresses already counted.
let counter = Math.floor(Math.random() * 2 ** 24);

/** A distinct client address per call, so sign-up rate limits (per IP) do not interfere between tests. */
export function freshIp(): string {
  counter = (counter + 1) % 2 ** 24;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(";")[0]).join("; ");
}

/** Signs a new user up through the real /api/auth endpoint and returns their session cookie. */
export async function signUp(
  app: FastifyInstance,
  opts: { name?: string; email?: string; role?: "admin"; badge?: PackageName; db?: Db } = {},
): Promise<TestUser> {
  const email = opts.email ?? `camper-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const name = opts.name ?? `Camper ${email.split("@")[0]}`;
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: TEST_BASE_URL },
    remoteAddress: freshIp(),
    payload: { email, password: TEST_PASSWORD, name, image: "https://example.org/photo.png" },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { user: { id: string } }).user.id;
  if (opts.role || opts.badge) {
    if (!opts.db) throw new Error("signUp with a role or badge needs the db");
    await opts.db
      .update(users)
      .set({ role: opts.role ?? "student", badge: opts.badge ?? null })
      .where(eq(users.id, id));
  }
  return { id, email, name, cookie: sessionCookie(res.headers["set-cookie"]) };
}

/** `app.inject` as this user (or anonymously with `null`), with the Origin better-auth expects. */
export function injectAs(app: FastifyInstance, user: TestUser | null, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { origin: TEST_BASE_URL, ...(user ? { cookie: user.cookie } : {}), ...options.headers },
  });
}

/** Signs an existing user (e.g. a seeded demo user) in through the real endpoint. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TestUser> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_BASE_URL },
    remoteAddress: freshIp(),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { user: { id: string; name: string } };
  return { id: body.user.id, email, name: body.user.name, cookie: sessionCookie(res.headers["set-cookie"]) };
}
