import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatDateMask, parseDateMask } from "./date-mask.ts";
import { dateFromEpochDay, daysFromCivil } from "./calendar.ts";

describe("dd.mm.yyyy mask", () => {
  it("parses real dates with years 1900-9999", () => {
    expect(parseDateMask("29.02.2024")).toBe("2024-02-29");
    expect(parseDateMask("01.01.1900")).toBe("1900-01-01");
    expect(parseDateMask("31.12.9999")).toBe("9999-12-31");
    expect(parseDateMask(" 15.06.1990 ")).toBe("1990-06-15");
  });

  it("returns null for impossible or out-of-range dates and wrong shapes", () => {
    for (const bad of [
      "29.02.2023",
      "31.04.2024",
      "00.01.2024",
      "01.13.2024",
      "31.12.1899",
      "1.1.2000",
      "01/01/2000",
      "2000-01-01",
      "01.01.20000",
      "aa.bb.cccc",
      "",
    ]) {
      expect(parseDateMask(bad)).toBeNull();
    }
  });

  it("formats and round-trips every date in range", () => {
    expect(formatDateMask("2024-02-09")).toBe("09.02.2024");
    expect(() => formatDateMask("2024-02-30")).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(9999, 12, 31) }), (day) => {
        const date = dateFromEpochDay(day);
        expect(parseDateMask(formatDateMask(date))).toBe(date);
      }),
    );
  });
});
