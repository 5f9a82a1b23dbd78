import { REFUSAL_MESSAGE_IDS } from "@medcamp/contract";
import { englishMessages, MESSAGES } from "./messages";

type Message = string | ((...args: unknown[]) => string);

interface Template {
  id: string;
  pattern: RegExp;
}

const MARK = String.fromCharCode(1);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let indexed: { size: number; texts: Map<string, string>; templates: Template[] } | undefined;

/**
 * The loaded English texts by text, and its templates as patterns: built when first needed, and again once more of
 * the catalogue's parts have loaded.
 */
function index() {
  const english = englishMessages();
  if (indexed?.size === english.size) return indexed;
  const texts = new Map<string, string>();
  const templates: Template[] = [];
  for (const [id, value] of english) {
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
  indexed = { size: english.size, texts, templates };
  return indexed;
}

function messageAt(id: string): Message | undefined {
  let node: unknown = MESSAGES;
  for (const part of id.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" || typeof node === "function" ? (node as Message) : undefined;
}

/**
 * An English text the server wrote, in the language being read: the catalogue's text it is, or the catalogue's
 * template it was made from, filled with the same values. A text the loaded catalogue does not know stays as it is.
 */
export function englishReadBack(text: string, readValue: (value: string) => string = (value) => value): string {
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
      .map((name) => readValue(match.groups![name]!));
    return message(...args);
  }
  return text;
}

/**
 * Refusals whose value is a list of the catalogue's own texts joined with commas (REFERRAL_INCOMPLETE names the
 * missing essential items): each is read back too, so the whole sentence is in the language being read.
 */
const LISTS_OF_TEXTS = new Set(["REFERRAL_INCOMPLETE"]);

/** Each of a comma-joined list of English texts in the language being read (one the catalogue lacks stays). */
function listOfTexts(value: string): string {
  const { texts } = index();
  return value
    .split(", ")
    .map((part) => {
      const id = texts.get(part);
      const message = id ? messageAt(id) : undefined;
      return typeof message === "string" ? message : part;
    })
    .join(", ");
}

/** A refusal in the language being read: its code's message, else the server's English read back. */
export function refusalReadBack(code: string, serverMessage: string): string {
  const id = REFUSAL_MESSAGE_IDS[code];
  const byCode = id ? messageAt(id) : undefined;
  if (typeof byCode === "string") return byCode;
  return englishReadBack(serverMessage, LISTS_OF_TEXTS.has(code) ? listOfTexts : undefined);
}
