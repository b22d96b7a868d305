// Instalments and changes (issue 26): random lives of a prepaid booking, booked with 1-12
// instalments, changed dearer and cheaper several times, then maybe cancelled, through the same
// rules the services use: changeSettlement for the difference, reservationBalance for what a change's
// payment reference must equal, allocateChangeRefund for where a refund comes from, onlineMoney
// for the figures every view shows.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeSettlement } from "#app/domain/reservation/booking-change.ts";
import {
  acceptsReferencePayment,
  allocateChangeRefund,
  type CountedPayment,
  onlineMoney,
  paymentMoney,
  reservationBalance,
} from "./reservation-balance.ts";

const DAY = 86_400_000;
const NOW = new Date("2027-03-01T07:00:00Z");
const PICKUP = new Date(NOW.getTime() + 30 * DAY);

type Payment = Required<CountedPayment>;

const step = fc.oneof(
  fc.record({ kind: fc.constant("change" as const), totalKurus: fc.integer({ min: 10_000, max: 5_000_000 }) }),
  fc.record({ kind: fc.constant("cancel" as const) }),
);

describe("a prepaid booking's money through instalments, changes and a cancellation", () => {
  it("never charges a surcharge twice, never refunds more than paid, and the balance always agrees", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 5_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        (bookedKurus, instalments, rateBasisPoints, steps) => {
          const surcharge = instalments > 1 ? Math.round((bookedKurus * rateBasisPoints) / 10_000) : 0;
          const payments: Payment[] = [
            { amountKurus: bookedKurus + surcharge, instalmentSurchargeKurus: surcharge, refundedKurus: 0 },
          ];
          let total = bookedKurus;
          let cancelled = false;
          const check = () => {
            const money = onlineMoney(payments);
            for (const p of payments) expect(p.refundedKurus).toBeLessThanOrEqual(p.amountKurus);
            // What was charged is exactly what paid the total, the surcharge kept and what went back.
            expect(money.chargedKurus).toBe(money.paidKurus + money.surchargeKurus + money.refundedKurus);
            // One surcharge, the booking's: a change never charges or drops one.
            expect(money.surchargeKurus).toBe(cancelled ? 0 : surcharge);
            expect(payments.slice(1).every((p) => p.instalmentSurchargeKurus === 0)).toBe(true);
            // The booking is paid exactly: nothing owed, nothing overpaid.
            expect(money.paidKurus).toBe(cancelled ? 0 : total);
          };
          check();
          for (const s of steps) {
            if (cancelled) break;
            if (s.kind === "cancel") {
              // A full refund (decision 0044): everything still held goes back, the surcharge too.
              for (const p of payments) p.refundedKurus = p.amountKurus;
              cancelled = true;
              check();
              continue;
            }
            const settlement = changeSettlement({
              oldTotalKurus: total,
              newTotalKurus: s.totalKurus,
              oldVehicleKurus: total,
              oldRentalDays: 3,
              prepaid: true,
              hasAssurance: false,
              pickUp: PICKUP,
              now: NOW,
            });
            if (!settlement.changeable) throw new Error("changeable 30 days ahead");
            if (settlement.settle === "charge") {
              // The change's reference is for what the new total leaves owed: exactly the difference.
              const balance = reservationBalance({ status: "confirmed", totalKurus: settlement.totalKurus, payments });
              expect(balance.owedKurus).toBe(settlement.chargeKurus);
              expect(acceptsReferencePayment(balance, settlement.chargeKurus)).toBe(true);
              payments.push({ amountKurus: settlement.chargeKurus, instalmentSurchargeKurus: 0, refundedKurus: 0 });
            } else if (settlement.settle === "refund") {
              const newestFirst = [...payments].reverse();
              const { parts, leftKurus } = allocateChangeRefund(newestFirst, settlement.refundKurus);
              expect(leftKurus).toBe(0);
              for (const part of parts) {
                expect(part.amountKurus).toBeLessThanOrEqual(paymentMoney(part.payment).towardTotalKurus);
                part.payment.refundedKurus += part.amountKurus;
              }
            }
            total = settlement.totalKurus;
            check();
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("the issue's 6-instalment booking: a dearer change owes the difference, not the surcharge's share", () => {
    // YLD-YYXMF4K: 6.966,16 TL booked, 7.607,05 TL charged in 6 instalments.
    const booked = [{ amountKurus: 760_705, instalmentSurchargeKurus: 64_089, refundedKurus: 0 }];
    const balance = reservationBalance({ status: "confirmed", totalKurus: 696_616 + 348_308, payments: booked });
    // Before: 1.045.924 - 760.705 = 285.219 owed against a 348.308 reference: "Ödeme başlatılamadı".
    expect(balance.owedKurus).toBe(348_308);
    expect(onlineMoney(booked)).toEqual({
      chargedKurus: 760_705,
      surchargeKurus: 64_089,
      refundedKurus: 0,
      paidKurus: 696_616,
    });
  });
});
