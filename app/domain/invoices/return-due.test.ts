import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keptKurus, returnDueKurus } from "./return-due.ts";

const card = (amountKurus: number, refunds: number[], instalmentSurchargeKurus = 0) => ({
  method: "card" as const,
  amountKurus,
  paidAt: new Date(0),
  maskedPan: null,
  authCode: null,
  orderId: "o",
  instalmentSurchargeKurus,
  refunds: refunds.map((amountKurus) => ({ amountKurus, at: new Date(0) })),
});

describe("returnDueKurus", () => {
  it("a cancellation's refund beyond the invoiced deduction returns nothing", () => {
    // 1.000 TL paid, 200 TL deduction invoiced, 800 TL refunded: the customer keeps 200.
    const kept = keptKurus([card(1_000_00, [800_00])]);
    expect(returnDueKurus({ invoicedKurus: 200_00, returnedKurus: 0, keptKurus: kept })).toBe(0);
  });

  it("a goodwill refund after the rental's invoice returns the refund", () => {
    const kept = keptKurus([card(1_200_00, [100_00])]);
    expect(returnDueKurus({ invoicedKurus: 1_200_00, returnedKurus: 0, keptKurus: kept })).toBe(100_00);
  });

  it("an instalment surcharge is not a sale: refunding it returns nothing", () => {
    const kept = keptKurus([card(1_090_00, [], 90_00)]);
    expect(kept).toBe(1_000_00);
    expect(returnDueKurus({ invoicedKurus: 1_000_00, returnedKurus: 0, keptKurus: kept })).toBe(0);
  });

  it("never returns more than was invoiced less earlier returns, never less than 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (invoiced, returnedRaw, kept) => {
          const returned = Math.min(returnedRaw, invoiced);
          const due = returnDueKurus({ invoicedKurus: invoiced, returnedKurus: returned, keptKurus: kept });
          expect(due).toBeGreaterThanOrEqual(0);
          expect(due).toBeLessThanOrEqual(invoiced - returned);
          // After the return, what stays invoiced is never above what the customer keeps.
          expect(invoiced - returned - due).toBeLessThanOrEqual(Math.max(kept, invoiced - returned - due));
          if (invoiced - returned > kept) expect(invoiced - returned - due).toBe(kept);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
