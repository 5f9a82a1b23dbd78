import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** E-mails match case-insensitively everywhere (the unique index is on lower(email)). */
export const emailMatches = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** Resolves an e-mail (already checked against the session) to the user's id: what services are given. */
export type UserIdByEmail = (email: string) => Promise<string | undefined>;

/** The id of the user with this e-mail, or undefined: the dashboard and payment routes take an e-mail (product.md §7). */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailMatches(email)).limit(1);
  return row?.id;
}
