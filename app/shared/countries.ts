// The country list every form with a phone or nationality field offers (booking driver step, sign-up,
// member profile, contact, fleet request, jobs): one entry per calling-code country, named in the
// page's language, Türkiye first and the rest in that language's alphabetical order.
import type { Lang } from "../i18n/config.ts";
import { phoneCountries } from "./phone.ts";

export type CountryOption = { code: string; dial: string; name: string };

export function countryList(lang: Lang): CountryOption[] {
  const names = new Intl.DisplayNames([lang === "tr" ? "tr" : "en"], { type: "region" });
  const collator = new Intl.Collator(lang === "tr" ? "tr" : "en");
  const list = phoneCountries().map((c) => ({
    code: c.code as string,
    dial: c.dial,
    name: names.of(c.code) ?? c.code,
  }));
  list.sort((a, b) => (a.code === "TR" ? -1 : b.code === "TR" ? 1 : collator.compare(a.name, b.name)));
  return list;
}
