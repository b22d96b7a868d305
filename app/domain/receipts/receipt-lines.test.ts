import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { vatBreakdown } from "#app/domain/money/money.ts";
import { quoteRental, type QuoteExtra, type QuoteLine } from "#app/domain/pricing/quote.ts";
import { maskTckn, type ReceiptAmounts, type ReceiptPayment } from "./receipt.ts";
import { parseQuoteLines, paymentTotals, receiptLayout } from "./receipt-lines.ts";

const columnsOf = (lines: QuoteLine[], days: number): ReceiptAmounts => {
  const sum = (kinds: string[]) => lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amountKurus, 0);
  return {
    lines,
    rentalDays: days,
    totalKurus: lines.reduce((s, l) => s + l.amountKurus, 0),
    vehicleKurus: sum(["vehicle"]),
    discountKurus: -sum(["campaignDiscount", "memberDiscount"]),
    oneWayFeeKurus: sum(["oneWayFee"]),
    assuranceKurus: sum(["assurance"]),
    kmPackageKurus: sum(["kmPackage"]),
    extrasKurus: sum(["extra"]),
  };
};

const sample: QuoteLine[] = [
  { kind: "vehicle", amountKurus: 450_000, days: 3, tier: 1, dailyKurus: 150_000, seasonDays: [] },
  { kind: "campaignDiscount", code: "BAHAR15", amountKurus: -67_500 },
  { kind: "oneWayFee", amountKurus: 150_000 },
  { kind: "assurance", dailyKurus: 25_000, days: 3, amountKurus: 75_000 },
  { kind: "kmPackage", amountKurus: 40_000 },
  {
    kind: "extra",
    code: "baby-seat",
    pricing: "per_day",
    quantity: 2,
    unitKurus: 30_000,
    capped: false,
    amountKurus: 60_000,
  },
];

const cardPayment = (amountKurus: number, refunds: number[] = []): ReceiptPayment => ({
  method: "card",
  amountKurus,
  paidAt: new Date("2027-03-01T07:00:00Z"),
  maskedPan: "435508******4358",
  authCode: "123456",
  orderId: "O1",
  refunds: refunds.map((a) => ({ amountKurus: a, at: new Date("2027-03-02T07:00:00Z") })),
});

