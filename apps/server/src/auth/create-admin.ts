import { randomUUID } from "node:crypto";
import readline from "node:readline";
import { Writable } from "node:stream";
import { authEmailSchema, passwordSchema, personNameSchema, refusalMessage } from "@medcamp/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { accounts, sessions, users } from "../db/schema/index.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { hashPassword } from "./password.ts";

/** A refusal of `npm run create-admin`, with the sentence to print. */
export class CreateAdminError extends Error {}

export const DEFAULT_ADMIN_NAME = "Administrator";

function firstMessage(result: { success: false; error: { issues: Array<{ message: string }> } }): string {
  return result.error.issues[0]?.message ?? "invalid";
}

/** The register form's rules for the e-mail and name; the e-mail lower-cased, as better-auth stores and finds it. */
export function checkAdminInput(input: { email: string; name: string | undefined }): {
  email: string;
  name: string | undefined;
} {
  const email = authEmailSchema.safeParse(input.email);
  if (!email.success) throw new CreateAdminError(`--email: ${firstMessage(email)}`);
  if (input.name === undefined) return { email: email.data.toLowerCase(), name: undefined };
  const name = personNameSchema.safeParse(input.name);
  if (!name.success) throw new CreateAdminError(`--name: ${firstMessage(name)}`);
  return { email: email.data.toLowerCase(), name: name.data };
}

/** The product's password rule (the contract's schema, with its message). */
export function checkAdminPassword(password: string): void {
  const result = passwordSchema.safeParse(password);
  if (!result.success) throw new CreateAdminError(firstMessage(result));
  if (isCommonPassword(password)) throw new CreateAdminError(refusalMessage("PASSWORD_TOO_COMMON"));
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; role: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The refusal for an e-mail that has a user already (the CLI says it before asking for a password). */
export function existingUserError(email: string): CreateAdminError {
  return new CreateAdminError(
    `A user with the e-mail ${email} exists already. Run again with --reset-password to make them an admin ` +
      "and set a new password (their sessions end).",
  );
}

export type CreateAdminResult =
  { action: "created"; userId: string } | { action: "reset"; userId: string; wasAdmin: boolean; endedSessions: number };

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates an admin who signs in with e-mail and password: a better-auth user (role admin, e-mail verified, as the
 * operator vouches for it) and its credential account with the scrypt hash better-auth verifies. An e-mail that
 * already has a user is refused, unless `resetPassword`: then that user becomes an admin, gets this password (a
 * credential account is added if they only had Google), keeps their data, and every session of theirs ends.
 */
export async function createAdmin(
  db: Db,
  input: {
    email: string;
    name?: string | undefined;
    password: string;
    resetPassword?: boolean;
    /** scrypt's cost (the server's PASSWORD_HASH_COST); the default otherwise. */
    hashCost?: number;
  },
): Promise<CreateAdminResult> {
  const { email, name } = checkAdminInput({ email: input.email, name: input.name });
  checkAdminPassword(input.password);
  const existing = await findUserByEmail(db, email);
  if (existing && !input.resetPassword) throw existingUserError(email);
  const hash = await hashPassword(input.password, undefined, input.hashCost);
  if (!existing) {
    const id = randomUUID();
    try {
      await db.transaction(async (tx) => {
        await tx
          .insert(users)
          .values({ id, name: name ?? DEFAULT_ADMIN_NAME, email, emailVerified: true, image: null, role: "admin" });
        await tx
          .insert(accounts)
          .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new CreateAdminError(
        `A user with the e-mail ${email} signed up meanwhile. Run again with --reset-password to make them an admin.`,
      );
    }
    return { action: "created", userId: id };
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({ role: "admin", updatedAt: now, ...(name === undefined ? {} : { name }) })
      .where(eq(users.id, existing.id));
    const updated = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")))
      .returning({ id: accounts.id });
    if (updated.length === 0) {
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: existing.id,
        providerId: "credential",
        userId: existing.id,
        password: hash,
      });
    }
    const ended = await tx.delete(sessions).where(eq(sessions.userId, existing.id)).returning({ id: sessions.id });
    return {
      action: "reset" as const,
      userId: existing.id,
      wasAdmin: existing.role === "admin",
      endedSessions: ended.length,
    };
  });
}

type PasswordInput = NodeJS.ReadableStream & { isTTY?: boolean };

/** One line typed at the terminal, not echoed (readline writes its echo into a stream that drops it). */
async function askHidden(input: PasswordInput, prompt: NodeJS.WritableStream, question: string): Promise<string> {
  prompt.write(question);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = readline.createInterface({ input, output: muted, terminal: true });
  try {
    return await new Promise<string>((resolve, reject) => {
      rl.once("line", resolve);
      rl.once("SIGINT", () => reject(new CreateAdminError("Cancelled.")));
      rl.once("close", () => reject(new CreateAdminError("No password given.")));
    });
  } finally {
    rl.close();
    prompt.write("\n");
  }
}

/** The first line of a piped standard input, without its line ending. */
async function firstLine(input: PasswordInput): Promise<string> {
  const rl = readline.createInterface({ input, terminal: false, crlfDelay: Infinity });
  try {
    for await (const line of rl) return line;
  } finally {
    rl.close();
  }
  throw new CreateAdminError("No password on standard input: pipe it in as the first line.");
}

/**
 * The new admin's password: asked twice at a terminal without echo (the prompts go to `prompt`, so standard output
 * stays clean), or read from the first line of standard input when that is not a terminal. Never from an argument
 * or the environment, which other users and shell histories can read.
 */
export async function readPassword(input: PasswordInput, prompt: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  const password = await askHidden(input, prompt, "Password for the new admin: ");
  const again = await askHidden(input, prompt, "The same password again: ");
  if (password !== again) throw new CreateAdminError("The two passwords differ; nothing was changed.");
  return password;
}
