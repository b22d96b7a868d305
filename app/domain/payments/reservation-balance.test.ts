import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVATION_STATUSES } from "#app/domain/reservation/status.ts";
import {
  acceptsReferencePayment,
  canIssueReference,
  canOfferReference,
  reservationBalance,
} from "./reservation-balance.ts";

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

  it("asks nothing of a reservation that takes no money (pending, cancelled, expired...)", () => {
    for (const status of RESERVATION_STATUSES.filter((s) => !["confirmed", "active", "completed"].includes(s))) {
      expect(reservationBalance({ status, totalKurus: 100_00, payments: [] }).owedKurus).toBe(0);
    }
  });

  it("after the return owes the charges too, less what the desk took, never below zero (property)", () => {
    fc.assert(
      fc.property(kurus, kurus, kurus, kurus, (total, charges, online, desk) => {
        const b = reservationBalance({
          status: "completed",
          totalKurus: total,
          payments: [{ amountKurus: online, refundedKurus: 0 }],
          chargesKurus: charges,
          deskPaidKurus: desk,
        });
        expect(b.totalKurus).toBe(total + charges);
        expect(b.owedKurus).toBe(Math.max(0, total + charges - online - desk));
      }),
    );
  });

  it("lets the desk issue a reference for a car that is out or back, the customer only before pick-up", () => {
    const pickup = new Date("2027-03-10T07:00:00Z");
    const after = new Date("2027-03-12T07:00:00Z");
    const owed = reservationBalance({
      status: "completed",
      totalKurus: 500_00,
      payments: [],
      chargesKurus: 150_00,
      deskPaidKurus: 500_00,
    });
    expect(owed.owedKurus).toBe(150_00);
    expect(canIssueReference(owed, "completed", pickup, after)).toBe(true);
    expect(canIssueReference(owed, "active", pickup, after)).toBe(true);
    expect(canIssueReference(owed, "confirmed", pickup, after)).toBe(false);
    expect(canIssueReference(owed, "cancelled", pickup, after)).toBe(false);
    expect(canOfferReference(owed, pickup, after)).toBe(false);
    const settled = reservationBalance({
      status: "completed",
      totalKurus: 500_00,
      payments: [],
      chargesKurus: 150_00,
      deskPaidKurus: 650_00,
    });
    expect(canIssueReference(settled, "completed", pickup, after)).toBe(false);
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
