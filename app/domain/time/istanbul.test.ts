import { afterEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import {
  formatIstanbulLocal,
  ISTANBUL_OFFSET_MINUTES,
  istanbulDate,
  istanbulInstant,
  istanbulMinuteOfDay,
  istanbulParts,
  istanbulTime,
  istanbulWeekday,
  parseIstanbulLocal,
  startOfIstanbulDay,
} from "./istanbul.ts";

// Instants from 2017 (Turkey on permanent UTC+3) to 2100, on whole minutes.
const instant = fc
  .integer({ min: Date.UTC(2017, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000));

const intlIstanbul = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

function viaIntl(d: Date): { local: string; weekday: number } {
  const parts = Object.fromEntries(intlIstanbul.formatToParts(d).map((p) => [p.type, p.value]));
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday ?? "");
  return { local: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, weekday };
}

const LOCAL_TIME_METHODS = [
  "getFullYear",
  "getMonth",
  "getDate",
  "getDay",
  "getHours",
  "getMinutes",
  "getTimezoneOffset",
  "setFullYear",
  "setMonth",
  "setDate",
  "setHours",
  "setMinutes",
  "toLocaleString",
  "toLocaleDateString",
  "toLocaleTimeString",
  "toString",
] as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Istanbul time", () => {
  it("uses the fixed UTC+3 offset", () => {
    expect(ISTANBUL_OFFSET_MINUTES).toBe(180);
    const d = new Date("2025-07-01T21:30:00Z");
    expect(formatIstanbulLocal(d)).toBe("2025-07-02T00:30");
    expect(istanbulDate(d)).toBe("2025-07-02");
    expect(istanbulTime(d)).toBe("00:30");
    expect(istanbulMinuteOfDay(d)).toBe(30);
    expect(istanbulWeekday(d)).toBe(2); // Wednesday 2 July 2025
    expect(istanbulParts(new Date("2025-01-01T00:00:59Z"))).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 3,
      minute: 0,
      weekday: 2,
    });
  });

  it("parses Istanbul local strings into UTC instants", () => {
    expect(parseIstanbulLocal("2025-03-10T08:00")?.toISOString()).toBe("2025-03-10T05:00:00.000Z");
    expect(parseIstanbulLocal("2025-01-01T01:30")?.toISOString()).toBe("2024-12-31T22:30:00.000Z");
    expect(istanbulInstant("2025-03-10", "08:00").toISOString()).toBe("2025-03-10T05:00:00.000Z");
    expect(startOfIstanbulDay("2025-03-10").toISOString()).toBe("2025-03-09T21:00:00.000Z");
  });

  it("rejects malformed or impossible local strings", () => {
    for (const bad of [
      "2025-02-29T10:00",
      "2025-01-01T24:00",
      "2025-01-01T10:60",
      "2025-01-01 10:00",
      "2025-01-01T10:00:00",
      "2025-1-01T10:00",
      "",
    ]) {
      expect(parseIstanbulLocal(bad)).toBeNull();
    }
    expect(() => istanbulInstant("2025-02-29", "10:00")).toThrow(RangeError);
    expect(() => istanbulInstant("2025-02-28", "25:00")).toThrow(RangeError);
    expect(() => istanbulDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("agrees with the tz database (Intl, Europe/Istanbul) for 2017-2100", () => {
    fc.assert(
      fc.property(instant, (d) => {
        const expected = viaIntl(d);
        expect(formatIstanbulLocal(d)).toBe(expected.local);
        expect(istanbulWeekday(d)).toBe(expected.weekday);
      }),
    );
  });

  it("round-trips format and parse", () => {
    fc.assert(
      fc.property(instant, (d) => {
        expect(parseIstanbulLocal(formatIstanbulLocal(d))?.getTime()).toBe(d.getTime());
        expect(startOfIstanbulDay(istanbulDate(d)).getTime()).toBeLessThanOrEqual(d.getTime());
        expect(d.getTime() - startOfIstanbulDay(istanbulDate(d)).getTime()).toBeLessThan(86_400_000);
      }),
    );
  });

  it("never reads the process time zone (local-time Date methods are forbidden)", () => {
    for (const method of LOCAL_TIME_METHODS) {
      vi.spyOn(Date.prototype, method).mockImplementation(() => {
        throw new Error(`local-time method Date.prototype.${method} was used`);
      });
    }
    const d = new Date(Date.UTC(2025, 11, 31, 22, 15));
    expect(formatIstanbulLocal(d)).toBe("2026-01-01T01:15");
    expect(istanbulWeekday(d)).toBe(3);
    expect(parseIstanbulLocal("2026-01-01T01:15")?.getTime()).toBe(d.getTime());
    expect(istanbulInstant("2026-01-01", "01:15").getTime()).toBe(d.getTime());
    expect(startOfIstanbulDay("2026-01-01").getTime()).toBe(Date.UTC(2025, 11, 31, 21, 0));
  });
});
