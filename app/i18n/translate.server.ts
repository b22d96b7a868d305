// Translations for loaders, actions, e-mails and metadata (both catalogs live on the server).
import type { Lang } from "./config.ts";
import { en } from "./messages/en.ts";
import { tr, type Messages } from "./messages/tr.ts";
import { createTranslator, type Translator } from "./translate.ts";

export const catalogs: Record<Lang, Messages> = { tr, en };
const translators: Record<Lang, Translator> = { tr: createTranslator("tr", tr), en: createTranslator("en", en) };

export function serverT(lang: Lang): Translator["t"] {
  return translators[lang].t;
}

export function serverTranslator(lang: Lang): Translator {
  return translators[lang];
}
