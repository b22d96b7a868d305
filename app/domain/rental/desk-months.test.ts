import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DeskMoney, type DeskMonth, monthsCoveredAtDesk, openForMonth } from "./desk-months.ts";

// A 75-day office booking: months of 30 000, 30 000 and 15 000 TL.
const months: DeskMonth[] = [
  { month: 1, amountKurus: 3_000_000, paidOtherwise: false },
  { month: 2, amountKurus: 3_000_000, paidOtherwise: false },
  { month: 3, amountKurus: 1_500_000, paidOtherwise: false },
];
const any = (amountKurus: number): DeskMoney => ({ amountKurus, forMonth: null });
const forMonth = (forMonth: number, amountKurus: number): DeskMoney => ({ amountKurus, forMonth });

describe("monthsCoveredAtDesk", () => {
  it("without a choice pays the open months oldest first, a part of a month marks nothing", () => {
    expect(monthsCoveredAtDesk(months, [any(3_000_000)])).toEqual([1]);
    expect(monthsCoveredAtDesk(months, [any(5_999_999)])).toEqual([1]);
    expect(monthsCoveredAtDesk(months, [any(3_000_000), any(3_000_000)])).toEqual([1, 2]);
  });

  it("a payment taken for month 3 pays month 3, not month 1", () => {
    expect(monthsCoveredAtDesk(months, [forMonth(3, 1_500_000)])).toEqual([3]);
    // Month 2 chosen while month 1 is open; unchosen money later still pays month 1.
    expect(monthsCoveredAtDesk(months, [forMonth(2, 3_000_000), any(3_000_000)])).toEqual([1, 2]);
  });

  it("skips month 1 of a card booking: unchosen money pays month 2", () => {
    const card = months.map((m) => (m.month === 1 ? { ...m, paidOtherwise: true } : m));
    expect(monthsCoveredAtDesk(card, [any(3_000_000)])).toEqual([2]);
    expect(monthsCoveredAtDesk(card, [forMonth(1, 3_000_000)])).toEqual([2]);
  });

  it("says what may still be taken for a month, null once it is paid", () => {
    expect(openForMonth(months, [forMonth(2, 1_000_000)], 2)).toBe(2_000_000);
    expect(openForMonth(months, [forMonth(2, 3_000_000)], 2)).toBeNull();
    expect(openForMonth(months, [], 4)).toBeNull();
  });

  const payment = fc.record({
    amountKurus: fc.integer({ min: 1, max: 4_000_000 }),
    forMonth: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  });

  it("more money never uncovers a month, and unchosen money alone covers a prefix of the months", () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 6 }), payment, (paid, more) => {
        const before = monthsCoveredAtDesk(months, paid);
        const after = monthsCoveredAtDesk(months, [...paid, more]);
        expect(before.every((m) => after.includes(m))).toBe(true);
        const unchosen = monthsCoveredAtDesk(
          months,
          paid.map((p) => ({ ...p, forMonth: null })),
        );
        expect(unchosen).toEqual(unchosen.map((_, i) => i + 1));
      }),
    );
  });

  it("the covered months never cost more than the money taken", () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 6 }), (paid) => {
        const covered = monthsCoveredAtDesk(months, paid);
        const cost = months.filter((m) => covered.includes(m.month)).reduce((s, m) => s + m.amountKurus, 0);
        expect(cost).toBeLessThanOrEqual(paid.reduce((s, p) => s + p.amountKurus, 0));
      }),
    );
  });
});
