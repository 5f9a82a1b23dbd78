// The camp day's database side, for `npm run bench` (bench/camp-day.ts), on the database DATA_DIR or DATABASE_URL
// names (the server must not hold it: run before it starts and after it stops):
//   camp-day-cli.ts prepare <staff per station> [tag] <out.json>
//                                                            the camp, its stations, staff and sessions → CampDaySetup
//   camp-day-cli.ts verify <mealId> <out.json>               what the database holds for that camp → CampDayOutcome
//   camp-day-cli.ts seed-report <mealId> <staffId> <visits> <out.json>
//                                                            complete visits for the camp report → SeededReportFigures
import fs from "node:fs";
import { resolveAuthSecret } from "../auth/secret.ts";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { clinicalSealer } from "../modules/clinic/index.ts";
import { campDayOutcome, prepareCampDay } from "./camp-day-data.ts";
import { seedReportVisits } from "./camp-report-data.ts";

const [command, ...args] = process.argv.slice(2);
// The same configuration the server gets, so the sessions are signed with the secret it will check them with.
const config = loadConfig({ ...process.env, SEED_DEMO: "false" });
const database = await openConfiguredDatabase(config);
try {
  if (command === "prepare") {
    const [perStation, tag, out] = args.length === 3 ? args : [args[0], undefined, args[1]];
    const setup = await prepareCampDay(database.db, {
      secret: resolveAuthSecret(config),
      session: config.session,
      perStation: Number(perStation),
      ...(tag ? { tag } : {}),
    });
    fs.writeFileSync(out!, JSON.stringify(setup));
  } else if (command === "verify") {
    const [mealId, out] = args;
    fs.writeFileSync(out!, JSON.stringify(await campDayOutcome(database.db, mealId!)));
  } else if (command === "seed-report") {
    const [mealId, staffId, visits, out] = args;
    const figures = await seedReportVisits(database.db, clinicalSealer(config), {
      mealId: mealId!,
      staffId: staffId!,
      visits: Number(visits),
    });
    fs.writeFileSync(out!, JSON.stringify(figures));
  } else {
    throw new Error(`camp-day-cli: unknown command ${command ?? "(none)"}; use prepare, verify or seed-report`);
  }
} finally {
  await database.close();
}
