import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  chooseDiscount,
  freeKmAllowance,
  QUOTE_VALIDITY_MINUTES,
  QuoteInputError,
  quoteExpiresAt,
  quoteRental,
  type QuoteExtra,
  type QuoteInput,
} from "./quote.ts";
import { validateRateTable, type DailyRate } from "./rate-table.ts";
import { TIER_MIN_DAYS } from "./tiers.ts";
import type { Season } from "./seasons.ts";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";

const rates: DailyRate[] = [
  { minDays: 1, dailyKurus: 100_000 },
  { minDays: 4, dailyKurus: 90_000 },
  { minDays: 8, dailyKurus: 80_000 },
  { minDays: 16, dailyKurus: 76_000 },
  { minDays: 31, dailyKurus: 74_000 },
];
const pickUp = istanbulInstant("2025-03-10", "10:00");
const base: QuoteInput = { days: 3, pickUp, rates, seasons: [], oneWayFeeKurus: 0 };

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof QuoteInputError ? error.code : `other: ${String(error)}`;
  }
  return undefined;
}

describe("quoteRental: vehicle rental", () => {
  it("prices every day at the tier rate of the whole length", () => {
    const q = quoteRental({ ...base, days: 5 });
    expect(q.tier).toBe(4);
    expect(q.vehicleKurus).toBe(450_000);
    expect(q.lines).toEqual([
      {
        kind: "vehicle",
        amountKurus: 450_000,
        days: 5,
        tier: 4,
        dailyKurus: 90_000,
        seasonDays: [{ factorPermille: 1000, days: 5 }],
      },
    ]);
    expect(q.totalKurus).toBe(450_000);
    expect(q.vat).toEqual({ net: 375_000, vat: 75_000, gross: 450_000 });
  });

  it("prices each day by the season of its Istanbul calendar date", () => {
    const season: Season = { startsOn: "2025-07-01", endsOn: "2025-07-31", factorPermille: 1500 };
    // Day 0 = 30 June, days 1-2 = 1-2 July.
    const q = quoteRental({ ...base, pickUp: istanbulInstant("2025-06-30", "10:00"), seasons: [season] });
    expect(q.vehicleKurus).toBe(100_000 + 150_000 + 150_000);
    expect(q.lines[0]).toMatchObject({
      seasonDays: [
        { factorPermille: 1000, days: 1 },
        { factorPermille: 1500, days: 2 },
      ],
    });
  });

  it("takes the calendar day in Istanbul even when UTC is still on the previous day", () => {
    const season: Season = { startsOn: "2025-07-01", endsOn: "2025-07-01", factorPermille: 2000 };
    // 01:00 on 1 July in Istanbul is 22:00 on 30 June UTC.
    const q = quoteRental({ ...base, days: 1, pickUp: istanbulInstant("2025-07-01", "01:00"), seasons: [season] });
    expect(q.vehicleKurus).toBe(200_000);
  });

  it("rounds the vehicle rental once, half-up", () => {
    const odd: DailyRate[] = rates.map((r) => ({ ...r, dailyKurus: 33_333 }));
    const season: Season = { startsOn: "2025-01-01", endsOn: "2025-12-31", factorPermille: 1150 };
    // 33_333 x 1.15 = 38_332.95 per day.
    expect(quoteRental({ ...base, days: 1, rates: odd, seasons: [season] }).vehicleKurus).toBe(38_333);
    expect(quoteRental({ ...base, days: 2, rates: odd, seasons: [season] }).vehicleKurus).toBe(76_666); // 76_665.9
  });
});

