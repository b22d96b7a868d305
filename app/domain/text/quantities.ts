import type { Lang } from "#app/i18n/config.ts";

/** A whole number with the language's thousands separator: "12.345" in Turkish, "12,345" in English. */
export function formatWhole(value: number, lang: Lang): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
  const digits = Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, lang === "tr" ? "." : ",");
  return `${value < 0 ? "-" : ""}${digits}`;
}

/** Kilometres as every page, e-mail and PDF writes them: "1.200 km" / "1,200 km". */
export function formatKm(km: number, lang: Lang): string {
  return `${formatWhole(km, lang)} km`;
}
