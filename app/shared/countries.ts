// The country list every form with a phone or nationality field offers (booking driver step, sign-up,
// member profile, contact, fleet request, jobs): one entry per calling-code country, named in the
// page's language, Türkiye first and the rest in that language's alphabetical order.
import type { Lang } from "#app/i18n/config.ts";
import { type CountryCode, getExampleNumber } from "libphonenumber-js";
import mobileExamples from "libphonenumber-js/mobile/examples";
import { phoneCountries } from "./phone.ts";

/** `example`: a mobile number of that country as its people write it ("01512 3456789" in Germany). */
export type CountryOption = { code: string; dial: string; name: string; example: string };

/** A mobile number of the country in its national format ("0501 234 56 78", "01512 3456789"), or "". */
export function phoneExample(code: CountryCode): string {
  return getExampleNumber(code, mobileExamples)?.formatNational() ?? "";
}

export function countryList(lang: Lang): CountryOption[] {
  const names = new Intl.DisplayNames([lang === "tr" ? "tr" : "en"], { type: "region" });
  const collator = new Intl.Collator(lang === "tr" ? "tr" : "en");
  const list = phoneCountries().map((c) => ({
    code: c.code as string,
    dial: c.dial,
    name: names.of(c.code) ?? c.code,
    example: phoneExample(c.code),
  }));
  list.sort((a, b) => (a.code === "TR" ? -1 : b.code === "TR" ? 1 : collator.compare(a.name, b.name)));
  return list;
}