describe("quoteRental: the season walk shared by the models of a search (decision 0175)", () => {
  it("prices every model of the same rental by the same days, and no quote's list changes another's", () => {
    const seasons: Season[] = [{ startsOn: "2025-07-01", endsOn: "2025-07-31", factorPermille: 1500 }];
    const at = istanbulInstant("2025-06-30", "10:00");
    const first = quoteRental({ ...base, pickUp: at, seasons });
    const line = first.lines[0];
    if (line?.kind !== "vehicle") throw new Error("no vehicle line");
    line.seasonDays[0]!.days = 99;
    const dearer = rates.map((r) => ({ ...r, dailyKurus: r.dailyKurus * 2 }));
    const second = quoteRental({ ...base, pickUp: at, seasons, rates: dearer });
    expect(second.vehicleKurus).toBe(2 * (100_000 + 150_000 + 150_000));
    expect(second.lines[0]).toMatchObject({
      seasonDays: [
        { factorPermille: 1000, days: 1 },
        { factorPermille: 1500, days: 2 },
      ],
    });
  });

  it("gives the same price whether the walk was made for this rental or kept from an earlier one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 45 }),
        fc.integer({ min: 500, max: 2500 }),
        (offset, days, factor) => {
          // A new list each time: nothing kept for it yet, so the first quote walks the days itself.
          const seasons: Season[] = [{ startsOn: "2025-07-01", endsOn: "2025-08-15", factorPermille: factor }];
          const at = new Date(istanbulInstant("2025-05-01", "10:30").getTime() + offset * 86_400_000);
          const fresh = quoteRental({ ...base, days, pickUp: at, seasons });
          const kept = quoteRental({ ...base, days, pickUp: at, seasons });
          expect(kept).toEqual(fresh);
          const sum =
            fresh.lines[0]?.kind === "vehicle" ? fresh.lines[0].seasonDays.reduce((n, s) => n + s.days, 0) : 0;
          expect(sum).toBe(days);
        },
      ),
    );
  });
});

describe("quoteRental: discounts", () => {
  it("applies the larger of campaign and member discount, never both", () => {
    const campaign = { code: "YAZ10", kind: "percent" as const, value: 10 };
    const member = quoteRental({ ...base, campaign, memberDiscountPct: 15 });
    expect(member.discount).toEqual({
      applied: "member",
      amountKurus: 45_000,
      campaignKurus: 30_000,
      memberKurus: 45_000,
    });
    expect(member.lines[1]).toEqual({ kind: "memberDiscount", percent: 15, amountKurus: -45_000 });
    expect(member.lines.filter((l) => l.kind === "campaignDiscount")).toEqual([]);
    expect(member.totalKurus).toBe(255_000);

    const camp = quoteRental({ ...base, campaign: { ...campaign, value: 20 }, memberDiscountPct: 15 });
    expect(camp.discount).toEqual({
      applied: "campaign",
      amountKurus: 60_000,
      campaignKurus: 60_000,
      memberKurus: 45_000,
    });
    expect(camp.lines[1]).toEqual({ kind: "campaignDiscount", code: "YAZ10", amountKurus: -60_000 });
    expect(camp.totalKurus).toBe(240_000);
  });

  it("prefers the member discount on a tie and shows no line without a discount", () => {
    const tie = quoteRental({ ...base, campaign: { code: "X", kind: "fixed", value: 30_000 }, memberDiscountPct: 10 });
    expect(tie.discount.applied).toBe("member");
    const none = quoteRental(base);
    expect(none.discount).toEqual({ applied: null, amountKurus: 0, campaignKurus: null, memberKurus: 0 });
    expect(none.lines).toHaveLength(1);
  });

  it("discounts the vehicle rental only and never below zero", () => {
    const q = quoteRental({
      ...base,
      campaign: { code: "BIG", kind: "fixed", value: 10_000_000 },
      oneWayFeeKurus: 50_000,
      kmPackagePriceKurus: 20_000,
    });
    expect(q.discount.amountKurus).toBe(300_000);
    expect(q.totalKurus).toBe(70_000);
  });
});

