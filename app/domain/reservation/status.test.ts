import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  assertTransition,
  canTransition,
  isFinalStatus,
  isLiveStatus,
  isReservationStatus,
  LIVE_STATUSES,
  paymentHoldExpiresAt,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from "./status.ts";

const status = fc.constantFrom(...RESERVATION_STATUSES);

describe("reservation status", () => {
  it("follows the booking, payment and rental flow", () => {
    expect(canTransition("pending_payment", "confirmed")).toBe(true);
    expect(canTransition("pending_payment", "payment_failed")).toBe(true);
    expect(canTransition("pending_payment", "expired")).toBe(true);
    expect(canTransition("confirmed", "active")).toBe(true);
    expect(canTransition("confirmed", "cancelled")).toBe(true);
    expect(canTransition("active", "completed")).toBe(true);
  });

  it("refuses shortcuts and reversals", () => {
    const refused: [ReservationStatus, ReservationStatus][] = [
      ["pending_payment", "active"],
      ["pending_payment", "completed"],
      ["confirmed", "completed"],
      ["confirmed", "pending_payment"],
      ["active", "cancelled"],
      ["active", "confirmed"],
      ["expired", "active"],
      ["expired", "pending_payment"],
      ["payment_failed", "pending_payment"],
      ["cancelled", "confirmed"],
      ["completed", "active"],
    ];
    for (const [from, to] of refused) {
      expect(canTransition(from, to)).toBe(false);
      expect(() => assertTransition(from, to)).toThrow();
    }
    expect(() => assertTransition("confirmed", "active")).not.toThrow();
  });

  it("has live statuses that hold a car; a released hold comes back only as confirmed (a late card approval)", () => {
    expect([...LIVE_STATUSES]).toEqual(["pending_payment", "confirmed", "active"]);
    expect(canTransition("expired", "confirmed")).toBe(true);
    expect(canTransition("payment_failed", "confirmed")).toBe(true);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (!isLiveStatus(from) && canTransition(from, to)) {
          expect(to).toBe("confirmed");
          expect(["expired", "payment_failed"]).toContain(from);
        }
        expect(canTransition(from, from)).toBe(false);
        if (isFinalStatus(from)) expect(canTransition(from, to)).toBe(false);
      }),
    );
    expect(RESERVATION_STATUSES.filter(isFinalStatus)).toEqual(["completed", "cancelled"]);
  });

  it("recognises status strings", () => {
    expect(isReservationStatus("confirmed")).toBe(true);
    expect(isReservationStatus("CONFIRMED")).toBe(false);
  });

  it("holds an unpaid reservation for 15 minutes", () => {
    expect(paymentHoldExpiresAt(new Date("2025-01-01T10:50:00Z")).toISOString()).toBe("2025-01-01T11:05:00.000Z");
  });
});
