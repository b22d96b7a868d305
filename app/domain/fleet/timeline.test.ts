import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAY_MS, HOUR_MS, istanbulInstant, MINUTE_MS } from "#app/domain/time/istanbul.ts";
import {
  layoutRow,
  rangeBounds,
  rangeDates,
  rangeSlots,
  slotsToDays,
  timelineDays,
  type TimelineRange,
  type TimelineSegment,
  type TimelineSpan,
} from "./timeline.ts";

type Bar = TimelineSpan & { id: number };
const range: TimelineRange = { from: "2027-03-01", days: 14 };
const bar = (id: number, start: string, end: string): Bar => ({
  id,
  start: istanbulInstant(start.slice(0, 10), start.slice(11)),
  end: istanbulInstant(end.slice(0, 10), end.slice(11)),
});
const busyIds = (segments: TimelineSegment<Bar>[]) =>
  segments.filter((s) => s.kind === "busy").map((s) => s.items.map((i) => i.id));

describe("fleet timeline layout", () => {
  it("an empty row is one free gap over the whole range", () => {
    expect(layoutRow<Bar>(range, [])).toEqual([{ kind: "free", startSlot: 0, slots: 28 }]);
    expect(slotsToDays(28)).toBe(14);
  });

  it("places a rental on the half days it touches, with the free days around it", () => {
    const segments = layoutRow(range, [bar(1, "2027-03-03T10:00", "2027-03-05T14:30")]);
    expect(segments).toEqual([
      { kind: "free", startSlot: 0, slots: 4 },
      { kind: "busy", startSlot: 4, slots: 6, items: [expect.objectContaining({ id: 1 })] },
      { kind: "free", startSlot: 10, slots: 18 },
    ]);
  });

  it("a morning return and an afternoon pick-up on the same day are two bars", () => {
    const segments = layoutRow(range, [
      bar(2, "2027-03-04T15:00", "2027-03-06T09:00"),
      bar(1, "2027-03-02T09:00", "2027-03-04T10:00"),
    ]);
    expect(busyIds(segments)).toEqual([[1], [2]]);
  });

  it("two bookings in the same half day share one segment", () => {
    const segments = layoutRow(range, [
      bar(1, "2027-03-02T09:00", "2027-03-04T08:00"),
      bar(2, "2027-03-04T10:30", "2027-03-06T09:00"),
    ]);
    expect(busyIds(segments)).toEqual([[1, 2]]);
  });

  it("uses Istanbul days whatever the server's time zone: 00:30 in Istanbul is already the next day", () => {
    // 2027-03-01T21:30Z is 2 March 00:30 in Istanbul (UTC+3).
    const segments = layoutRow(range, [
      { id: 1, start: new Date("2027-03-01T21:30:00Z"), end: new Date("2027-03-02T08:00:00Z") },
    ]);
    expect(segments[1]).toMatchObject({ kind: "busy", startSlot: 2, slots: 1 });
    expect(rangeBounds(range).start.toISOString()).toBe("2027-02-28T21:00:00.000Z");
    expect(rangeDates({ from: "2027-02-27", days: 3 })).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
  });

  it("cuts bars at the range's edges and leaves out what lies outside", () => {
    const segments = layoutRow(range, [
      bar(1, "2027-02-20T09:00", "2027-03-01T18:00"),
      bar(2, "2027-03-14T20:00", "2027-03-20T09:00"),
      bar(3, "2027-03-20T09:00", "2027-03-22T09:00"),
    ]);
    expect(segments[0]).toMatchObject({ kind: "busy", startSlot: 0, slots: 2 });
    expect(segments.at(-1)).toMatchObject({ kind: "busy", startSlot: 27, slots: 1 });
    expect(busyIds(segments)).toEqual([[1], [2]]);
  });

  it("clamps the number of days to 1..60", () => {
    expect(timelineDays(undefined)).toBe(14);
    expect(timelineDays(0)).toBe(1);
    expect(timelineDays(90)).toBe(60);
    expect(timelineDays(Number.NaN)).toBe(14);
  });

  const rangeArb = fc.record({
    from: fc
      .integer({ min: 0, max: 800 })
      .map((n) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS).toISOString().slice(0, 10)),
    days: fc.integer({ min: 1, max: 60 }),
  });
  const scenario = rangeArb.chain((r) => {
    const { start } = rangeBounds(r);
    const span = r.days * DAY_MS;
    const bars = fc.array(
      fc.record({
        offset: fc.integer({ min: -10 * 48, max: (span / (30 * MINUTE_MS)) | 0 }),
        length: fc.integer({ min: 1, max: 20 * 48 }),
      }),
      { maxLength: 25 },
    );
    return bars.map((list) => ({
      range: r,
      items: list.map((b, id) => ({
        id,
        start: new Date(start.getTime() + b.offset * 30 * MINUTE_MS),
        end: new Date(start.getTime() + (b.offset + b.length) * 30 * MINUTE_MS),
      })),
    }));
  });

  it("segments cover the range exactly, in order, without overlapping (property)", () => {
    fc.assert(
      fc.property(scenario, ({ range: r, items }) => {
        const segments = layoutRow(r, items);
        let cursor = 0;
        for (const s of segments) {
          expect(s.startSlot).toBe(cursor);
          expect(s.slots).toBeGreaterThan(0);
          cursor += s.slots;
        }
        expect(cursor).toBe(rangeSlots(r));
        // No two free gaps in a row: a gap is shown whole.
        segments.forEach((s, i) => {
          if (i > 0 && s.kind === "free") expect(segments[i - 1]?.kind).toBe("busy");
        });
      }),
    );
  });

  it("every bar that touches the range is in exactly one busy segment that covers its time (property)", () => {
    fc.assert(
      fc.property(scenario, ({ range: r, items }) => {
        const segments = layoutRow(r, items);
        const { start, end } = rangeBounds(r);
        const slotMs = 12 * HOUR_MS;
        for (const item of items) {
          const touches = item.start < end && item.end > start;
          const holders = segments.filter((s) => s.kind === "busy" && s.items.includes(item));
          expect(holders).toHaveLength(touches ? 1 : 0);
          const holder = holders[0];
          if (holder) {
            const segStart = start.getTime() + holder.startSlot * slotMs;
            const segEnd = segStart + holder.slots * slotMs;
            expect(Math.max(item.start.getTime(), start.getTime())).toBeGreaterThanOrEqual(segStart);
            expect(Math.min(item.end.getTime(), end.getTime())).toBeLessThanOrEqual(segEnd);
          }
        }
        // A free gap holds no booked time at all.
        for (const s of segments) {
          if (s.kind !== "free") continue;
          const gapStart = start.getTime() + s.startSlot * slotMs;
          const gapEnd = gapStart + s.slots * slotMs;
          for (const item of items) expect(item.start.getTime() >= gapEnd || item.end.getTime() <= gapStart).toBe(true);
        }
      }),
    );
  });
});
