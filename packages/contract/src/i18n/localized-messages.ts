import type { I18n } from "@lingui/core";
import { MESSAGES } from "../messages.ts";
import { MESSAGE_PARAMS } from "./message-params.ts";

export type MessageCatalog = typeof MESSAGES;
type Leaf = string | ((...args: unknown[]) => string);
type Tree = { readonly [key: string]: Leaf | Tree };

/**
 * MESSAGES, read in the language of the Lingui instance `i18nOf()` returns at the moment of reading: the same shape
 * and call signatures, so code keeps writing `messages.camps.noCampsFound` or `messages.intake.joinTitle(title)`.
 * No instance means English, which is MESSAGES itself (the spec's texts, word for word). A message the language's
 * catalogue lacks falls back to English; catalogue-parity.test.ts keeps every catalogue complete.
 */
export function localizedMessages(i18nOf: () => I18n | undefined): MessageCatalog {
  return mirror(MESSAGES as unknown as Tree, "", i18nOf) as unknown as MessageCatalog;
}

function mirror(tree: Tree, prefix: string, i18nOf: () => I18n | undefined): Tree {
  const out: Record<string, Leaf | Tree> = {};
  for (const [key, english] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof english === "object") {
      out[key] = mirror(english, id, i18nOf);
    } else if (typeof english === "function") {
      const names = MESSAGE_PARAMS[id] ?? [];
      out[key] = (...args: unknown[]) => {
        const i18n = i18nOf();
        if (!i18n || i18n.messages[id] === undefined) return english(...args);
        return i18n._(id, argumentValues(names, args));
      };
    } else {
      Object.defineProperty(out, key, {
        enumerable: true,
        get: () => {
          const i18n = i18nOf();
          return !i18n || i18n.messages[id] === undefined ? english : i18n._(id);
        },
      });
    }
  }
  return Object.freeze(out);
}

/** Positional arguments by their ICU names; a missing optional part (null) reads as ICU `select`'s `undefined`. */
function argumentValues(names: readonly string[], args: readonly unknown[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  names.forEach((name, i) => {
    values[name] = args[i] ?? undefined;
  });
  return values;
}
