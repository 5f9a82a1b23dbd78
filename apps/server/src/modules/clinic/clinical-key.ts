import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config.ts";
import { createSealer, type Sealer } from "./sealing.ts";

/**
 * The sealer of clinical free text: CLINICAL_DATA_KEY, or for the embedded database one generated once and kept in
 * DATA_DIR beside the auth secret (loadConfig refuses DATABASE_URL without the key: every instance must share it).
 */
export function clinicalSealer(config: Config): Sealer {
  const previous = config.clinicalDataKeysPrevious.map((k) => Buffer.from(k, "base64"));
  return createSealer(Buffer.from(config.clinicalDataKey ?? storedKey(config.dataDir), "base64"), previous);
}

function storedKey(dataDir: string): string {
  const file = path.join(dataDir, "clinical-data-key");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString("base64");
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}
