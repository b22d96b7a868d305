// The timeline's shortage row (decision 0095): per vehicle class and Istanbul day, how many cars the
// bookings need at once and how many cars of the class can serve. Needed is the most bookings of
// the class overlapping at any instant of the day (bookings on one car never overlap, so a car
// returned in the morning and handed out again in the afternoon counts once); available is the
// cars of the class in service with no block touching the day. A booking on a car that went out of
// service or is blocked still needs a car: that is how a day becomes overbooked.
// A car that is elsewhere part of the window (a transfer, decision 0129) has `away` periods: it is
// not available on a day one of them touches, and its bookings inside them are another office's
// need, so they are not counted here.
import { DAY_MS } from "#app/domain/time/istanbul.ts";
import { rangeBounds, type TimelineRange, type TimelineSpan } from "./timeline.ts";

export type ShortageUnit = {
  unitId: number;
  classKey: string;
  inService: boolean;
  /** Half-open periods the car stands at none of the viewed offices (on the road or at another). */
  away?: readonly { start: Date; end: Date }[];
};
export type ShortageSpan = TimelineSpan & { unitId: number };
export type ShortageDay = { needed: number; available: number; overbooked: boolean };

function maxOverlap(spans: readonly { start: number; end: number }[]): number {
  // One number per event, sorted as numbers (the timeline's hot loop, decision 0045): the instant
  // doubled, plus 1 for a start, so an end sorts before a start at the same instant and
  // back-to-back bookings do not overlap. Instants are under 2^51 ms, so the doubling stays exact.
  const events = new Float64Array(spans.length * 2);
  let i = 0;
  for (const s of spans) {
    events[i++] = s.start * 2 + 1;
    events[i++] = s.end * 2;
  }
  events.sort();
  let now = 0;
  let most = 0;
  for (const e of events) {
    now += e % 2 === 1 ? 1 : -1;
    if (now > most) most = now;
  }
  return most;
}

/** Class key -> one entry per day of the range, in order; classes in the order their units come. */
export function shortageByClass(
  range: TimelineRange,
  units: readonly ShortageUnit[],
  bookings: readonly ShortageSpan[],
  blocks: readonly ShortageSpan[],
): Map<string, ShortageDay[]> {
  const origin = rangeBounds(range).start.getTime();
  const classOf = new Map(units.map((u) => [u.unitId, u.classKey]));
  const awayOf = new Map(units.map((u) => [u.unitId, u.away ?? []]));
  const isAway = (s: ShortageSpan) =>
    (awayOf.get(s.unitId) ?? []).some(
      (a) => a.start.getTime() < s.end.getTime() && s.start.getTime() < a.end.getTime(),
    );
  const dayIndex = (t: number) => Math.floor((t - origin) / DAY_MS);
  /** The first and last day index of the range a span touches (first > last: none). */
  const days = (s: ShortageSpan): { first: number; last: number } => ({
    first: Math.max(0, dayIndex(s.start.getTime())),
    last: Math.min(range.days - 1, dayIndex(s.end.getTime() - 1)),
  });
  const byClass = new Map<string, { spans: { start: number; end: number }[][]; blocked: Set<number>[] }>();
  const slot = (key: string) => {
    let entry = byClass.get(key);
    if (!entry) {
      entry = {
        spans: Array.from({ length: range.days }, () => []),
        blocked: Array.from({ length: range.days }, () => new Set<number>()),
      };
      byClass.set(key, entry);
    }
    return entry;
  };
  for (const u of units) slot(u.classKey);
  for (const b of bookings) {
    const key = classOf.get(b.unitId);
    if (key === undefined || b.end.getTime() <= b.start.getTime() || isAway(b)) continue;
    const entry = slot(key);
    const { first, last } = days(b);
    for (let d = first; d <= last; d++) {
      const dayStart = origin + d * DAY_MS;
      entry.spans[d]?.push({
        start: Math.max(b.start.getTime(), dayStart),
        end: Math.min(b.end.getTime(), dayStart + DAY_MS),
      });
    }
  }
  for (const b of blocks) {
    const key = classOf.get(b.unitId);
    if (key === undefined) continue;
    const entry = slot(key);
    const { first, last } = days(b);
    for (let d = first; d <= last; d++) entry.blocked[d]?.add(b.unitId);
  }
  for (const u of units) {
    const entry = slot(u.classKey);
    for (const a of u.away ?? []) {
      const { first, last } = days({ unitId: u.unitId, start: a.start, end: a.end });
      for (let d = first; d <= last; d++) entry.blocked[d]?.add(u.unitId);
    }
  }
  const result = new Map<string, ShortageDay[]>();
  for (const [key, entry] of byClass) {
    const inService = units.filter((u) => u.classKey === key && u.inService);
    result.set(
      key,
      entry.spans.map((spans, d) => {
        const blocked = entry.blocked[d] ?? new Set<number>();
        const available = inService.filter((u) => !blocked.has(u.unitId)).length;
        const needed = maxOverlap(spans);
        return { needed, available, overbooked: needed > available };
      }),
    );
  }
  return result;
}
