import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  cancellationRefund,
  fullRefundDeadline,
  lateCancellationDeduction,
  type CancellationInput,
} from "./cancellation-refund.ts";

const H = 3_600_000;
const pickUp = new Date("2025-07-10T07:00:00Z");
const before = (ms: number) => new Date(pickUp.getTime() - ms);

const base: CancellationInput = {
  paidKurus: 300_000,
  vehicleRentalKurus: 270_000,
  rentalDays: 3,
  totalKurus: 300_000,
  hasAssurance: false,
  prepaid: true,
  pickUp,
  now: before(24 * H),
  pickedUp: false,
};

describe("cancellationRefund", () => {
  it("refunds in full 12 hours or more before pick-up, to the millisecond", () => {
    expect(cancellationRefund({ ...base, now: before(12 * H) })).toEqual({
      cancellable: true,
      refundKurus: 300_000,
      deductionKurus: 0,
      rule: "earlyFull",
    });
    expect(cancellationRefund({ ...base, now: before(12 * H - 1) }).rule).toBe("lateOneDay");
  });

  it("keeps one day's rental for 1-3 day rentals", () => {
    expect(cancellationRefund({ ...base, now: before(H) })).toEqual({
      cancellable: true,
      refundKurus: 210_000,
      deductionKurus: 90_000,
      rule: "lateOneDay",
    });
  });

  it("keeps two days' rental for 4-7 day rentals, rounded half-up once", () => {
    const r = cancellationRefund({
      ...base,
      rentalDays: 7,
      vehicleRentalKurus: 700_001,
      totalKurus: 800_000,
      paidKurus: 800_000,
      now: before(H),
    });
    // 2 x 700_001 / 7 = 200_000.29
    expect(r).toEqual({ cancellable: true, refundKurus: 600_000, deductionKurus: 200_000, rule: "lateTwoDays" });
    expect(lateCancellationDeduction(700_000, 4, 0)).toEqual({ deductionKurus: 350_000, rule: "lateTwoDays" });
  });

  it("keeps 20 percent of the total for 8 days or more", () => {
    const r = cancellationRefund({
      ...base,
      rentalDays: 8,
      totalKurus: 1_000_005,
      paidKurus: 1_000_005,
      now: before(H),
    });
    expect(r).toEqual({ cancellable: true, refundKurus: 800_004, deductionKurus: 200_001, rule: "lateTwentyPercent" });
  });

  it("applies the late rule after the pick-up time when the car was not picked up", () => {
    expect(cancellationRefund({ ...base, now: before(-5 * H) }).rule).toBe("lateOneDay");
    expect(cancellationRefund({ ...base, hasAssurance: true, now: before(-5 * H) }).rule).toBe("lateOneDay");
  });

  it("refunds everything with an assurance package until pick-up time", () => {
    expect(cancellationRefund({ ...base, hasAssurance: true, now: before(1) })).toEqual({
      cancellable: true,
      refundKurus: 300_000,
      deductionKurus: 0,
      rule: "assuranceFree",
    });
    expect(cancellationRefund({ ...base, hasAssurance: true, now: pickUp }).rule).toBe("lateOneDay");
  });

  it("has nothing to refund for pay-at-office and nothing to cancel once picked up", () => {
    expect(cancellationRefund({ ...base, prepaid: false, paidKurus: 0, now: before(H) })).toEqual({
      cancellable: true,
      refundKurus: 0,
      deductionKurus: 0,
      rule: "payAtOffice",
    });
    expect(cancellationRefund({ ...base, pickedUp: true })).toEqual({
      cancellable: false,
      refundKurus: 0,
      deductionKurus: 0,
      rule: "pickedUp",
    });
  });

  it("never keeps more than was paid", () => {
    expect(cancellationRefund({ ...base, paidKurus: 50_000, now: before(H) })).toEqual({
      cancellable: true,
      refundKurus: 0,
      deductionKurus: 50_000,
      rule: "lateOneDay",
    });
  });

  it("gives the full-refund deadline", () => {
    expect(fullRefundDeadline(pickUp).toISOString()).toBe("2025-07-09T19:00:00.000Z");
  });

  it("refuses impossible input", () => {
    expect(() => cancellationRefund({ ...base, paidKurus: -1 })).toThrow(RangeError);
    expect(() => cancellationRefund({ ...base, paidKurus: 1.5 })).toThrow(RangeError);
    expect(() => cancellationRefund({ ...base, rentalDays: 0, now: before(H) })).toThrow(RangeError);
    expect(() => cancellationRefund({ ...base, now: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

const inputArb = fc
  .record({
    vehicleRentalKurus: fc.integer({ min: 0, max: 50_000_000 }),
    extraKurus: fc.integer({ min: 0, max: 10_000_000 }),
    paidShare: fc.integer({ min: 0, max: 1000 }),
    rentalDays: fc.integer({ min: 1, max: 90 }),
    hasAssurance: fc.boolean(),
    prepaid: fc.boolean(),
    minutesBefore: fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
    pickedUp: fc.boolean(),
  })
  .map((r): CancellationInput => {
    const total = r.vehicleRentalKurus + r.extraKurus;
    return {
      paidKurus: r.prepaid ? Math.floor((total * r.paidShare) / 1000) : 0,
      vehicleRentalKurus: r.vehicleRentalKurus,
      rentalDays: r.rentalDays,
      totalKurus: total,
      hasAssurance: r.hasAssurance,
      prepaid: r.prepaid,
      pickUp,
      now: before(r.minutesBefore * 60_000),
      pickedUp: r.pickedUp,
    };
  });

describe("cancellationRefund properties", () => {
  it("refund is between 0 and paid, and refund + deduction = paid while cancellable", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = cancellationRefund(input);
        expect(r.refundKurus).toBeGreaterThanOrEqual(0);
        expect(r.refundKurus).toBeLessThanOrEqual(input.paidKurus);
        expect(r.deductionKurus).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(r.refundKurus) && Number.isSafeInteger(r.deductionKurus)).toBe(true);
        if (r.cancellable && input.prepaid) expect(r.refundKurus + r.deductionKurus).toBe(input.paidKurus);
      }),
    );
  });

  it("picks the rule by pick-up state, payment, assurance, time and length", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = cancellationRefund(input);
        const msBefore = input.pickUp.getTime() - input.now.getTime();
        const expected = input.pickedUp
          ? "pickedUp"
          : !input.prepaid
            ? "payAtOffice"
            : input.hasAssurance && msBefore > 0
              ? "assuranceFree"
              : msBefore >= 12 * H
                ? "earlyFull"
                : input.rentalDays <= 3
                  ? "lateOneDay"
                  : input.rentalDays <= 7
                    ? "lateTwoDays"
                    : "lateTwentyPercent";
        expect(r.rule).toBe(expected);
        if (expected === "assuranceFree" || expected === "earlyFull") expect(r.refundKurus).toBe(input.paidKurus);
      }),
    );
  });

  it("the 12-hour boundary is exact for any pick-up time", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 1, max: 90 }),
        (t, days) => {
          const p = new Date(t);
          const at = (ms: number) =>
            cancellationRefund({ ...base, rentalDays: days, pickUp: p, now: new Date(t - ms) });
          expect(at(12 * H).rule).toBe("earlyFull");
          expect(at(12 * H - 1).rule).not.toBe("earlyFull");
        },
      ),
    );
  });

  it("a later cancellation never refunds more", () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 48 * 60 }), (input, laterMinutes) => {
        const later = { ...input, now: new Date(input.now.getTime() + laterMinutes * 60_000) };
        expect(cancellationRefund(later).refundKurus).toBeLessThanOrEqual(cancellationRefund(input).refundKurus);
      }),
    );
  });
});
