import type { MessageCatalog, MessageTree } from "@medcamp/contract";
import { texts as mainTexts } from "virtual:english-catalog/main";

type Leaf = string | ((...args: never[]) => string);
type Node = Record<string, unknown>;

/** Reads a message in a language other than English (./translation.ts, loaded with the first such language). */
export interface Translator {
  /** The text in the language being read; undefined in English or when its catalogue lacks it. */
  text(id: string): string | undefined;
  /** A function message's text for these arguments, likewise. */
  format(id: string, args: readonly unknown[]): string | undefined;
  /** An English text the server wrote, in the language being read (server-text.ts). */
  englishText(text: string): string;
  /** What the server refused (its code and English message), in the language being read. */
  serverText(code: string, message: string): string;
}

let translator: Translator | undefined;

export function setTranslator(next: Translator): void {
  translator = next;
}

export const activeTranslator = (): Translator | undefined => translator;

const english = new Map<string, Leaf>();
const root: Node = {};

/**
 * The product's texts in the language being read (ADR 022): the contract's MESSAGES, same shape, each text read at
 * render time. English comes in parts (the contract's catalogPart): `main` with the app, the others with the screens
 * that show them (active-locale.ts). Read it inside components and functions, never into a module-level constant
 * (that would keep one language); a namespace object may be kept, its texts are read anew each time.
 */
export const MESSAGES = root as unknown as MessageCatalog;

/** Adds a part's English texts to MESSAGES. */
export function addEnglishTexts(tree: MessageTree, into: Node = root, prefix = ""): void {
  for (const [key, message] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof message === "object") {
      addEnglishTexts(message, (into[key] ??= {}) as Node, id);
      continue;
    }
    english.set(id, message);
    if (typeof message === "function") {
      into[key] = (...args: never[]) => translator?.format(id, args) ?? message(...args);
    } else {
      Object.defineProperty(into, key, { enumerable: true, get: () => translator?.text(id) ?? message });
    }
  }
}

/**
 * The texts as `reader` reads them rather than the language being read (the visit summary, in the person's
 * language): a tree of the English messages loaded so far, each read through `reader` and English where it has none.
 */
export function messagesReadBy(reader: Pick<Translator, "text" | "format">): MessageCatalog {
  const tree: Node = {};
  for (const [id, message] of english) {
    const path = id.split(".");
    const key = path.pop()!;
    let into = tree;
    for (const step of path) into = (into[step] ??= {}) as Node;
    if (typeof message === "function") {
      into[key] = (...args: never[]) => reader.format(id, args) ?? message(...args);
    } else {
      Object.defineProperty(into, key, { enumerable: true, get: () => reader.text(id) ?? message });
    }
  }
  return tree as unknown as MessageCatalog;
}

/** The English messages loaded so far, by id. */
export const englishMessages = (): ReadonlyMap<string, Leaf> => english;

addEnglishTexts(mainTexts);
