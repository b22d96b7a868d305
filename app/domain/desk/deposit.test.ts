import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  depositPaidKurus,
  depositPlan,
  holdOverdue,
  receivedKurus,
  settledStatus,
  settlementFromLedger,
  type DepositStatus,
} from "./deposit.ts";

describe("depositPlan", () => {
  it("keeps what is owed up to the deposit and gives the rest back", () => {
    expect(depositPlan(500_000, 120_000)).toEqual({ keepKurus: 120_000, returnKurus: 380_000 });
    expect(depositPlan(500_000, 0)).toEqual({ keepKurus: 0, returnKurus: 500_000 });
    expect(depositPlan(500_000, 900_000)).toEqual({ keepKurus: 500_000, returnKurus: 0 });
  });

  it("never keeps more than held or owed, and keep + return is the deposit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000, max: 20_000_000 }),
        (held, owed) => {
          const p = depositPlan(held, owed);
          expect(p.keepKurus + p.returnKurus).toBe(held);
          expect(p.keepKurus).toBeLessThanOrEqual(Math.max(0, owed));
          expect(p.keepKurus).toBeLessThanOrEqual(held);
          expect(p.keepKurus).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("ends a card deposit released, a cash one paid back, either captured when something is kept", () => {
    expect(settledStatus("card_preauth", { keepKurus: 0, returnKurus: 1 })).toBe("released");
    expect(settledStatus("cash", { keepKurus: 0, returnKurus: 1 })).toBe("paid_back");
    expect(settledStatus("cash", { keepKurus: 1, returnKurus: 0 })).toBe("captured");
  });
});

describe("holdOverdue", () => {
  const heldAt = new Date("2027-03-01T09:00:00Z");
  it("is a task once the bank's window has passed, for card holds still held", () => {
    const d = { method: "card_preauth" as const, status: "held" as const, heldAt };
    expect(holdOverdue(d, new Date("2027-03-31T08:59:59Z"))).toBe(false);
    expect(holdOverdue(d, new Date("2027-03-31T09:00:00Z"))).toBe(true);
    expect(holdOverdue(d, new Date("2027-03-20T09:00:00Z"), 7)).toBe(true);
    expect(holdOverdue({ ...d, status: "released" }, new Date("2027-06-01T00:00:00Z"))).toBe(false);
    expect(holdOverdue({ ...d, method: "cash" }, new Date("2027-06-01T00:00:00Z"))).toBe(false);
  });
});

/** Random days at the desk: payments, refunds, a deposit held, then kept in part or given back. */
type Step =
  | { kind: "pay"; amount: number }
  | { kind: "refund"; amount: number }
  | { kind: "hold"; amount: number }
  | { kind: "settle"; owed: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("pay" as const), amount: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant("refund" as const), amount: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant("hold" as const), amount: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant("settle" as const), owed: fc.integer({ min: 0, max: 2_000_000 }) }),
);

describe("the reservation's money with a deposit", () => {
  it("equals payments minus refunds plus only the kept part of the deposit, whatever the order", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const payments: number[] = [];
        const refunds: number[] = [];
        let deposit: { status: DepositStatus; amountKurus: number; capturedKurus: number } | null = null;
        let paid = 0;
        for (const s of steps) {
          if (s.kind === "pay") {
            payments.push(s.amount);
            paid += s.amount;
          } else if (s.kind === "refund") {
            const amount = Math.min(s.amount, paid);
            if (amount === 0) continue;
            refunds.push(amount);
            paid -= amount;
          } else if (s.kind === "hold") {
            if (deposit) continue;
            deposit = { status: "held", amountKurus: s.amount, capturedKurus: 0 };
            // Held money is not received.
            expect(receivedKurus({ payments, refunds, deposit })).toBe(paid);
          } else {
            const held = deposit as { status: DepositStatus; amountKurus: number; capturedKurus: number } | null;
            if (held?.status !== "held") continue;
            const plan = depositPlan(held.amountKurus, s.owed);
            deposit = {
              amountKurus: held.amountKurus,
              status: settledStatus("card_preauth", plan),
              capturedKurus: plan.keepKurus,
            };
          }
        }
        const final = deposit as { status: DepositStatus; capturedKurus: number } | null;
        const kept = final && final.status === "captured" ? final.capturedKurus : 0;
        expect(depositPaidKurus(deposit)).toBe(kept);
        expect(receivedKurus({ payments, refunds, deposit })).toBe(paid + kept);
        expect(receivedKurus({ payments, refunds, deposit })).toBe(
          payments.reduce((a, b) => a + b, 0) - refunds.reduce((a, b) => a + b, 0) + kept,
        );
      }),
    );
  });
});

describe("a deposit left settling, read from the bank's ledger", () => {
  it("keeps what the bank captured, releases a void, settles again a hold the bank never touched", () => {
    expect(settlementFromLedger({ status: "captured", capturedKurus: 120_000 }, 500_000)).toEqual({
      kind: "captured",
      keepKurus: 120_000,
    });
    expect(settlementFromLedger({ status: "voided", capturedKurus: 0 }, 500_000)).toEqual({ kind: "released" });
    expect(settlementFromLedger({ status: "authorized", capturedKurus: 0 }, 500_000)).toEqual({ kind: "held" });
  });

  it("trusts no capture above the deposit, no unreported amount and no missing answer", () => {
    expect(settlementFromLedger({ status: "captured", capturedKurus: 500_001 }, 500_000)).toEqual({ kind: "unknown" });
    expect(settlementFromLedger({ status: "captured", capturedKurus: null }, 500_000)).toEqual({ kind: "unknown" });
    expect(settlementFromLedger({ status: "declined", capturedKurus: 0 }, 500_000)).toEqual({ kind: "unknown" });
    expect(settlementFromLedger(null, 500_000)).toEqual({ kind: "unknown" });
  });
});
