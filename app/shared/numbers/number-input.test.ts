import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FIELD_LIMITS,
  formatNumberInput,
  moneyField,
  NUMBER_INPUT_LIMIT,
  numberText,
  parseNumberInput,
  wholeField,
} from "./number-input.ts";

const money = moneyField(NUMBER_INPUT_LIMIT);
const km = wholeField(FIELD_LIMITS.odometerKm);
const value = (typed: string, lang: "tr" | "en", field = money) => {
  const parsed = parseNumberInput(typed, lang, field);
  return parsed.ok ? parsed.value : parsed.reason;
};

describe("a number typed in the back office", () => {
  it("reads what a Turkish clerk types as she means it", () => {
    expect(value("12.345", "tr", km)).toBe(12_345);
    expect(value("12345", "tr", km)).toBe(12_345);
    expect(value("12 345", "tr", km)).toBe(12_345);
    expect(value("5.493,75", "tr")).toBe(549_375);
    expect(value("10.000", "tr")).toBe(1_000_000);
    expect(value("1500,5", "tr")).toBe(150_050);
    expect(value("₺1.250,00", "tr")).toBe(125_000);
    expect(value("1.250 TL", "tr")).toBe(125_000);
  });

  it('reads "1,500" in Turkish as 1,50 TL, never 1.500 TL', () => {
    expect(value("1,500", "tr")).toBe(150);
    expect(value("1,505", "tr")).toBe("decimals");
  });

  it("refuses what it cannot read safely instead of guessing", () => {
    expect(value("1.50", "tr")).toBe("ambiguous");
    expect(value("1500.50", "tr")).toBe("ambiguous");
    expect(value("12,5", "tr", km)).toBe("decimals");
    for (const bad of ["abc", "-5", "1,2,3", "1e3", "0x10", ",5", "5,", "1.2.3,4,5"]) {
      expect(value(bad, "tr"), bad).not.toSatisfy((v: unknown) => typeof v === "number");
    }
    expect(value("   ", "tr")).toBe("empty");
  });

  it("reads English pages with English separators", () => {
    expect(value("12,345", "en", km)).toBe(12_345);
    expect(value("5,493.75", "en")).toBe(549_375);
    expect(value("1,500", "en")).toBe(150_000);
    expect(value("1.5", "en")).toBe(150);
    expect(value("1,50", "en")).toBe("ambiguous");
  });

  it("holds every field under its ceiling, however many digits are typed", () => {
    expect(value("50.000.000.000.000", "tr", moneyField(FIELD_LIMITS.damageLineKurus))).toBe("tooLarge");
    expect(value("9".repeat(400), "tr", km)).toBe("tooLarge");
    expect(value("2.000.001", "tr", km)).toBe("tooLarge");
    expect(value("2.000.000", "tr", km)).toBe(2_000_000);
  });

  it("property: any amount shown formatted reads back exactly, in both languages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NUMBER_INPUT_LIMIT }), fc.constantFrom("tr", "en"), (kurus, lang) => {
        expect(value(formatNumberInput(kurus, lang, 2), lang)).toBe(kurus);
      }),
    );
  });

  it("property: whole numbers read the same grouped or not, and the two languages agree on them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FIELD_LIMITS.odometerKm }), (n) => {
        expect(value(String(n), "tr", km)).toBe(n);
        expect(value(formatNumberInput(n, "tr", 0), "tr", km)).toBe(n);
        expect(value(formatNumberInput(n, "en", 0), "en", km)).toBe(n);
      }),
    );
  });

  it("property: no text ever gives anything but a safe integer within the field or a refusal", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."0123456789.,  -TL₺e"), maxLength: 40 }),
        fc.constantFrom("tr", "en"),
        fc.integer({ min: 0, max: NUMBER_INPUT_LIMIT }),
        (typed, lang, max) => {
          const parsed = parseNumberInput(typed, lang, moneyField(max));
          if (parsed.ok) {
            expect(Number.isSafeInteger(parsed.value)).toBe(true);
            expect(parsed.value).toBeGreaterThanOrEqual(0);
            expect(parsed.value).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });

  it("property: a Turkish decimal comma with three digits never multiplies by a thousand", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 99 }), (lira, cents) => {
        const typed = `${lira},${String(cents).padStart(2, "0")}0`;
        expect(value(typed, "tr")).toBe(lira * 100 + cents);
      }),
    );
  });

  it("as a form field, turns a refusal into the field's message", () => {
    const field = numberText("tr", km, "desk.errors.odometer", { ambiguous: "desk.errors.ambiguous" });
    expect(field.safeParse("12.345").data).toBe(12_345);
    expect(field.safeParse("1.50").error?.issues[0]?.message).toBe("desk.errors.ambiguous");
    expect(field.safeParse("x").error?.issues[0]?.message).toBe("desk.errors.odometer");
  });
});
