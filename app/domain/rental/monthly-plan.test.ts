import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, daysBetween } from "#app/domain/time/calendar.ts";
import {
  firstMonthKurus,
  isMonthlyRental,
  monthCount,
  kmPerMonth,
  MONTHLY_MAX_DAYS,
  MONTHLY_MIN_DAYS,
  monthlyRateFor,
  monthlySchedule,
  monthlyTierFor,
  monthlyVehicleKurus,
  validateMonthlyRates,
} from "./monthly-plan.ts";

const rates = [
  { minDays: 30, monthlyKurus: 3_000_000 },
  { minDays: 90, monthlyKurus: 2_970_000 },
  { minDays: 180, monthlyKurus: 2_960_000 },
];

describe("monthly rate tiers", () => {
  it("puts 30-89, 90-179 and 180-365 days in their tiers, under 30 days in none", () => {
    expect([29, 30, 89, 90, 179, 180, 365].map(monthlyTierFor)).toEqual([null, 30, 30, 90, 90, 180, 180]);
    expect(isMonthlyRental(29)).toBe(false);
    expect(isMonthlyRental(30)).toBe(true);
  });

  it("prices 45 days at 30 000 TL a month as 45 000 TL, and a tier left empty falls back to the daily table", () => {
    const rate = monthlyRateFor(rates, 45);
    expect(rate).toEqual({ tier: 30, monthlyKurus: 3_000_000 });
    expect(monthlyVehicleKurus(3_000_000, 45_000n)).toBe(4_500_000);
    expect(monthlyRateFor([{ minDays: 90, monthlyKurus: 1 }], 45)).toBeNull();
    expect(monthlyRateFor(rates, 20)).toBeNull();
  });

  it("a day costs a 30th of the month: the price grows with every day and never passes days/30 months (no season)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 30, max: 364 }), (monthly, days) => {
        const a = monthlyVehicleKurus(monthly, BigInt(days * 1000));
        const b = monthlyVehicleKurus(monthly, BigInt((days + 1) * 1000));
        expect(b).toBeGreaterThanOrEqual(a);
        expect(Math.abs(a * 30 - monthly * days)).toBeLessThanOrEqual(15);
      }),
    );
  });

  it("refuses a tier whose first day makes the rental cheaper than one day less in the tier before", () => {
    expect(validateMonthlyRates(rates)).toEqual([]);
    expect(
      validateMonthlyRates([
        { minDays: 30, monthlyKurus: 3_000_000 },
        { minDays: 90, monthlyKurus: 1_000_000 },
      ]),
    ).toEqual([{ code: "longerRentalCheaper", minDays: 90 }]);
    expect(validateMonthlyRates([{ minDays: 45, monthlyKurus: 0 }])).toEqual([
      { code: "unknownTier", minDays: 45 },
      { code: "invalidAmount", minDays: 45 },
    ]);
  });
});

describe("monthly payment schedule", () => {
  it("splits a 45-day rental of 45 000 TL and 4 500 km into 30 + 15 days: 30 000 TL + 15 000 TL, 3 000 + 1 500 km", () => {
    const months = monthlySchedule({ pickUpDate: "2027-01-10", days: 45, totalKurus: 4_500_000, kmAllowance: 4_500 });
    expect(months).toEqual([
      {
        month: 1,
        startsOn: "2027-01-10",
        days: 30,
        dueOn: "2027-01-10",
        linkOn: null,
        amountKurus: 3_000_000,
        kmAllowance: 3_000,
      },
      {
        month: 2,
        startsOn: "2027-02-09",
        days: 15,
        dueOn: "2027-02-09",
        linkOn: "2027-02-04",
        amountKurus: 1_500_000,
        kmAllowance: 1_500,
      },
    ]);
    expect(kmPerMonth(4_500, 45)).toBe(3_000);
  });

  const plan = fc.record({
    day: fc.integer({ min: 0, max: 3000 }),
    days: fc.integer({ min: MONTHLY_MIN_DAYS, max: MONTHLY_MAX_DAYS }),
    total: fc.integer({ min: 0, max: 2_000_000_000 }),
    km: fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constant("unlimited" as const)),
  });

  it("the months add up to the total and the km allowance exactly, each month its days' share within a kuruş", () => {
    fc.assert(
      fc.property(plan, ({ day, days, total, km }) => {
        const pickUpDate = addDays("2026-01-01", day);
        const months = monthlySchedule({ pickUpDate, days, totalKurus: total, kmAllowance: km });
        expect(months.reduce((s, m) => s + m.amountKurus, 0)).toBe(total);
        expect(months.reduce((s, m) => s + m.days, 0)).toBe(days);
        expect(months.length).toBe(Math.ceil(days / 30));
        for (const m of months) {
          expect(Math.abs(m.amountKurus - (total * m.days) / days)).toBeLessThanOrEqual(1);
          if (km === "unlimited") expect(m.kmAllowance).toBe("unlimited");
          else expect(Math.abs((m.kmAllowance as number) - (km * m.days) / days)).toBeLessThanOrEqual(1);
        }
        if (km !== "unlimited") expect(months.reduce((s, m) => s + (m.kmAllowance as number), 0)).toBe(km);
      }),
    );
  });

  it("months follow each other every 30 days from the pick-up date; only month 1 has no link, later links go out 5 days before", () => {
    fc.assert(
      fc.property(plan, ({ day, days, total }) => {
        const pickUpDate = addDays("2026-01-01", day);
        const months = monthlySchedule({ pickUpDate, days, totalKurus: total, kmAllowance: 0 });
        months.forEach((m, i) => {
          expect(m.month).toBe(i + 1);
          expect(daysBetween(pickUpDate, m.startsOn)).toBe(30 * i);
          expect(m.dueOn).toBe(m.startsOn);
          if (i === 0) expect(m.linkOn).toBeNull();
          else expect(daysBetween(m.linkOn as string, m.dueOn)).toBe(5);
          if (i < months.length - 1) expect(m.days).toBe(30);
        });
      }),
    );
  });

  it("refuses rentals under 30 or over 365 days", () => {
    for (const days of [29, 366]) {
      expect(() => monthlySchedule({ pickUpDate: "2027-01-10", days, totalKurus: 1, kmAllowance: 1 })).toThrow(
        RangeError,
      );
    }
  });
});

describe("what the payment step says month 1 costs", () => {
  it("is the schedule's first month, and the months it names are the schedule's", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MONTHLY_MIN_DAYS, max: MONTHLY_MAX_DAYS }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (days, totalKurus) => {
          const months = monthlySchedule({ pickUpDate: "2027-03-01", days, totalKurus, kmAllowance: "unlimited" });
          expect(firstMonthKurus(totalKurus, days)).toBe(months[0]!.amountKurus);
          expect(monthCount(days)).toBe(months.length);
        },
      ),
    );
    expect(monthCount(29)).toBeNull();
    // 45 days for 67.500,00 TL: 45.000,00 TL now, as the lookup's plan says.
    expect(firstMonthKurus(6_750_000, 45)).toBe(4_500_000);
  });
});
