import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import {
  checkAdminInput,
  checkAdminPassword,
  createAdmin,
  CreateAdminError,
  existingUserError,
  findUserByEmail,
  readPassword,
} from "./create-admin.ts";

const USAGE = `Usage: npm run create-admin -- --email <e-mail> [--name <name>] [--reset-password]

Creates an admin who signs in with this e-mail and a password, in the database the server's environment names
(DATA_DIR, or DATABASE_URL). The password is asked twice at a terminal, or read from the first line of standard
input: printf '%s\\n' "$PASSWORD" | npm run create-admin -- --email admin@example.org

  --email <e-mail>    the admin's e-mail (required)
  --name <name>       the name shown in the app (default: Administrator)
  --reset-password    when a user has this e-mail already: make them an admin, set the password, end their sessions`;

/** Where the command reads and writes: the process's own in `create-admin-cli.ts`, stand-ins in tests. */
export interface CommandIo {
  env: Record<string, string | undefined>;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where the password prompts go (standard error), so standard output stays clean. */
  prompt: NodeJS.WritableStream;
  console: Pick<Console, "log" | "error">;
}

async function run(args: string[], io: CommandIo): Promise<number> {
  let options: { email?: string; name?: string; "reset-password"?: boolean; help?: boolean };
  try {
    options = parseArgs({
      args,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        "reset-password": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    io.console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    io.console.log(USAGE);
    return 0;
  }
  if (options.email === undefined) {
    io.console.error(`--email is required.\n\n${USAGE}`);
    return 2;
  }
  const input = checkAdminInput({ email: options.email, name: options.name });
  const resetPassword = options["reset-password"] ?? false;
  const config = loadConfig(io.env);
  const database = await openConfiguredDatabase(config);
  try {
    // Refuse before asking for a password that would not be used.
    if ((await findUserByEmail(database.db, input.email)) && !resetPassword) throw existingUserError(input.email);
    const password = await readPassword(io.stdin, io.prompt);
    checkAdminPassword(password);
    const result = await createAdmin(database.db, {
      ...input,
      password,
      resetPassword,
      hashCost: config.passwordHashCost,
    });
    if (result.action === "created") {
      io.console.log(`Created the admin ${input.email}. Sign in at ${config.baseUrl}/auth/login.`);
    } else {
      const role = result.wasAdmin ? "is still an admin" : "is now an admin";
      io.console.log(
        `${input.email} ${role} with the new password; ${result.endedSessions} session(s) of theirs ended.`,
      );
    }
  } finally {
    await database.close();
  }
  return 0;
}

/**
 * `npm run create-admin` with these arguments: answers its exit code (0 done, 1 refused or failed, 2 a usage
 * error), having said why on `io.console`.
 */
export async function runCreateAdminCommand(args: string[], io: CommandIo): Promise<number> {
  try {
    return await run(args, io);
  } catch (error) {
    const known = [ConfigError, DataDirLockedError, CreateAdminError].some((type) => error instanceof type);
    io.console.error(known ? (error as Error).message : error);
    return 1;
  }
}
