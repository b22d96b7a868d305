import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { damagesOf, parseLira, paymentSchemaFor, pickupSchemaFor, returnSchemaFor } from "./desk-schemas.ts";

describe("parseLira", () => {
  it("reads what an agent types in the page's language", () => {
    expect(parseLira("1500")).toBe(150_000);
    expect(parseLira("1.500")).toBe(150_000);
    expect(parseLira("1,500.50", "en")).toBe(150_050);
    expect(parseLira("1.500,5")).toBe(150_050);
    expect(parseLira("1500,25")).toBe(150_025);
    expect(parseLira(" 0 ")).toBe(0);
    for (const bad of ["", "abc", "-5", "1,2,3", "12.345,678", "1e3", "1,500.50"]) expect(parseLira(bad)).toBeNull();
  });

  it('reads "1,500" as 1,50 TL in Turkish and 1,500 TL in English', () => {
    expect(parseLira("1,500")).toBe(150);
    expect(parseLira("1,500", "en")).toBe(150_000);
  });
});

describe("the desk's forms", () => {
  const returnForm = (extra: Record<string, string>) => ({
    odometerKm: "12.345",
    fuelEighths: "8",
    returnedAt: "28.11.2026 14:05",
    ...extra,
  });

  it("take km as a Turkish clerk types it on hand-over and return", () => {
    const pickup = pickupSchemaFor("tr").safeParse({
      plate: "34 ABC 123",
      odometerKm: "12.345",
      fuelEighths: "8",
      licenceSeen: "on",
      deposit: "5.000",
      depositMethod: "cash",
    });
    expect(pickup.data?.odometerKm).toBe(12_345);
    expect(pickup.data?.deposit).toBe(500_000);
    expect(returnSchemaFor("en").safeParse(returnForm({ odometerKm: "12,345" })).data?.odometerKm).toBe(12_345);
  });

  it("take payments in both languages' separators", () => {
    const key = "k".repeat(20);
    expect(paymentSchemaFor("tr").safeParse({ amount: "5.493,75", method: "cash", key }).data?.amount).toBe(549_375);
    expect(paymentSchemaFor("en").safeParse({ amount: "5,493.75", method: "cash", key }).data?.amount).toBe(549_375);
    expect(paymentSchemaFor("tr").safeParse({ amount: "1.50", method: "cash", key }).error?.issues[0]?.message).toBe(
      "desk.errors.numberAmbiguous",
    );
  });

  it("refuse a damage line of 40 or 50 trillion TL on the field, never storing it", () => {
    for (const amount of ["40.000.000.000.000", "50.000.000.000.000"]) {
      const parsed = returnSchemaFor("tr").safeParse(
        returnForm({ damage1: "Tampon", damage1Amount: amount, damage2: "Kapı", damage2Amount: amount }),
      );
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["damage1Amount", "desk.errors.damageTooLarge"],
        ["damage2Amount", "desk.errors.damageTooLarge"],
      ]);
    }
    const fine = returnSchemaFor("tr").parse(returnForm({ damage1: "Tampon", damage1Amount: "6.450" }));
    expect(damagesOf(fine)).toEqual([{ description: "Tampon", amountKurus: 645_000 }]);
  });

  it("property: any kuruş amount written as lira,kuruş reads back exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kurus) => {
        const text = `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, "0")}`;
        expect(parseLira(text)).toBe(kurus);
      }),
    );
  });
});
