// Message lookup with {{name}} interpolation: one implementation for server and browser.
// (i18next was dropped from the client to keep the home page under its JavaScript budget;
// see docs/decisions/0008-own-translator.md.)
import type { PageMessages } from "./areas.ts";
import type { Lang } from "./config.ts";
import type { Messages } from "./messages/tr.ts";

type Join<P extends string, K extends string> = P extends "" ? K : `${P}.${K}`;

/** Every dot path of the catalog that leads to a text. */
export type MessageKey<T = Messages, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? Join<P, K>
    : T[K] extends readonly unknown[]
      ? never
      : MessageKey<T[K], Join<P, K>>;
}[keyof T & string];

/** Every dot path of the catalog that leads to a list of texts. */
export type ListKey<T = Messages, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends readonly string[]
      ? Join<P, K>
      : ListKey<T[K], Join<P, K>>;
}[keyof T & string];

export type Vars = Record<string, string | number>;

function lookup(messages: PageMessages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export interface Translator {
  lang: Lang;
  t: (key: MessageKey, vars?: Vars) => string;
  tList: (key: ListKey) => string[];
}

/** Pages get only their message areas (app/i18n/areas.ts): a key of a missing area answers with itself. */
export function createTranslator(lang: Lang, messages: PageMessages): Translator {
  return {
    lang,
    t: (key, vars) => {
      const value = lookup(messages, key);
      return typeof value === "string" ? interpolate(value, vars) : key;
    },
    tList: (key) => {
      const value = lookup(messages, key);
      return Array.isArray(value) ? value.map(String) : [];
    },
  };
}
