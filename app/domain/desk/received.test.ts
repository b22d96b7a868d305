import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deskBalance } from "./desk-actions.ts";
import { depositPaidKurus, DEPOSIT_STATUSES } from "./deposit.ts";
import { receivedLines } from "./received.ts";

const at = (iso: string) => new Date(iso);

describe("receivedLines", () => {
  it("lists a deposit capture as a line of its own, dated when it was taken, beside the desk payments", () => {
    const { lines, totalKurus } = receivedLines({
      onlineNetKurus: 300_000,
      deskPayments: [
        {
          takenAt: at("2027-03-05T10:00:00Z"),
          method: "cash",
          amountKurus: 50_000,
          staffName: "Ayşe",
          authCode: null,
        },
      ],
      deposit: {
        status: "captured",
        method: "card_preauth",
        capturedKurus: 120_000,
        settledAt: at("2027-03-05T09:30:00Z"),
        heldAt: at("2027-03-01T09:00:00Z"),
        createdAt: at("2027-03-01T08:59:00Z"),
      },
    });
    expect(lines).toEqual([
      { kind: "online", amountKurus: 300_000 },
      { kind: "deposit", at: at("2027-03-05T09:30:00Z"), method: "card_preauth", amountKurus: 120_000 },
      { kind: "desk", at: at("2027-03-05T10:00:00Z"), method: "cash", amountKurus: 50_000, by: "Ayşe", authCode: null },
    ]);
    expect(totalKurus).toBe(470_000);
  });

  it("has no deposit line while the deposit is held, released or paid back", () => {
    for (const status of ["held", "settling", "released", "paid_back", "pending"] as const) {
      const { lines } = receivedLines({
        onlineNetKurus: 0,
        deskPayments: [],
        deposit: {
          status,
          method: "cash",
          capturedKurus: 0,
          settledAt: null,
          heldAt: at("2027-03-01T09:00:00Z"),
          createdAt: at("2027-03-01T09:00:00Z"),
        },
      });
      expect(lines).toEqual([]);
    }
  });

  it("adds up to the balance's paid amount whatever was received (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
        fc.constantFrom(...DEPOSIT_STATUSES),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (online, desk, status, captured, total) => {
          const deposit = {
            status,
            method: "card_preauth" as const,
            capturedKurus: captured,
            settledAt: at("2027-03-05T09:00:00Z"),
            heldAt: at("2027-03-01T09:00:00Z"),
            createdAt: at("2027-03-01T09:00:00Z"),
          };
          const received = receivedLines({
            onlineNetKurus: online,
            deskPayments: desk.map((amountKurus, i) => ({
              takenAt: new Date(Date.UTC(2027, 2, 1 + i)),
              method: "cash" as const,
              amountKurus,
              staffName: "x",
              authCode: null,
            })),
            deposit,
          });
          const kept = depositPaidKurus(deposit);
          const balance = deskBalance({
            totalKurus: total,
            chargesKurus: 0,
            onlineNetKurus: online,
            deskPaidKurus: [...desk, ...(kept > 0 ? [kept] : [])],
          });
          expect(received.totalKurus).toBe(balance.paidKurus);
          expect(received.lines.filter((l) => l.kind === "deposit")).toHaveLength(kept > 0 ? 1 : 0);
        },
      ),
    );
  });
});
