import { DEFAULT_LOCALE, flattenMessages, MESSAGES as ENGLISH, REFUSAL_MESSAGE_IDS } from "@medcamp/contract";
import { currentLocale } from "./active-locale";
import { MESSAGES } from "./messages";

type Message = string | ((...args: unknown[]) => string);

interface Template {
  id: string;
  pattern: RegExp;
}

let texts: Map<string, string> | undefined;
let templates: Template[] | undefined;
const MARK = String.fromCharCode(1);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The catalogue's English texts by text, and its templates as patterns (built once, when first needed). */
function index() {
  if (texts && templates) return { texts, templates };
  texts = new Map();
  templates = [];
  for (const [id, value] of flattenMessages(ENGLISH as never)) {
    if (typeof value === "string") {
      if (!texts.has(value)) texts.set(value, id);
      continue;
    }
    // A template's shape, from the function itself: each argument's place marked. A function with logic (a
    // plural, an optional part) that does not show every argument once is left out.
    const arity = value.length;
    const filled = (value as (...a: string[]) => string)(
      ...Array.from({ length: arity }, (_, i) => `${MARK}${i}${MARK}`),
    );
    const parts = filled.split(new RegExp(`${MARK}(\\d+)${MARK}`));
    const order = parts.filter((_, i) => i % 2 === 1).map(Number);
    const literal = parts.filter((_, i) => i % 2 === 0).join("");
    if (arity === 0 || order.length !== arity || new Set(order).size !== arity || literal.replace(/\W/g, "").length < 4)
      continue;
    const source = parts.map((part, i) => (i % 2 === 1 ? `(?<a${part}>.+?)` : escapeRegExp(part))).join("");
    templates.push({ id, pattern: new RegExp(`^${source}$`, "s") });
  }
  return { texts, templates };
}

function messageAt(id: string): Message | undefined {
  let node: unknown = MESSAGES;
  for (const part of id.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" || typeof node === "function" ? (node as Message) : undefined;
}

/**
 * An English text the server wrote (a notification stored in English, a refusal, a validation detail) in the
 * reader's language: the catalogue's text it is, or the catalogue's template it was made from, filled with the
 * same values. A text the catalogue does not know stays as it is.
 */
export function localizedEnglish(text: string): string {
  if (currentLocale() === DEFAULT_LOCALE || !text) return text;
  const found = index();
  const id = found.texts.get(text);
  if (id) return (messageAt(id) as string | undefined) ?? text;
  for (const template of found.templates) {
    const match = template.pattern.exec(text);
    if (!match?.groups) continue;
    const message = messageAt(template.id);
    if (typeof message !== "function") return text;
    const args = Object.keys(match.groups)
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
      .map((name) => match.groups![name]);
    return message(...args);
  }
  return text;
}

/**
 * What the server refused, in the reader's language (issue 24): the message of the refusal's code, else the
 * English the server sent read back through the catalogue (a validation detail, a refusal that names values).
 */
export function localizedServerText(code: string, serverMessage: string): string {
  if (currentLocale() === DEFAULT_LOCALE) return serverMessage;
  const id = REFUSAL_MESSAGE_IDS[code];
  const byCode = id ? messageAt(id) : undefined;
  return typeof byCode === "string" ? byCode : localizedEnglish(serverMessage);
}
