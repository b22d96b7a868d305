// A local date-time ("YYYY-MM-DDTHH:mm", Europe/Istanbul wall time) as each language writes it:
// Turkish "14.12.2026 10:00", English "14 Dec 2026, 10:00" (day first and the month in words, so
// neither an American nor a British reader misreads it).

import { formatIstanbulLocal } from "./istanbul.ts";

const EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "YYYY-MM-DDTHH:mm" (or a bare "YYYY-MM-DD") in the page's language; anything else as given. */
export function formatLocalDateTime(value: string, lang: "tr" | "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return value;
  const [, y, m, d, time] = match;
  const month = EN_MONTHS[Number(m) - 1];
  if (!month) return value;
  const date = lang === "tr" ? `${d}.${m}.${y}` : `${Number(d)} ${month} ${y}`;
  if (!time) return date;
  return lang === "tr" ? `${date} ${time}` : `${date}, ${time}`;
}

/** An instant as the reader's language writes Istanbul's wall time: "14.12.2026 10:00" / "14 Dec 2026, 10:00". */
export function formatInstant(instant: Date, lang: "tr" | "en"): string {
  return formatLocalDateTime(formatIstanbulLocal(instant), lang);
}
