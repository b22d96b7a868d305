import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceLine, invoiceTotals, type InvoiceLineInput } from "./invoice.ts";
import { returnLines, ReturnTooLargeError } from "./return-invoice.ts";

const original = fc
  .array(
    fc.record({
      gross: fc.integer({ min: 1, max: 5_000_000 }),
      disc: fc.integer({ min: 0, max: 900 }),
      qty: fc.integer({ min: 1, max: 30 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((xs) =>
    xs.map((x, i) =>
      invoiceLine(i + 1, {
        kind: "rental",
        name: `satır ${i + 1}`,
        quantity: x.qty,
        unit: "DAY",
        listGrossKurus: x.gross,
        allowance: { grossKurus: Math.floor((x.gross * x.disc) / 1000), reason: "İndirim" },
      } satisfies InvoiceLineInput),
    ),
  );

describe("return invoices", () => {
  it("property: a series of refunds returns exactly each refund and never more than the original, per line and in total", () => {
    fc.assert(
      fc.property(
        original,
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 5 }),
        (lines, parts) => {
          const payable = invoiceTotals(lines).payableKurus;
          const returned = new Map<number, number>();
          let total = 0;
          for (const permille of parts) {
            const left = payable - total;
            const refund = Math.max(1, Math.floor((left * permille) / 1000));
            if (refund > left) {
              expect(() => returnLines(lines, refund, returned)).toThrow(ReturnTooLargeError);
              return;
            }
            const back = returnLines(lines, refund, returned);
            const docLines = back.map((b, i) => invoiceLine(i + 1, b));
            expect(invoiceTotals(docLines).payableKurus).toBe(refund);
            // Map the returned lines back to their originals by name.
            for (const b of back) {
              const o = lines.find((l) => l.id === b.returnsLine);
              if (!o) throw new Error("a returned line without its original");
              returned.set(o.id, (returned.get(o.id) ?? 0) + b.listGrossKurus);
              expect(returned.get(o.id)).toBeLessThanOrEqual(o.grossKurus);
            }
            total += refund;
            expect(total).toBeLessThanOrEqual(payable);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("refuses a refund above what is still returnable", () => {
    const lines = [invoiceLine(1, { kind: "rental", name: "x", quantity: 1, unit: "DAY", listGrossKurus: 10_000 })];
    expect(() => returnLines(lines, 10_001)).toThrow(ReturnTooLargeError);
    expect(() => returnLines(lines, 1, new Map([[1, 10_000]]))).toThrow(ReturnTooLargeError);
    expect(returnLines(lines, 10_000)).toEqual([
      {
        kind: "rental",
        name: "İade: x",
        quantity: 1,
        unit: "DAY",
        listGrossKurus: 10_000,
        vatRatePct: 20,
        returnsLine: 1,
      },
    ]);
  });
});