describe("quoteRental: fees, packages and extras", () => {
  const extras: QuoteExtra[] = [
    { code: "baby_seat", pricing: "per_day", priceKurus: 15_000, quantity: 2, maxQuantity: 3, capKurus: 60_000 },
    { code: "driver", pricing: "per_day", priceKurus: 10_000, quantity: 1, maxQuantity: 2, capKurus: null },
    { code: "toll_tag", pricing: "per_rental", priceKurus: 5_000, quantity: 1, maxQuantity: 1, capKurus: null },
    { code: "chains", pricing: "per_rental", priceKurus: 25_000, quantity: 0, maxQuantity: 1, capKurus: null },
  ];

  it("lists every line and totals them", () => {
    const q = quoteRental({
      ...base,
      days: 5,
      oneWayFeeKurus: 120_000,
      assuranceDailyKurus: 25_000,
      kmPackagePriceKurus: 40_000,
      extras,
    });
    expect(q.lines.map((l) => [l.kind, l.amountKurus])).toEqual([
      ["vehicle", 450_000],
      ["oneWayFee", 120_000],
      ["assurance", 125_000],
      ["kmPackage", 40_000],
      ["extra", 120_000], // 2 seats x min(15_000 x 5, 60_000)
      ["extra", 50_000],
      ["extra", 5_000],
    ]);
    expect(q.lines[4]).toMatchObject({ code: "baby_seat", unitKurus: 60_000, capped: true, quantity: 2 });
    expect(q.lines[5]).toMatchObject({ code: "driver", unitKurus: 50_000, capped: false });
    expect(q.totalKurus).toBe(910_000);
  });

  it("prices a combinable add-on (Lastik-Cam-Far) as its own line beside the main package", () => {
    const q = quoteRental({
      ...base,
      days: 3,
      assuranceDailyKurus: 65_000,
      assuranceAddOns: [{ code: "tyre-glass-headlight", dailyKurus: 15_000 }],
    });
    const assurance = q.lines.filter((l) => l.kind === "assurance");
    expect(assurance).toEqual([
      { kind: "assurance", dailyKurus: 65_000, days: 3, amountKurus: 195_000 },
      { kind: "assurance", dailyKurus: 15_000, days: 3, amountKurus: 45_000, addOn: "tyre-glass-headlight" },
    ]);
    const alone = quoteRental({
      ...base,
      days: 3,
      assuranceAddOns: [{ code: "tyre-glass-headlight", dailyKurus: 15_000 }],
    });
    expect(alone.lines.filter((l) => l.kind === "assurance")).toHaveLength(1);
    const twice = [
      { code: "t", dailyKurus: 1 },
      { code: "t", dailyKurus: 1 },
    ];
    expect(codeOf(() => quoteRental({ ...base, assuranceAddOns: twice }))).toBe("duplicateAddOn");
  });

  it("refuses quantities above the maximum and other bad input", () => {
    const tooMany = [{ ...extras[0]!, quantity: 4 }];
    expect(codeOf(() => quoteRental({ ...base, extras: tooMany }))).toBe("quantityAboveMax");
    expect(codeOf(() => quoteRental({ ...base, extras: [{ ...extras[0]!, quantity: -1 }] }))).toBe("invalidQuantity");
    expect(codeOf(() => quoteRental({ ...base, extras: [extras[1]!, extras[1]!] }))).toBe("duplicateExtra");
    expect(codeOf(() => quoteRental({ ...base, days: 0 }))).toBe("invalidDays");
    expect(codeOf(() => quoteRental({ ...base, days: 40, rates: rates.slice(0, 4) }))).toBe("missingRate");
    expect(codeOf(() => quoteRental({ ...base, oneWayFeeKurus: 10.5 }))).toBe("invalidAmount");
    expect(codeOf(() => quoteRental({ ...base, memberDiscountPct: 120 }))).toBe("invalidPercent");
    expect(codeOf(() => quoteRental({ ...base, campaign: { code: "X", kind: "percent", value: 101 } }))).toBe(
      "invalidPercent",
    );
    expect(codeOf(() => quoteRental({ ...base, campaign: { code: "X", kind: "fixed", value: -5 } }))).toBe(
      "invalidAmount",
    );
    expect(codeOf(() => quoteRental({ ...base, pickUp: new Date(Number.NaN) }))).toBe("invalidPickUp");
  });
});

