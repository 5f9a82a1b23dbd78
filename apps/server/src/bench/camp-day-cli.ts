// The camp day's database side, for `npm run bench` (bench/camp-day.ts), on the database DATA_DIR or DATABASE_URL
// names (the server must not hold it: run before it starts and after it stops):
//   camp-day-cli.ts prepare <staff per station> <out.json>   the camp, its stations, staff and sessions → CampDaySetup
//   camp-day-cli.ts verify <mealId> <out.json>               what the database holds for that camp → CampDayOutcome
import fs from "node:fs";
import { resolveAuthSecret } from "../auth/secret.ts";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { campDayOutcome, prepareCampDay } from "./camp-day-data.ts";

const [command, ...args] = process.argv.slice(2);
// The same configuration the server gets, so the sessions are signed with the secret it will check them with.
const config = loadConfig({ ...process.env, SEED_DEMO: "false" });
const database = await openConfiguredDatabase(config);
try {
  if (command === "prepare") {
    const [perStation, out] = args;
    const setup = await prepareCampDay(database.db, {
      secret: resolveAuthSecret(config),
      session: config.session,
      perStation: Number(perStation),
    });
    fs.writeFileSync(out!, JSON.stringify(setup));
  } else if (command === "verify") {
    const [mealId, out] = args;
    fs.writeFileSync(out!, JSON.stringify(await campDayOutcome(database.db, mealId!)));
  } else {
    throw new Error(`camp-day-cli: unknown command ${command ?? "(none)"}; use prepare or verify`);
  }
} finally {
  await database.close();
}
