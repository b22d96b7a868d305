import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInstant, formatLocalDateTime } from "./local-format.ts";

describe("formatLocalDateTime", () => {
  it("writes Turkish day.month.year and English day, month in words, year", () => {
    expect(formatLocalDateTime("2026-12-14T10:00", "tr")).toBe("14.12.2026 10:00");
    expect(formatLocalDateTime("2026-12-14T10:00", "en")).toBe("14 Dec 2026, 10:00");
    expect(formatLocalDateTime("2027-01-05", "en")).toBe("5 Jan 2027");
    expect(formatLocalDateTime("2027-01-05", "tr")).toBe("05.01.2027");
  });

  it("leaves what is not a date as it is", () => {
    expect(formatLocalDateTime("", "en")).toBe("");
    expect(formatLocalDateTime("yarın", "tr")).toBe("yarın");
    expect(formatLocalDateTime("2026-13-01T10:00", "en")).toBe("2026-13-01T10:00");
  });

  it("never shows the Turkish dotted date on an English page, and keeps the time", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:00Z"), noInvalidDate: true }),
        (date) => {
          const value = date.toISOString().slice(0, 16);
          const en = formatLocalDateTime(value, "en");
          expect(en).not.toMatch(/\d{2}\.\d{2}\.\d{4}/);
          expect(en.endsWith(`, ${value.slice(11)}`)).toBe(true);
          expect(en).toContain(value.slice(0, 4));
          expect(formatLocalDateTime(value, "tr")).toBe(
            `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)} ${value.slice(11)}`,
          );
        },
      ),
    );
  });
});

describe("formatInstant", () => {
  it("writes an instant in Istanbul's wall time, the reader's way", () => {
    const at = new Date("2027-01-12T07:00:00Z"); // 10:00 in Istanbul
    expect(formatInstant(at, "tr")).toBe("12.01.2027 10:00");
    expect(formatInstant(at, "en")).toBe("12 Jan 2027, 10:00");
  });
});
