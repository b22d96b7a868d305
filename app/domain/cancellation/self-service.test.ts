import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cancellationRefund } from "./cancellation-refund.ts";
import { selfServiceCancellation, selfServiceMoney, type SelfServiceInput } from "./self-service.ts";

const H = 3_600_000;
const pickUp = new Date("2027-01-12T07:00:00Z");

const base: SelfServiceInput = {
  status: "confirmed",
  pickUp,
  now: new Date(pickUp.getTime() - 48 * H),
  hasLiveRequest: false,
  paymentCount: 1,
  refundPendingKurus: 0,
  refundableOnPaymentKurus: 300_000,
  refund: { cancellable: true, refundKurus: 300_000, rule: "earlyFull" },
};

describe("selfServiceCancellation", () => {
  it("cancels at once a confirmed booking the policy decides, paid once or not at all", () => {
    expect(selfServiceCancellation(base)).toEqual({ atOnce: true });
    expect(
      selfServiceCancellation({
        ...base,
        paymentCount: 0,
        refundableOnPaymentKurus: 0,
        refund: { cancellable: true, refundKurus: 0, rule: "payAtOffice" },
      }),
    ).toEqual({ atOnce: true });
  });

  it("sends to the desk what the policy does not settle alone", () => {
    expect(selfServiceCancellation({ ...base, status: "pending_payment" })).toEqual({ atOnce: false, why: "status" });
    expect(selfServiceCancellation({ ...base, now: pickUp })).toEqual({ atOnce: false, why: "pickUpPassed" });
    expect(selfServiceCancellation({ ...base, hasLiveRequest: true })).toEqual({ atOnce: false, why: "liveRequest" });
    expect(selfServiceCancellation({ ...base, paymentCount: 2 })).toEqual({ atOnce: false, why: "severalPayments" });
    expect(selfServiceCancellation({ ...base, refundPendingKurus: 1 })).toEqual({
      atOnce: false,
      why: "refundInFlight",
    });
    expect(selfServiceCancellation({ ...base, refundableOnPaymentKurus: 299_999 })).toEqual({
      atOnce: false,
      why: "exceedsPayment",
    });
    expect(
      selfServiceCancellation({ ...base, refund: { cancellable: false, refundKurus: 0, rule: "pickedUp" } }),
    ).toEqual({ atOnce: false, why: "notCancellable" });
  });

  it("property: at once only before pick-up, and then never refunds more than the payment can give back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: -72 * 60, max: 72 * 60 }),
        fc.boolean(),
        fc.boolean(),
        (paid, days, minutesBefore, prepaid, assurance) => {
          const now = new Date(pickUp.getTime() - minutesBefore * 60_000);
          const refund = cancellationRefund({
            paidKurus: prepaid ? paid : 0,
            vehicleRentalKurus: paid,
            rentalDays: days,
            totalKurus: paid,
            hasAssurance: assurance,
            prepaid,
            pickUp,
            now,
            pickedUp: false,
          });
          const decision = selfServiceCancellation({
            ...base,
            now,
            paymentCount: prepaid ? 1 : 0,
            refundableOnPaymentKurus: prepaid ? paid : 0,
            refund,
          });
          expect(decision.atOnce).toBe(minutesBefore > 0);
          if (decision.atOnce) {
            expect(refund.refundKurus).toBeLessThanOrEqual(prepaid ? paid : 0);
            expect(refund.refundKurus + refund.deductionKurus).toBe(prepaid ? paid : 0);
          }
        },
      ),
    );
  });
});

describe("selfServiceMoney", () => {
  it("says nothing to pay, nothing refunded, or the refund", () => {
    expect(selfServiceMoney({ paidKurus: 0, refundKurus: 0, deductionKurus: 0 })).toEqual({ kind: "nothingToPay" });
    expect(selfServiceMoney({ paidKurus: 500, refundKurus: 0, deductionKurus: 500 })).toEqual({
      kind: "noRefund",
      deductionKurus: 500,
    });
    expect(selfServiceMoney({ paidKurus: 500, refundKurus: 300, deductionKurus: 200 })).toEqual({
      kind: "refund",
      refundKurus: 300,
      deductionKurus: 200,
    });
  });
});