describe("receiptLayout", () => {
  it("folds the campaign discount into the vehicle row and keeps the quote's order", () => {
    const amounts = columnsOf(sample, 3);
    const layout = receiptLayout({ ...amounts, campaignCode: "BAHAR15", payments: [cardPayment(amounts.totalKurus)] });
    expect(layout.source).toBe("lines");
    expect(layout.rows.map((r) => r.label.kind)).toEqual(["vehicle", "oneWayFee", "assurance", "kmPackage", "extra"]);
    const vehicle = layout.rows[0]!;
    expect(vehicle.listKurus).toBe(450_000);
    expect(vehicle.discount).toEqual({ kind: "campaign", code: "BAHAR15", amountKurus: 67_500 });
    expect(vehicle.amount).toEqual(vatBreakdown(382_500));
    expect(layout.total.gross).toBe(707_500);
    expect(layout.total.net + layout.total.vat).toBe(707_500);
    expect(layout.vatRatePct).toBe(20);
    expect(layout.payments).toEqual({ receivedKurus: 707_500, refundedKurus: 0, netKurus: 707_500 });
  });

  it("shows the pay-now discount on the rental row, alone or combined with a campaign, and still adds up", () => {
    const payNow: QuoteLine = { kind: "payNowDiscount", basisPoints: 500, amountKurus: -35_375 };
    const withCampaign = [...sample, payNow];
    const a = columnsOf(withCampaign, 3);
    const combined = receiptLayout({ ...a, campaignCode: "BAHAR15", payments: [] });
    expect(combined.source).toBe("lines");
    expect(combined.rows[0]?.discount).toEqual({ kind: "other", amountKurus: 67_500 + 35_375 });
    expect(combined.total.gross).toBe(707_500 - 35_375);
    const alone = [sample[0]!, ...sample.slice(2), payNow];
    const b = columnsOf(alone, 3);
    const layout = receiptLayout({ ...b, campaignCode: null, payments: [] });
    expect(layout.source).toBe("lines");
    expect(layout.rows[0]?.discount).toEqual({ kind: "payNow", basisPoints: 500, amountKurus: 35_375 });
    expect(layout.total.gross).toBe(b.totalKurus);
  });

  it("splits VAT per row: 1.200,00 TL is 1.000,00 net + 200,00 VAT", () => {
    const lines: QuoteLine[] = [
      { kind: "vehicle", amountKurus: 120_000, days: 1, tier: 1, dailyKurus: 120_000, seasonDays: [] },
    ];
    const layout = receiptLayout({ ...columnsOf(lines, 1), campaignCode: null, payments: [] });
    expect(layout.total).toEqual({ net: 100_000, vat: 20_000, gross: 120_000 });
  });

  it("falls back to the amount columns when the stored lines are missing or do not add up", () => {
    const amounts = { ...columnsOf(sample, 3), lines: null };
    const layout = receiptLayout({ ...amounts, campaignCode: "BAHAR15", payments: [] });
    expect(layout.source).toBe("columns");
    expect(layout.rows.map((r) => r.label.kind)).toEqual(["vehicle", "oneWayFee", "assurance", "kmPackage", "extras"]);
    expect(layout.rows[0]?.discount).toEqual({ kind: "campaign", code: "BAHAR15", amountKurus: 67_500 });
    expect(layout.total.gross).toBe(amounts.totalKurus);

    const wrong = receiptLayout({
      ...columnsOf(sample, 3),
      totalKurus: 1,
      lines: sample,
      campaignCode: null,
      payments: [],
    });
    expect(wrong.source).toBe("total");
    expect(wrong.rows).toHaveLength(1);
    expect(wrong.rows[0]?.label).toEqual({ kind: "rental", days: 3 });
    expect(wrong.total.gross).toBe(1);
  });

  it("shows a whole-rental row for a reservation stored without lines (as staff tools write them)", () => {
    const layout = receiptLayout({
      lines: [],
      rentalDays: 1,
      totalKurus: 100_000,
      vehicleKurus: 100_000,
      discountKurus: 0,
      oneWayFeeKurus: 0,
      assuranceKurus: 0,
      kmPackageKurus: 0,
      extrasKurus: 0,
      campaignCode: null,
      payments: [],
    });
    expect(layout.source).toBe("columns");
    expect(layout.rows).toHaveLength(1);
    expect(layout.rows[0]?.amount.gross).toBe(100_000);
  });

  it("refuses a negative total", () => {
    expect(() =>
      receiptLayout({ ...columnsOf(sample, 3), totalKurus: -1, lines: null, campaignCode: null, payments: [] }),
    ).toThrow(RangeError);
  });
});

describe("paymentTotals", () => {
  it("subtracts refunds from what was received", () => {
    expect(paymentTotals([cardPayment(100_000, [30_000, 20_000])])).toEqual({
      receivedKurus: 100_000,
      refundedKurus: 50_000,
      netKurus: 50_000,
    });
    expect(paymentTotals([])).toEqual({ receivedKurus: 0, refundedKurus: 0, netKurus: 0 });
  });
});

describe("parseQuoteLines", () => {
  it("reads stored quote lines and refuses anything else", () => {
    expect(parseQuoteLines(JSON.parse(JSON.stringify(sample)))).toEqual(sample);
    expect(parseQuoteLines([])).toEqual([]);
    expect(parseQuoteLines(null)).toBeNull();
    expect(parseQuoteLines({ lines: [] })).toBeNull();
    expect(parseQuoteLines([{ kind: "vehicle", amountKurus: "12" }])).toBeNull();
    expect(parseQuoteLines([{ kind: "mystery", amountKurus: 1 }])).toBeNull();
  });
});

describe("maskTckn", () => {
  it("keeps only the last three digits", () => {
    expect(maskTckn("10000000146")).toBe("********146");
    expect(maskTckn("12")).toBe("**");
  });
});

