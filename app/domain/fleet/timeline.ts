// The fleet timeline's layout (docs/decisions/0045): one row per unit, Istanbul
// days as columns, each day cut in two half-day slots (00:00-12:00, 12:00-24:00) so a car returned
// in the morning and handed out again in the afternoon shows two bars, not one. Bars whose slots
// collide (two bookings in the same half-day) share one busy segment, so segments never overlap.
// Generic over what a bar is: reservations and payment holds today, maintenance blocks later.
import { addDays, type DateString } from "#app/domain/time/calendar.ts";
import { DAY_MS, startOfIstanbulDay } from "#app/domain/time/istanbul.ts";

export const SLOTS_PER_DAY = 2;
const SLOT_MS = DAY_MS / SLOTS_PER_DAY;
export const DEFAULT_TIMELINE_DAYS = 14;
export const MAX_TIMELINE_DAYS = 60;
/** The zoom steps the page offers (decision 0095). */
export const TIMELINE_ZOOMS = [7, 14, 30, 60] as const;

/** The days shown: `days` Istanbul calendar days from `from` (inclusive). */
export type TimelineRange = { from: DateString; days: number };

/** Anything that holds a unit for a while: [start, end). */
export type TimelineSpan = { start: Date; end: Date };

export type TimelineSegment<T extends TimelineSpan> =
  { kind: "free"; startSlot: number; slots: number } | { kind: "busy"; startSlot: number; slots: number; items: T[] };

export function rangeSlots(range: TimelineRange): number {
  return range.days * SLOTS_PER_DAY;
}

/** The Istanbul dates of the range, in order. */
export function rangeDates(range: TimelineRange): DateString[] {
  return Array.from({ length: range.days }, (_, i) => addDays(range.from, i));
}

/** The instant the range starts (Istanbul midnight of `from`) and ends (exclusive). */
export function rangeBounds(range: TimelineRange): { start: Date; end: Date } {
  const start = startOfIstanbulDay(range.from);
  return { start, end: new Date(start.getTime() + range.days * DAY_MS) };
}

/** A free gap's length in days (half days count: 5 slots = 2.5 days). */
export function slotsToDays(slots: number): number {
  return slots / SLOTS_PER_DAY;
}

/**
 * Lays out one unit's row: free and busy segments that cover the range's slots exactly, in order,
 * without overlapping; every item that touches the range is in exactly one busy segment; items
 * outside it (or empty ones) are left out. A bar covers every slot its span touches.
 */
export function layoutRow<T extends TimelineSpan>(range: TimelineRange, items: readonly T[]): TimelineSegment<T>[] {
  const total = rangeSlots(range);
  const origin = startOfIstanbulDay(range.from).getTime();
  const placed = items
    .map((item) => {
      const start = item.start.getTime();
      const end = item.end.getTime();
      const first = Math.max(0, Math.floor((start - origin) / SLOT_MS));
      const last = Math.min(total, Math.ceil((end - origin) / SLOT_MS));
      return { item, start, first, last };
    })
    .filter((p) => p.item.end.getTime() > p.start && p.first < p.last)
    .sort((a, b) => a.first - b.first || a.start - b.start);

  const segments: TimelineSegment<T>[] = [];
  let cursor = 0;
  let busy: { startSlot: number; end: number; items: T[] } | null = null;
  const closeBusy = () => {
    if (!busy) return;
    segments.push({ kind: "busy", startSlot: busy.startSlot, slots: busy.end - busy.startSlot, items: busy.items });
    cursor = busy.end;
    busy = null;
  };
  for (const p of placed) {
    if (busy && p.first < busy.end) {
      busy.items.push(p.item);
      busy.end = Math.max(busy.end, p.last);
      continue;
    }
    closeBusy();
    if (p.first > cursor) segments.push({ kind: "free", startSlot: cursor, slots: p.first - cursor });
    busy = { startSlot: p.first, end: p.last, items: [p.item] };
  }
  closeBusy();
  if (cursor < total) segments.push({ kind: "free", startSlot: cursor, slots: total - cursor });
  return segments;
}

/** Clamps a requested range: whole days, 1 to MAX_TIMELINE_DAYS. */
export function timelineDays(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return DEFAULT_TIMELINE_DAYS;
  return Math.min(MAX_TIMELINE_DAYS, Math.max(1, Math.trunc(requested)));
}
