import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteRental, type QuoteInput } from "#app/domain/pricing/quote.ts";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";
import { reservationMoney } from "./reservation-money.ts";

/** 1.000 TL a day for 1-3 days, 50 TL less for each longer tier. */
const rates = [1, 4, 8, 16, 31].map((minDays, i) => ({ minDays, dailyKurus: 100_000 - i * 5_000 }));
const pickUp = istanbulInstant("2027-03-10", "10:00");
const noCampaign = { depositKurus: 500_000, campaignId: null, campaignCode: null };

const anyInput: fc.Arbitrary<QuoteInput> = fc.record({
  days: fc.integer({ min: 1, max: 40 }),
  pickUp: fc.constant(pickUp),
  rates: fc.constant(rates),
  seasons: fc.constant([]),
  oneWayFeeKurus: fc.constantFrom(0, 150_000),
  assuranceDailyKurus: fc.option(fc.integer({ min: 0, max: 50_000 })),
  assuranceAddOns: fc.constantFrom([], [{ code: "tyres", dailyKurus: 7_500 }]),
  kmPackagePriceKurus: fc.option(fc.integer({ min: 0, max: 200_000 })),
  extras: fc.constantFrom(
    [],
    [{ code: "baby", pricing: "per_day" as const, priceKurus: 12_000, quantity: 2, maxQuantity: 3, capKurus: 60_000 }],
  ),
  campaign: fc.option(fc.constantFrom({ code: "YAZ10", kind: "percent" as const, value: 10 })),
  memberDiscountPct: fc.constantFrom(0, 5, 15),
  payNowDiscountBp: fc.constantFrom(0, 500, 1000),
});

describe("reservationMoney", () => {
  it("splits a quote into the reservation's columns, with the card's pay-now line", () => {
    const price = quoteRental({
      days: 3,
      pickUp,
      rates,
      seasons: [],
      oneWayFeeKurus: 150_000,
      assuranceDailyKurus: 20_000,
      kmPackagePriceKurus: 40_000,
      campaign: { code: "YAZ10", kind: "percent", value: 10 },
      payNowDiscountBp: 500,
    });
    const inputs = { depositKurus: 500_000, campaignId: 7, campaignCode: "yaz10" };
    expect(reservationMoney(price, inputs, "office")).toEqual({
      totalKurus: 520_000,
      payNowDiscountKurus: 0,
      vehicleKurus: 300_000,
      discountKurus: 30_000,
      oneWayFeeKurus: 150_000,
      assuranceKurus: 60_000,
      kmPackageKurus: 40_000,
      extrasKurus: 0,
      depositKurus: 500_000,
      rentalDays: 3,
      lines: price.lines,
      campaignId: 7,
      campaignCode: "yaz10",
    });
    const card = reservationMoney(price, inputs, "card");
    expect(card.totalKurus).toBe(494_000);
    expect(card.payNowDiscountKurus).toBe(26_000);
    expect(card.lines.at(-1)).toEqual({ kind: "payNowDiscount", basisPoints: 500, amountKurus: -26_000 });
  });

  it("keeps a typed code only when its campaign was applied", () => {
    const price = quoteRental({ days: 2, pickUp, rates, seasons: [], oneWayFeeKurus: 0 });
    const money = reservationMoney(price, { depositKurus: 0, campaignId: null, campaignCode: "YAZ10" }, "office");
    expect(money).toMatchObject({ campaignId: null, campaignCode: null });
  });

  it("property: the columns add up to the quote, and the charged lines to the charged total", () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom("office" as const, "card" as const), (input, payment) => {
        const price = quoteRental(input);
        const money = reservationMoney(price, noCampaign, payment);
        const parts =
          money.vehicleKurus -
          money.discountKurus +
          money.oneWayFeeKurus +
          money.assuranceKurus +
          money.kmPackageKurus +
          money.extrasKurus;
        expect(parts).toBe(price.totalKurus);
        expect(money.totalKurus).toBe(price.totalKurus - money.payNowDiscountKurus);
        expect(money.lines.reduce((s, l) => s + l.amountKurus, 0)).toBe(money.totalKurus);
        expect(money.rentalDays).toBe(input.days);
        if (payment === "office") expect(money.payNowDiscountKurus).toBe(0);
        else expect(money.payNowDiscountKurus).toBe(price.payNow?.discountKurus ?? 0);
      }),
    );
  });
});