// Rate tables that satisfy validateRateTable: each tier's rate lies between the lowest allowed and the previous rate.
const validRates = fc
  .tuple(
    fc.integer({ min: 1_000, max: 1_000_000 }),
    fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 4, maxLength: 4 }),
  )
  .map(([first, positions]) => {
    const table: DailyRate[] = [{ minDays: 1, dailyKurus: first }];
    for (let i = 1; i < TIER_MIN_DAYS.length; i++) {
      const prev = table[i - 1]!.dailyKurus;
      const minDays = TIER_MIN_DAYS[i]!;
      const lowest = Math.ceil((prev * (minDays - 1)) / minDays);
      table.push({ minDays, dailyKurus: lowest + Math.floor(((prev - lowest) * positions[i - 1]!) / 1000) });
    }
    return table;
  });

const extraArb: fc.Arbitrary<QuoteExtra> = fc
  .record({
    pricing: fc.constantFrom("per_day" as const, "per_rental" as const),
    priceKurus: fc.integer({ min: 0, max: 50_000 }),
    maxQuantity: fc.integer({ min: 1, max: 4 }),
    capKurus: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  })
  .chain((e) => fc.integer({ min: 0, max: e.maxQuantity }).map((quantity) => ({ ...e, quantity, code: "" })));

const campaignArb = fc.option(
  fc.oneof(
    fc.record({
      code: fc.constant("P"),
      kind: fc.constant("percent" as const),
      value: fc.integer({ min: 1, max: 100 }),
    }),
    fc.record({
      code: fc.constant("F"),
      kind: fc.constant("fixed" as const),
      value: fc.integer({ min: 1, max: 5_000_000 }),
    }),
  ),
  { nil: null },
);

const quoteArb = fc.record({
  rates: validRates,
  factor: fc.integer({ min: 500, max: 2500 }),
  oneWayFeeKurus: fc.integer({ min: 0, max: 500_000 }),
  assuranceDailyKurus: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  addOnDailyKurus: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  kmPackagePriceKurus: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
  extras: fc.array(extraArb, { maxLength: 4 }).map((list) => list.map((e, i) => ({ ...e, code: `extra${i}` }))),
  campaign: campaignArb,
  memberDiscountPct: fc.constantFrom(0, 5, 10, 12.5, 20, 100),
  pickUpDay: fc.integer({ min: 0, max: 3000 }),
});

type QuoteArbValue = typeof quoteArb extends fc.Arbitrary<infer T> ? T : never;

function inputFor(q: QuoteArbValue, days: number, seasons?: Season[]): QuoteInput {
  return {
    days,
    pickUp: new Date(Date.UTC(2025, 0, 1, 7) + q.pickUpDay * 86_400_000),
    rates: q.rates,
    // One season covering every possible day: the same season for every rental compared.
    seasons: seasons ?? [{ startsOn: "2024-01-01", endsOn: "2040-12-31", factorPermille: q.factor }],
    oneWayFeeKurus: q.oneWayFeeKurus,
    assuranceDailyKurus: q.assuranceDailyKurus,
    assuranceAddOns:
      q.addOnDailyKurus === null ? [] : [{ code: "tyre-glass-headlight", dailyKurus: q.addOnDailyKurus }],
    kmPackagePriceKurus: q.kmPackagePriceKurus,
    extras: q.extras,
    campaign: q.campaign,
    memberDiscountPct: q.memberDiscountPct,
  };
}

