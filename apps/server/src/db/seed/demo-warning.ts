import { DEMO_ADMIN } from "@medcamp/contract";
import { inArray } from "drizzle-orm";
import { type Config, isLoopbackOrigin } from "../../config.ts";
import type { Db } from "../client.ts";
import { users } from "../schema/index.ts";
import { DEMO_USERS } from "./demo-users.ts";

const DEMO_EMAILS = DEMO_USERS.map((u) => u.email);

/**
 * The warning a server on a public origin (BASE_URL not localhost, 127.0.0.1 or ::1) logs at every start while the
 * demo accounts, whose passwords the README publishes (and the login page shows the admin's), exist in its database
 * or SEED_DEMO=true may create them. Undefined on a loopback origin, and on a public one without either.
 */
export async function demoAccountsWarning(
  config: Pick<Config, "baseUrl" | "seedDemo">,
  db: Db,
): Promise<string | undefined> {
  if (isLoopbackOrigin(config.baseUrl)) return undefined;
  const present = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS));
  if (present.length === 0 && !config.seedDemo) return undefined;
  const createAdmin = "`npm run create-admin -- --email …` (docs/operations.md)";
  if (present.length === 0) {
    return (
      `SEED_DEMO=true on the public origin ${config.baseUrl}: an empty database gets demo accounts with ` +
      `published passwords (${DEMO_ADMIN.email} is an admin) and the login page shows them. Unset SEED_DEMO and ` +
      `create a real admin with ${createAdmin}.`
    );
  }
  const list = present.map((u) => `${u.email} (${u.role})`).join(", ");
  const serve = config.seedDemo ? "Unset SEED_DEMO, serve" : "Serve";
  return (
    `Demo accounts with published passwords exist on the public origin ${config.baseUrl}: ${list}. ` +
    `Anyone who has read the README can sign in as them. ${serve} this origin from a database without demo data ` +
    `(a fresh DATA_DIR or database) and create its admin with ${createAdmin}.`
  );
}
