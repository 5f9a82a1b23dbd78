import { createHmac, randomBytes } from "node:crypto";
import type { PackageName } from "@medcamp/contract";
import type { Db } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { TestUser } from "./test-users.ts";

const SESSION_COOKIE = "better-auth.session_token";

/**
 * better-auth's signed session cookie: `<token>.<base64 HMAC-SHA256(secret, token)>`, URI-encoded (better-call's
 * signCookieValue). The server checks it exactly as it checks one it set itself.
 */
export function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `count` signed-in campers holding `badge`, written straight into the user and session tables: concurrency tests need
 * hundreds of distinct campers, and signing each up would spend seconds in password hashing that these tests do not
 * exercise (sign-up itself is tested through the real endpoint elsewhere).
 */
export async function insertSignedInCampers(
  db: Db,
  secret: string,
  count: number,
  badge: PackageName = "Gold",
): Promise<TestUser[]> {
  const run = randomBytes(4).toString("hex");
  const campers = Array.from({ length: count }, (_, i) => ({
    id: `quick-${run}-${i}`,
    name: `Quick Camper ${run} ${i}`,
    email: `quick-${run}-${i}@example.org`,
    token: randomBytes(24).toString("base64url"),
  }));
  await db.insert(users).values(campers.map(({ id, name, email }) => ({ id, name, email, badge })));
  const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
  await db
    .insert(sessions)
    .values(campers.map(({ id, token }) => ({ id: `session-${id}`, token, userId: id, expiresAt })));
  return campers.map(({ id, name, email, token }) => ({ id, name, email, cookie: signedSessionCookie(token, secret) }));
}
