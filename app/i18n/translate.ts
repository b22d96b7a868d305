// Message lookup with {{name}} interpolation and plural messages: one implementation for server
// and browser. (i18next was dropped from the client to keep the home page under its JavaScript
// budget; see docs/decisions/0008-own-translator.md and 0026-plural-messages-and-missing-keys.md.)
import type { PageMessages } from "./areas.ts";
import { locales, type Lang } from "./config.ts";
import type { Messages } from "./messages/tr.ts";
import { isPlural, pluralForm, type Plural } from "./plural.ts";

type Join<P extends string, K extends string> = P extends "" ? K : `${P}.${K}`;

/** Every dot path of the catalog that leads to a text. */
export type MessageKey<T = Messages, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? Join<P, K>
    : T[K] extends Plural
      ? never
      : T[K] extends readonly unknown[]
        ? never
        : MessageKey<T[K], Join<P, K>>;
}[keyof T & string];

/** Every dot path of the catalog that leads to a plural message (translated with a `count`). */
export type PluralKey<T = Messages, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends Plural
      ? Join<P, K>
      : T[K] extends readonly unknown[]
        ? never
        : PluralKey<T[K], Join<P, K>>;
}[keyof T & string];

/** Every dot path of the catalog that leads to a list of texts. */
export type ListKey<T = Messages, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends Plural
      ? never
      : T[K] extends readonly string[]
        ? Join<P, K>
        : ListKey<T[K], Join<P, K>>;
}[keyof T & string];

export type Vars = Record<string, string | number>;

/** `t("nav.fleet")`, `t("footer.rights", { year })`, and for plural messages `t("receipts.days", { count })`. */
export interface Translate {
  (key: MessageKey, vars?: Vars): string;
  (key: PluralKey, vars: Vars & { count: number }): string;
}

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
  t: Translate;
  tList: (key: ListKey) => string[];
}

/** Where a translation problem (a missing key, a plural without a count) is reported. */
export type ReportProblem = (message: string) => void;

const logError: ReportProblem = (message) => console.error(message);

/**
 * Pages get only their message areas (app/i18n/areas.ts). A key that is not there (a missing
 * area or text) is logged as an error and answers with itself, so the page still renders.
 */
// One PluralRules per language: a translator is made for every request (decision 0059).
const pluralRules = new Map<Lang, Intl.PluralRules>();

function rulesFor(lang: Lang): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(locales[lang]);
    pluralRules.set(lang, rules);
  }
  return rules;
}

export function createTranslator(lang: Lang, messages: PageMessages, report: ReportProblem = logError): Translator {
  const rules = rulesFor(lang);
  const t = (key: string, vars?: Vars): string => {
    const value = lookup(messages, key);
    if (typeof value === "string") return interpolate(value, vars);
    if (isPlural(value)) {
      const count = vars?.count;
      if (typeof count === "number") return interpolate(pluralForm(value, rules, count), vars);
      report(`i18n: plural message "${key}" (${lang}) needs a numeric count`);
      return interpolate(value.other, vars);
    }
    report(`i18n: missing message "${key}" (${lang})`);
    return key;
  };
  return {
    lang,
    t: t as Translate,
    tList: (key) => {
      const value = lookup(messages, key);
      if (Array.isArray(value)) return value.map(String);
      report(`i18n: missing list "${key}" (${lang})`);
      return [];
    },
  };
}