// Quotes made by the real pricing function, as reservations store them.
const extraArb: fc.Arbitrary<QuoteExtra> = fc
  .record({
    pricing: fc.constantFrom("per_day" as const, "per_rental" as const),
    priceKurus: fc.integer({ min: 0, max: 50_000 }),
    maxQuantity: fc.integer({ min: 1, max: 4 }),
    capKurus: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  })
  .chain((e) => fc.integer({ min: 0, max: e.maxQuantity }).map((quantity) => ({ ...e, quantity, code: "" })));

const quoteArb = fc
  .record({
    days: fc.integer({ min: 1, max: 90 }),
    dailyKurus: fc.integer({ min: 1, max: 2_000_000 }),
    factor: fc.integer({ min: 500, max: 2500 }),
    oneWayFeeKurus: fc.integer({ min: 0, max: 500_000 }),
    assuranceDailyKurus: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    kmPackagePriceKurus: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }),
    extras: fc.array(extraArb, { maxLength: 4 }).map((list) => list.map((e, i) => ({ ...e, code: `extra${i}` }))),
    campaign: fc.option(
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
    ),
    memberDiscountPct: fc.constantFrom(0, 5, 10, 12.5, 20, 100),
  })
  .map((q) =>
    quoteRental({
      days: q.days,
      pickUp: new Date("2027-03-01T07:00:00Z"),
      rates: [1, 4, 8, 16, 31].map((minDays) => ({ minDays, dailyKurus: q.dailyKurus })),
      seasons: [{ startsOn: "2024-01-01", endsOn: "2040-12-31", factorPermille: q.factor }],
      oneWayFeeKurus: q.oneWayFeeKurus,
      assuranceDailyKurus: q.assuranceDailyKurus,
      kmPackagePriceKurus: q.kmPackagePriceKurus,
      extras: q.extras,
      campaign: q.campaign,
      memberDiscountPct: q.memberDiscountPct,
    }),
  );

describe("receiptLayout properties", () => {
  it("net + VAT = gross for every row and the total; rows add up to the total; no row is negative", () => {
    fc.assert(
      fc.property(quoteArb, fc.boolean(), (quote, fromColumns) => {
        const amounts = columnsOf(quote.lines, quote.days);
        const layout = receiptLayout({
          ...amounts,
          lines: fromColumns ? null : quote.lines,
          campaignCode: "P",
          payments: [],
        });
        expect(layout.source).toBe(fromColumns ? "columns" : "lines");
        for (const row of layout.rows) {
          expect(row.amount.net + row.amount.vat).toBe(row.amount.gross);
          expect(row.amount.gross).toBeGreaterThanOrEqual(0);
          expect(row.amount.net).toBeGreaterThanOrEqual(0);
          expect(row.amount.vat).toBeGreaterThanOrEqual(0);
          expect(row.listKurus).toBeGreaterThanOrEqual(row.amount.gross);
          expect(row.amount).toEqual(vatBreakdown(row.amount.gross));
        }
        expect(layout.total.net + layout.total.vat).toBe(layout.total.gross);
        expect(layout.rows.reduce((s, r) => s + r.amount.gross, 0)).toBe(quote.totalKurus);
        expect(layout.rows.reduce((s, r) => s + r.amount.net, 0)).toBe(layout.total.net);
        expect(layout.rows.reduce((s, r) => s + r.amount.vat, 0)).toBe(layout.total.vat);
        expect(layout.total.gross).toBe(quote.totalKurus);
        // Per-row rounding stays within half a kuruş per row of splitting the total at once.
        expect(Math.abs(layout.total.vat - quote.vat.vat)).toBeLessThanOrEqual(layout.rows.length / 2 + 0.5);
      }),
    );
  });

  it("adds up for any lines at all, even ones that do not match the total", () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: 0, max: 10_000_000 }), (quote, total) => {
        const layout = receiptLayout({
          ...columnsOf(quote.lines, quote.days),
          totalKurus: total,
          campaignCode: null,
          payments: [],
        });
        expect(layout.total.gross).toBe(total);
        expect(layout.rows.every((r) => r.amount.gross >= 0 && r.amount.vat >= 0 && r.amount.net >= 0)).toBe(true);
      }),
    );
  });
});
