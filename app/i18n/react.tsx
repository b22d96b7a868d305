import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { PageMessages } from "./areas.ts";
import type { Lang } from "./config.ts";
import { createTranslator, type Translator } from "./translate.ts";

/** Exported for the islands' server render (islands/island.tsx), which hands it to a nested render. */
export const TranslatorContext = createContext<Translator | null>(null);

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Lang;
  messages: PageMessages;
  children: ReactNode;
}) {
  const translator = useMemo(() => createTranslator(lang, messages), [lang, messages]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The page's translator: `t("nav.fleet")`, `t("footer.rights", { year })`, `tList("list.weekdays")`. */
export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation must be used inside <I18nProvider>");
  return translator;
}
