/**
 * Writes the English catalogue (locales/en.json) and the function messages' parameter names
 * (src/i18n/message-params.ts) from MESSAGES: `npm run i18n`. english-catalog.test.ts fails when either is stale.
 */
import fs from "node:fs";
import path from "node:path";
import { englishCatalog, paramsModule } from "../src/i18n/english-catalog.ts";

const root = path.resolve(import.meta.dirname, "..");
const { messages, params } = englishCatalog();
fs.writeFileSync(path.join(root, "locales", "en.json"), `${JSON.stringify(messages, null, 2)}\n`);
fs.writeFileSync(path.join(root, "src", "i18n", "message-params.ts"), paramsModule(params));
console.log(`${Object.keys(messages).length} English messages, ${Object.keys(params).length} with parameters`);