describe("quoteRental properties", () => {
  it("generated rate tables satisfy validateRateTable", () => {
    fc.assert(
      fc.property(validRates, (table) => {
        expect(validateRateTable(table)).toEqual([]);
      }),
    );
  });

  it("a longer rental never costs less for the same model, season and choices", () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: 1, max: 95 }), fc.integer({ min: 1, max: 40 }), (q, days, more) => {
        const shorter = quoteRental(inputFor(q, days));
        const longer = quoteRental(inputFor(q, days + more));
        expect(longer.totalKurus).toBeGreaterThanOrEqual(shorter.totalKurus);
        expect(longer.vehicleKurus - longer.discount.amountKurus).toBeGreaterThanOrEqual(
          shorter.vehicleKurus - shorter.discount.amountKurus,
        );
      }),
    );
  });

  it("the tier rule is needed: a table that breaks it makes a longer rental cheaper", () => {
    const bad: DailyRate[] = [
      { minDays: 1, dailyKurus: 100_000 },
      { minDays: 4, dailyKurus: 70_000 },
      ...rates.slice(2),
    ];
    expect(validateRateTable(bad)).toContainEqual({ code: "longerRentalCheaper", minDays: 4 });
    const three = quoteRental({ ...base, rates: bad, days: 3 }).totalKurus;
    const four = quoteRental({ ...base, rates: bad, days: 4 }).totalKurus;
    expect(four).toBeLessThan(three);
  });

  it("the total is the sum of whole-kuruş lines and no line but a discount is negative", () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: 1, max: 90 }), fc.boolean(), (q, days, seasonal) => {
        const seasons: Season[] | undefined = seasonal
          ? [
              { startsOn: "2025-06-01", endsOn: "2025-09-30", factorPermille: q.factor },
              { startsOn: "2026-12-20", endsOn: "2027-01-05", factorPermille: 1777 },
            ]
          : undefined;
        const quote = quoteRental(inputFor(q, days, seasons));
        const sum = quote.lines.reduce((s, l) => s + l.amountKurus, 0);
        expect(quote.totalKurus).toBe(sum);
        expect(quote.vat.net + quote.vat.vat).toBe(quote.totalKurus);
        for (const line of quote.lines) {
          expect(Number.isSafeInteger(line.amountKurus)).toBe(true);
          if (line.kind === "campaignDiscount" || line.kind === "memberDiscount") {
            expect(line.amountKurus).toBeLessThan(0);
          } else {
            expect(line.amountKurus).toBeGreaterThanOrEqual(0);
          }
        }
        expect(quote.vehicleKurus - quote.discount.amountKurus).toBeGreaterThanOrEqual(0);
        expect(quote.totalKurus).toBeGreaterThanOrEqual(0);
        const vehicleLine = quote.lines[0];
        expect(vehicleLine?.kind === "vehicle" && vehicleLine.seasonDays.reduce((s, d) => s + d.days, 0)).toBe(days);
      }),
    );
  });

  it("applies exactly the larger of member and campaign discounts", () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: 1, max: 60 }), (q, days) => {
        const quote = quoteRental(inputFor(q, days));
        const { applied, amountKurus, campaignKurus, memberKurus } = quote.discount;
        expect(amountKurus).toBe(Math.max(campaignKurus ?? 0, memberKurus));
        const discountLines = quote.lines.filter((l) => l.kind === "campaignDiscount" || l.kind === "memberDiscount");
        expect(discountLines.length).toBeLessThanOrEqual(1);
        if (applied === "campaign") expect(campaignKurus).toBeGreaterThan(memberKurus);
        if (applied === "member") expect(memberKurus).toBeGreaterThanOrEqual(campaignKurus ?? 0);
        if (applied === null) expect(amountKurus).toBe(0);
        expect(discountLines[0]?.amountKurus ?? 0).toBe(0 - amountKurus);
        expect(amountKurus).toBeLessThanOrEqual(quote.vehicleKurus);
      }),
    );
  });
});

describe("chooseDiscount", () => {
  it("reports what each discount would give", () => {
    expect(chooseDiscount(100_000, { code: "F", kind: "fixed", value: 5_000 }, 10)).toEqual({
      applied: "member",
      amountKurus: 10_000,
      campaignKurus: 5_000,
      memberKurus: 10_000,
    });
  });
});

describe("quote validity and KM allowance", () => {
  it("expires 15 minutes after creation", () => {
    expect(QUOTE_VALIDITY_MINUTES).toBe(15);
    expect(quoteExpiresAt(new Date("2025-01-01T10:00:00Z")).toISOString()).toBe("2025-01-01T10:15:00.000Z");
  });

  it("multiplies the daily KM limit and adds the package", () => {
    expect(freeKmAllowance(300, 4)).toBe(1200);
    expect(freeKmAllowance(300, 4, undefined)).toBe(1200);
    expect(freeKmAllowance(300, 4, 500)).toBe(1700);
    expect(freeKmAllowance(300, 4, null)).toBe("unlimited");
    expect(() => freeKmAllowance(300, 0)).toThrow(RangeError);
    expect(() => freeKmAllowance(-1, 2)).toThrow(RangeError);
  });
});
