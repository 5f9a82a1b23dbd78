// `npm run clinic:reseal`: after a key rotation (docs/operations.md), re-seals the clinical text sealed with a
// previous key (CLINICAL_DATA_KEYS_PREVIOUS) under CLINICAL_DATA_KEY, so the previous keys can be dropped. It can
// run while the server runs on PostgreSQL; the embedded database's DATA_DIR lock needs the server stopped.
import { ConfigError, loadConfig } from "../../config.ts";
import { openConfiguredDatabase } from "../../db/open.ts";
import { clinicalSealer } from "./clinical-key.ts";
import { resealClinicalData } from "./reseal.ts";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const count = await resealClinicalData(database.db, clinicalSealer(config));
    console.log(`Re-sealed ${count} clinical value(s) under the current key.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
