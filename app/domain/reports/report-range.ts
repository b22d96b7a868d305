// The period a report covers: Istanbul calendar days `from`..`to` (both included), at most a year,
// and the weeks (Monday first) and months it is cut into.
import { addDays, daysBetween, isDateString, weekdayOfDate, type DateString } from "#app/domain/time/calendar.ts";

export type ReportRange = { from: DateString; to: DateString };
export const MAX_REPORT_DAYS = 366;

/** From the first day of the month two months back to today: this month and the two before. */
export function defaultReportRange(today: DateString): ReportRange {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const m = month - 2 < 1 ? month + 10 : month - 2;
  const y = month - 2 < 1 ? year - 1 : year;
  return { from: `${y}-${String(m).padStart(2, "0")}-01`, to: today };
}

export type RangeProblem = "invalid" | "order" | "too_long";

/** The range asked for, or the default with the reason it was not usable (nothing asked: no reason). */
export function reportRangeOf(
  from: string | undefined,
  to: string | undefined,
  today: DateString,
): { range: ReportRange; problem: RangeProblem | null } {
  const fallback = defaultReportRange(today);
  if (!from && !to) return { range: fallback, problem: null };
  const f = from || fallback.from;
  const t = to || fallback.to;
  if (!isDateString(f) || !isDateString(t)) return { range: fallback, problem: "invalid" };
  if (daysBetween(f, t) < 0) return { range: fallback, problem: "order" };
  if (daysBetween(f, t) + 1 > MAX_REPORT_DAYS) return { range: fallback, problem: "too_long" };
  return { range: { from: f, to: t }, problem: null };
}

/** A week of the range: its Monday, and the part of it inside the range [start, end). */
export type ReportWeek = { monday: DateString; start: DateString; end: DateString; days: number };

export function weeksOf(range: ReportRange): ReportWeek[] {
  const weeks: ReportWeek[] = [];
  const last = addDays(range.to, 1);
  for (
    let monday = addDays(range.from, -weekdayOfDate(range.from));
    daysBetween(monday, last) > 0;
    monday = addDays(monday, 7)
  ) {
    const start = daysBetween(monday, range.from) > 0 ? range.from : monday;
    const end = daysBetween(addDays(monday, 7), last) < 0 ? last : addDays(monday, 7);
    weeks.push({ monday, start, end, days: daysBetween(start, end) });
  }
  return weeks;
}

/** The months ("YYYY-MM") the range touches, in order. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  let [y, m] = range.from.split("-").map(Number) as [number, number];
  const [ty, tm] = range.to.split("-").map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}
