import { REFUSALS } from "../refusals.ts";
import { flattenMessages } from "./flatten.ts";
import { ICU_BY_HAND } from "./icu-by-hand.ts";

export { flattenMessages };

/** A function message's parameter names, read from its source (`(label, max) => …`). */
export function parameterNames(fn: (...args: never[]) => string): string[] {
  const source = fn.toString();
  const list = /^\s*(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1] ?? "";
  return list
    .split(",")
    .map((p) => p.replace(/[=?:].*$/s, "").trim())
    .filter(Boolean);
}

/** Marks a parameter's place while a template is filled (a character no message contains). */
const MARK = String.fromCharCode(1);

/** ICU text for literal text: braces quoted, an apostrophe doubled where ICU would read it as a quote. */
function escapeIcu(text: string): string {
  return text.replace(/'(?=[{}#|'])/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`);
}

/**
 * The English catalogue (ICU MessageFormat, ids = dotted keys), written from MESSAGES: strings as they are,
 * template functions with their parameters as `{name}` arguments, and the few functions with logic (plurals,
 * optional parts) from ICU_BY_HAND. english-catalog.test.ts formats every entry back and compares it with MESSAGES.
 */
export function englishCatalog(): { messages: Record<string, string>; params: Record<string, string[]> } {
  const messages: Record<string, string> = {};
  const params: Record<string, string[]> = {};
  for (const [id, value] of flattenMessages()) {
    if (typeof value === "string") {
      messages[id] = escapeIcu(value);
      continue;
    }
    const names = parameterNames(value);
    params[id] = names;
    const byHand = ICU_BY_HAND[id];
    if (byHand) {
      messages[id] = byHand;
      continue;
    }
    const marks = names.map((_, i) => `${MARK}${i}${MARK}`);
    const filled = (value as (...args: string[]) => string)(...marks);
    messages[id] = escapeIcu(filled).replace(
      new RegExp(`${MARK}(\\d+)${MARK}`, "g"),
      (_, i: string) => `{${names[Number(i)]}}`,
    );
  }
  return { messages, params };
}

/**
 * Each refusal code whose message is one of MESSAGES' texts, with that text's id: the web shows a refusal from its
 * code in the reader's language. (A refusal whose message names values of the request keeps the server's words.)
 */
export function refusalMessageIds(): Record<string, string> {
  const idOfText = new Map<string, string>();
  for (const [id, value] of flattenMessages())
    if (typeof value === "string" && !idOfText.has(value)) idOfText.set(value, id);
  const ids: Record<string, string> = {};
  for (const [code, refusal] of Object.entries(REFUSALS)) {
    const id = typeof refusal.message === "string" ? idOfText.get(refusal.message) : undefined;
    if (id) ids[code] = id;
  }
  return ids;
}

/** The source of src/i18n/message-params.ts. */
export function paramsModule(
  params: Record<string, string[]>,
  refusals: Record<string, string> = refusalMessageIds(),
): string {
  const rows = Object.entries(params).map(([id, names]) => `  "${id}": [${names.map((n) => `"${n}"`).join(", ")}],`);
  const refusalRows = Object.entries(refusals).map(([code, id]) => `  ${code}: "${id}",`);
  return [
    "// Written by `npm run i18n` from MESSAGES and REFUSALS. Do not edit by hand.",
    "",
    "/** Each function message's parameter names, in order, as its ICU arguments are named in the catalogues. */",
    "export const MESSAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {",
    ...rows,
    "};",
    "",
    "/** The message id of each refusal code whose text is a message of the catalogue. */",
    "export const REFUSAL_MESSAGE_IDS: Readonly<Record<string, string>> = {",
    ...refusalRows,
    "};",
    "",
  ].join("\n");
}
