import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "#app/domain/time/calendar.ts";
import { eArchiveCancelLastDay, linesAgain, mayCancelEArchive, mayCorrect } from "./correction.ts";
import { invoiceLine, type InvoiceLineInput } from "./invoice.ts";

const accepted = {
  profile: "EARSIVFATURA" as const,
  typeCode: "SATIS" as const,
  sendStatus: "accepted" as const,
  issueDate: "2026-11-28",
  hasReturn: false,
};

describe("mayCancelEArchive", () => {
  it("allows an accepted e-Arşiv sale until the end of the 7th day after its issue date", () => {
    expect(mayCancelEArchive(accepted, "2026-11-28")).toEqual({ ok: true, lastDay: "2026-12-05" });
    expect(mayCancelEArchive(accepted, "2026-12-05")).toEqual({ ok: true, lastDay: "2026-12-05" });
    expect(mayCancelEArchive(accepted, "2026-12-06")).toEqual({
      ok: false,
      reason: "windowClosed",
      lastDay: "2026-12-05",
    });
  });

  it("never cancels an e-Fatura, a return invoice, one not accepted or one a return refers to", () => {
    expect(mayCancelEArchive({ ...accepted, profile: "TEMELFATURA" }, "2026-11-28")).toMatchObject({
      ok: false,
      reason: "notEArchive",
    });
    expect(mayCancelEArchive({ ...accepted, typeCode: "IADE" }, "2026-11-28")).toMatchObject({ reason: "notSale" });
    for (const sendStatus of ["pending", "refused", "failed", "cancelled"] as const) {
      expect(mayCancelEArchive({ ...accepted, sendStatus }, "2026-11-28")).toMatchObject({ reason: "notAccepted" });
    }
    expect(mayCancelEArchive({ ...accepted, hasReturn: true }, "2026-11-28")).toMatchObject({ reason: "hasReturn" });
  });

  it("over any issue day and any day after it: open exactly on days 0..7 (across months and leap years)", () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays("2024-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), (issueDate, after) => {
        const check = mayCancelEArchive({ ...accepted, issueDate }, addDays(issueDate, after));
        expect(check.ok).toBe(after <= 7);
        expect(eArchiveCancelLastDay(issueDate)).toBe(addDays(issueDate, 7));
      }),
    );
  });
});

describe("mayCorrect", () => {
  it("replaces a refused or cancelled invoice once, never an accepted, pending or failed one", () => {
    expect(mayCorrect("refused", false)).toBe(true);
    expect(mayCorrect("cancelled", false)).toBe(true);
    expect(mayCorrect("refused", true)).toBe(false);
    for (const s of ["pending", "accepted", "failed"] as const) expect(mayCorrect(s, false)).toBe(false);
  });
});

describe("linesAgain", () => {
  const line = fc.record({
    listGross: fc.integer({ min: 1, max: 50_000_000 }),
    discountPct: fc.integer({ min: 0, max: 100 }),
    rate: fc.constantFrom(20, 10, 1, 0),
    quantity: fc.integer({ min: 1, max: 60 }),
  });

  it("gives back the very lines of the replaced invoice (net, allowance, KDV, gross) for any line", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (specs) => {
        const inputs: InvoiceLineInput[] = specs.map((s, i) => {
          const discount = Math.floor((s.listGross * s.discountPct) / 100);
          return {
            kind: "rental",
            name: `Satır ${i + 1}`,
            quantity: s.quantity,
            unit: "DAY",
            listGrossKurus: s.listGross,
            vatRatePct: s.rate,
            ...(s.rate === 0 ? { exemption: { code: "301", reason: "İstisna" } } : {}),
            ...(discount > 0 ? { allowance: { grossKurus: discount, reason: "Kampanya" } } : {}),
          };
        });
        const original = inputs.map((input, i) => invoiceLine(i + 1, input));
        const again = linesAgain(original).map((input, i) => invoiceLine(i + 1, input));
        expect(again).toEqual(original);
      }),
      { numRuns: 500 },
    );
  });
});
