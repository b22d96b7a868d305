import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";
import { handoverAgreementText, type HandoverAgreementInput } from "#app/domain/handover/agreement.ts";
import {
  DEPOSIT_FREE_CODE,
  DEPOSIT_FREE_MAX_DAILY_KURUS,
  depositDue,
  depositFreeAddOn,
  depositFreeOf,
  withoutDepositFree,
} from "./deposit-free.ts";
import { quoteForPayment, quoteRental, type QuoteInput } from "./quote.ts";

const pickUp = istanbulInstant("2027-01-12", "10:00");
const base: QuoteInput = {
  days: 3,
  pickUp,
  rates: [
    { minDays: 1, dailyKurus: 100_000 },
    { minDays: 4, dailyKurus: 90_000 },
    { minDays: 8, dailyKurus: 80_000 },
    { minDays: 16, dailyKurus: 76_000 },
    { minDays: 31, dailyKurus: 74_000 },
  ],
  seasons: [],
  oneWayFeeKurus: 0,
};

describe("the deposit-free package in the price", () => {
  it("adds one daily line (450 TL x 3 days) and asks no deposit", () => {
    const q = quoteRental({ ...base, assuranceDailyKurus: 25_000, assuranceAddOns: [depositFreeAddOn(45_000)] });
    expect(q.lines).toContainEqual({
      kind: "assurance",
      dailyKurus: 45_000,
      days: 3,
      amountKurus: 135_000,
      addOn: DEPOSIT_FREE_CODE,
    });
    // 300.000 vehicle + 75.000 main package + 135.000 deposit-free.
    expect(q.totalKurus).toBe(510_000);
    expect(depositFreeOf(q.lines)).toEqual({ dailyKurus: 45_000, days: 3, amountKurus: 135_000 });
    expect(depositFreeOf(q)).toEqual({ dailyKurus: 45_000, days: 3, amountKurus: 135_000 });
    expect(depositDue(1_500_000, true)).toBe(0);
    expect(depositDue(1_500_000, false)).toBe(1_500_000);
  });

  it("property: line = daily x days, total = sum of whole-kuruş lines, deposit 0, pay-now still applies", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: DEPOSIT_FREE_MAX_DAILY_KURUS }),
        fc.integer({ min: 1, max: 60 }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (daily, days, assurance, deposit, payNowBp) => {
          const q = quoteRental({
            ...base,
            days,
            assuranceDailyKurus: assurance,
            assuranceAddOns: [depositFreeAddOn(daily)],
            payNowDiscountBp: payNowBp,
          });
          const line = depositFreeOf(q.lines);
          expect(line).toEqual({ dailyKurus: daily, days, amountKurus: daily * days });
          for (const l of q.lines) expect(Number.isSafeInteger(l.amountKurus)).toBe(true);
          expect(q.totalKurus).toBe(q.lines.reduce((sum, l) => sum + l.amountKurus, 0));
          const without = quoteRental({ ...base, days, assuranceDailyKurus: assurance, payNowDiscountBp: payNowBp });
          expect(q.totalKurus - without.totalKurus).toBe(daily * days);
          expect(depositFreeOf(without.lines)).toBeNull();
          expect(depositDue(deposit, true)).toBe(0);
          expect(depositDue(deposit, false)).toBe(deposit);
          const card = quoteForPayment(q, "card");
          expect(Number.isSafeInteger(card.totalKurus)).toBe(true);
          expect(card.totalKurus).toBeLessThanOrEqual(q.totalKurus);
        },
      ),
    );
  });

  it("refuses a daily price that is not a positive whole kuruş within the bound", () => {
    for (const bad of [0, -1, 1.5, Number.NaN, DEPOSIT_FREE_MAX_DAILY_KURUS + 1]) {
      expect(() => depositFreeAddOn(bad)).toThrow(RangeError);
    }
    expect(() => depositDue(-1, true)).toThrow(RangeError);
  });

  it("takes the package out of the add-on codes a booking change carries over", () => {
    expect(withoutDepositFree(["tyre-glass-headlight", DEPOSIT_FREE_CODE])).toEqual({
      codes: ["tyre-glass-headlight"],
      asked: true,
    });
    expect(withoutDepositFree(["tyre-glass-headlight"])).toEqual({ codes: ["tyre-glass-headlight"], asked: false });
  });

  it("ignores lines that only look like it", () => {
    expect(depositFreeOf(null)).toBeNull();
    expect(
      depositFreeOf([{ kind: "assurance", addOn: "tyre-glass-headlight", dailyKurus: 1, days: 1, amountKurus: 1 }]),
    ).toBeNull();
    expect(depositFreeOf([{ kind: "extra", code: DEPOSIT_FREE_CODE, amountKurus: 1 }])).toBeNull();
  });
});

describe("the agreement of a deposit-free rental", () => {
  const doc: HandoverAgreementInput = {
    company: "Yolda Araç Kiralama A.Ş.",
    number: "YLD-TEST01",
    pickup: { at: "12.01.2027 10:00", office: "İstanbul Havalimanı" },
    dropoff: { at: "15.01.2027 10:00", office: "İstanbul Havalimanı" },
    customer: { name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "+905321112233" },
    drivers: [],
    car: { plate: "34 ABC 123", model: "Renault Clio", odometerKm: 12000, fuelEighths: 8 },
    damages: [],
    lines: [{ label: "Güvence paketi", amountKurus: 135_000 }],
    totalKurus: 435_000,
    depositKurus: 0,
    depositMethod: "card_preauth",
    depositFree: { dailyKurus: 45_000 },
    terms: { title: "Kiralama koşulları", version: 1, body: "..." },
  };

  it("says there is no deposit, why, and the daily price, in both languages", () => {
    const tr = handoverAgreementText(doc, "tr");
    expect(tr).toContain("Depozito yok: depozitosuz paket (günlük 450,00 TL)");
    expect(tr).not.toMatch(/Depozito: 0,00 TL/);
    const en = handoverAgreementText(doc, "en");
    expect(en).toContain("No deposit: deposit-free package (450.00 TL a day)");
  });

  it("keeps the deposit line of every other rental", () => {
    const tr = handoverAgreementText({ ...doc, depositFree: null, depositKurus: 1_500_000 }, "tr");
    expect(tr).toContain("Depozito: 15.000,00 TL");
  });
});
