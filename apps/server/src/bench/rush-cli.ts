// The sell-out rush's database side, for `npm run bench` (bench/sell-out-rush.ts), on the database DATA_DIR or
// DATABASE_URL names (the server must not hold it: run before it starts and after it stops):
//   rush-cli.ts prepare <campers> <seats> <out.json>   the campers, their sessions and the camp → {mealId, cookies}
//   rush-cli.ts verify <mealId> <out.json>             what the database holds for that camp → RushOutcome
import fs from "node:fs";
import { resolveAuthSecret } from "../auth/secret.ts";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { prepareRush, rushOutcome } from "./rush-data.ts";

const [command, ...args] = process.argv.slice(2);
// The same configuration the server gets, so the sessions are signed with the secret it will check them with.
const config = loadConfig({ ...process.env, SEED_DEMO: "false" });
const database = await openConfiguredDatabase(config);
try {
  if (command === "prepare") {
    const [campers, seats, out] = args;
    const setup = await prepareRush(database.db, {
      secret: resolveAuthSecret(config),
      session: config.session,
      campers: Number(campers),
      seats: Number(seats),
    });
    fs.writeFileSync(out!, JSON.stringify(setup));
  } else if (command === "verify") {
    const [mealId, out] = args;
    fs.writeFileSync(out!, JSON.stringify(await rushOutcome(database.db, mealId!)));
  } else {
    throw new Error(`rush-cli: unknown command ${command ?? "(none)"}; use prepare or verify`);
  }
} finally {
  await database.close();
}
