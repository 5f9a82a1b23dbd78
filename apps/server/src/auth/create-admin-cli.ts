// `npm run create-admin -- --email <e-mail> [--name <name>] [--reset-password]`: the first admin of an install
// without the demo seed (docs/operations.md). The password is asked at the terminal without echo, or read from the
// first line of standard input. On the embedded database it takes the DATA_DIR lock like the server, so it refuses
// while a server runs there; on PostgreSQL it runs at any time.
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

async function main(): Promise<number> {
  let args: { email?: string; name?: string; "reset-password"?: boolean; help?: boolean };
  try {
    args = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        "reset-password": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.email === undefined) {
    console.error(`--email is required.\n\n${USAGE}`);
    return 2;
  }
  const input = checkAdminInput({ email: args.email, name: args.name });
  const resetPassword = args["reset-password"] ?? false;
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    // Refuse before asking for a password that would not be used.
    if ((await findUserByEmail(database.db, input.email)) && !resetPassword) throw existingUserError(input.email);
    const password = await readPassword(process.stdin, process.stderr);
    checkAdminPassword(password);
    const result = await createAdmin(database.db, {
      ...input,
      password,
      resetPassword,
      hashCost: config.passwordHashCost,
    });
    if (result.action === "created") {
      console.log(`Created the admin ${input.email}. Sign in at ${config.baseUrl}/auth/login.`);
    } else {
      const role = result.wasAdmin ? "is still an admin" : "is now an admin";
      console.log(`${input.email} ${role} with the new password; ${result.endedSessions} session(s) of theirs ended.`);
    }
  } finally {
    await database.close();
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  const known = [ConfigError, DataDirLockedError, CreateAdminError].some((type) => error instanceof type);
  console.error(known ? (error as Error).message : error);
  process.exitCode = 1;
}
