import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addendumText, latestReturn, runningChangeMoney } from "./running-change.ts";

describe("runningChangeMoney", () => {
  it("a dearer change is collected for its difference; a cheaper one refunds only what was paid beyond the new total", () => {
    expect(runningChangeMoney({ oldTotalKurus: 450_000, newTotalKurus: 950_000, paidKurus: 450_000 })).toEqual({
      chargeKurus: 500_000,
      refundKurus: 0,
    });
    expect(runningChangeMoney({ oldTotalKurus: 600_000, newTotalKurus: 450_000, paidKurus: 600_000 })).toEqual({
      chargeKurus: 0,
      refundKurus: 150_000,
    });
    // Nothing paid yet (pay at the office): the balance just gets smaller.
    expect(runningChangeMoney({ oldTotalKurus: 600_000, newTotalKurus: 450_000, paidKurus: 0 })).toEqual({
      chargeKurus: 0,
      refundKurus: 0,
    });
  });

  it("over any sequence of changes, what is owed is the total less payments less refunds, never below zero, and nothing is refunded that was not paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 50_000, max: 8_000_000 }), { maxLength: 12 }),
        (first, paidUpFront, totals) => {
          let total = first;
          let received = Math.min(paidUpFront, first);
          let refunded = 0;
          const owedBefore = total - received;
          for (const next of totals) {
            const m = runningChangeMoney({ oldTotalKurus: total, newTotalKurus: next, paidKurus: received - refunded });
            expect(m.chargeKurus === 0 || m.refundKurus === 0).toBe(true);
            expect(m.refundKurus).toBeLessThanOrEqual(received - refunded);
            received += m.chargeKurus;
            refunded += m.refundKurus;
            total = next;
            const net = received - refunded;
            // The balance: the total less what was paid net of refunds; a refund never leaves a debt.
            expect(net).toBeGreaterThanOrEqual(0);
            expect(Math.max(0, total - net)).toBeLessThanOrEqual(Math.max(0, owedBefore));
            if (m.refundKurus > 0) expect(net).toBe(total);
          }
        },
      ),
    );
  });
});

describe("latestReturn", () => {
  it("is the next pick-up less the turnaround, down to the half hour, only when later than the current return", () => {
    const current = new Date("2027-03-10T07:00:00Z");
    expect(latestReturn(new Date("2027-03-12T08:45:00Z"), 120, current)?.toISOString()).toBe(
      "2027-03-12T06:30:00.000Z",
    );
    expect(latestReturn(new Date("2027-03-10T08:00:00Z"), 120, current)).toBeNull();
  });

  it("never lets the returned car overlap the next booking's turnaround (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 24 * 60 }), fc.integer({ min: 0, max: 600 }), (minutes, buffer) => {
        const current = new Date("2027-03-10T07:00:00Z");
        const next = new Date(current.getTime() + minutes * 60_000);
        const latest = latestReturn(next, buffer, current);
        if (latest) {
          expect(latest.getTime() + buffer * 60_000).toBeLessThanOrEqual(next.getTime());
          expect(latest.getTime() % 1_800_000).toBe(0);
          expect(latest.getTime()).toBeGreaterThan(current.getTime());
        }
      }),
    );
  });
});

describe("addendumText", () => {
  it("lists each change, refers to the original agreement's hash and says what was charged", () => {
    const text = addendumText(
      {
        company: "Yolda A.Ş.",
        number: "YLD-ABC123",
        refersTo: { sha256: "a".repeat(64) },
        version: 1,
        at: "12.03.2027 10:00",
        customer: "Ayşe Yılmaz",
        changes: [
          { kind: "extend", from: "13.03.2027 10:00", to: "15.03.2027 10:00" },
          { kind: "upgrade", from: "Renault Clio (Ekonomik)", to: "Toyota Corolla (Orta)", plate: "34 ABC 12" },
        ],
        oldTotalKurus: 450_000,
        newTotalKurus: 950_000,
        chargeKurus: 500_000,
        refundKurus: 0,
        waived: null,
      },
      "tr",
    );
    expect(text).toContain("Uzatma: iade 13.03.2027 10:00 yerine 15.03.2027 10:00");
    expect(text).toContain("Sınıf yükseltme: Renault Clio (Ekonomik) yerine Toyota Corolla (Orta) (plaka 34 ABC 12)");
    expect(text).toContain("a".repeat(64));
    expect(text).toContain("Tahsil edilen fark: 5.000,00 TL");
  });
});
