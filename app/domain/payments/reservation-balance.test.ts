import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVATION_STATUSES } from "../reservation/status.ts";
import { acceptsReferencePayment, canOfferReference, reservationBalance } from "./reservation-balance.ts";

const kurus = fc.integer({ min: 1, max: 100_000_000 });
const payment = fc
  .record({ amountKurus: kurus, refundedFraction: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ amountKurus, refundedFraction }) => ({
    amountKurus,
    refundedKurus: Math.floor(amountKurus * refundedFraction),
  }));

describe("reservationBalance", () => {
  it("owes the total minus what was paid net of refunds, never below zero", () => {
    fc.assert(
      fc.property(kurus, fc.array(payment, { maxLength: 4 }), (total, payments) => {
        const b = reservationBalance({ status: "confirmed", totalKurus: total, payments });
        const net = payments.reduce((s, p) => s + p.amountKurus - p.refundedKurus, 0);
        expect(b.paidKurus).toBe(net);
        expect(b.owedKurus).toBe(Math.max(0, total - net));
        expect(b.owedKurus).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("asks nothing of a reservation that is not confirmed (pending, cancelled, picked up...)", () => {
    for (const status of RESERVATION_STATUSES.filter((s) => s !== "confirmed")) {
      expect(reservationBalance({ status, totalKurus: 100_00, payments: [] }).owedKurus).toBe(0);
    }
  });

  it("never accepts two reference payments whose sum exceeds the debt", () => {
    fc.assert(
      fc.property(kurus, kurus, kurus, (total, first, second) => {
        const start = reservationBalance({ status: "confirmed", totalKurus: total, payments: [] });
        const firstKept = acceptsReferencePayment(start, first);
        const after = reservationBalance({
          status: "confirmed",
          totalKurus: total,
          payments: firstKept ? [{ amountKurus: first, refundedKurus: 0 }] : [],
        });
        const secondKept = acceptsReferencePayment(after, second);
        const kept = (firstKept ? first : 0) + (secondKept ? second : 0);
        expect(kept).toBeLessThanOrEqual(total);
      }),
    );
  });

  it("offers paying online only while something is owed and before pick-up", () => {
    const owed = reservationBalance({ status: "confirmed", totalKurus: 500_00, payments: [] });
    const paid = reservationBalance({
      status: "confirmed",
      totalKurus: 500_00,
      payments: [{ amountKurus: 500_00, refundedKurus: 0 }],
    });
    const pickup = new Date("2027-03-10T07:00:00Z");
    expect(canOfferReference(owed, pickup, new Date("2027-03-09T07:00:00Z"))).toBe(true);
    expect(canOfferReference(paid, pickup, new Date("2027-03-09T07:00:00Z"))).toBe(false);
    expect(canOfferReference(owed, pickup, pickup)).toBe(false);
  });
});
