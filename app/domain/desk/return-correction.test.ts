import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sumKurus } from "#app/domain/money/money.ts";
import { applyWaivers, type Waiver } from "./charge-waivers.ts";
import { deskBalance } from "./desk-actions.ts";
import { chargedLines, chargesInForce, moneyBack, planCorrection } from "./return-correction.ts";
import type { ChargeLine } from "./return-charges.ts";

const booked: ChargeLine[] = [
  { kind: "extra_days", quantity: 1, unitKurus: 150_000, amountKurus: 150_000, description: "" },
  { kind: "fuel", quantity: 3, unitKurus: 4_500, amountKurus: 45_625, description: "" },
  { kind: "damage", quantity: 1, unitKurus: 20_000, amountKurus: 20_000, description: "Dent" },
];

describe("correcting a booked return", () => {
  it("reverses the charges in force whole and books the corrected lines in their place", () => {
    const r = planCorrection(
      booked,
      [{ index: 2, amountKurus: 0, reason: "Damage was on the car before" }],
      "Photo from hand-over",
    );
    expect(r).toMatchObject({
      ok: true,
      plan: { reversedKurus: 215_625, chargesKurus: 195_625, reductionKurus: 20_000 },
    });
    if (r.ok) expect(chargedLines(r.plan).map((l) => l.kind)).toEqual(["extra_days", "fuel"]);
  });

  it("refuses a correction without its reason, one that changes nothing, and one that raises a line", () => {
    expect(planCorrection(booked, [{ index: 0, amountKurus: 0, reason: "x" }], "  ")).toMatchObject({
      ok: false,
      error: { code: "correctionReason" },
    });
    expect(planCorrection(booked, [], "Checked again")).toMatchObject({ ok: false, error: { code: "noChange" } });
    expect(planCorrection(booked, [{ index: 1, amountKurus: 50_000, reason: "x" }], "Checked")).toMatchObject({
      ok: false,
      error: { code: "aboveComputed", index: 1 },
    });
    expect(planCorrection(booked, [{ index: 1, amountKurus: 1_000, reason: "" }], "Checked")).toMatchObject({
      ok: false,
      error: { code: "reasonRequired", index: 1 },
    });
  });

  it("takes the last correction's charges as in force", () => {
    expect(chargesInForce(215_625, [])).toBe(215_625);
    expect(
      chargesInForce(215_625, [
        { version: 2, chargesKurus: 100_000 },
        { version: 1, chargesKurus: 195_625 },
      ]),
    ).toBe(100_000);
  });

  it("pays back only what was received above what is due, cards first, the rest owed", () => {
    expect(
      moneyBack({ receivedKurus: 500_000, dueKurus: 480_000, reductionKurus: 20_000, cardRefundableKurus: 5_000 }),
    ).toEqual({
      backKurus: 20_000,
      refundKurus: 5_000,
      owedKurus: 15_000,
    });
    // Not paid yet: the correction only lowers what is owed, nothing goes back.
    expect(
      moneyBack({ receivedKurus: 300_000, dueKurus: 480_000, reductionKurus: 20_000, cardRefundableKurus: 300_000 }),
    ).toEqual({
      backKurus: 0,
      refundKurus: 0,
      owedKurus: 0,
    });
  });
});

// A rental's money over random sequences of desk payments, card payments and refunds, the return's
// booking with waivers, and corrections: what the reservation has received is always payments
// minus refunds, and received = due - still owed + what is owed back (never lost, never twice).
type Step =
  | { op: "payCard"; part: number }
  | { op: "payDesk"; part: number }
  | { op: "refundCard"; part: number }
  | { op: "return"; lines: ChargeLine[]; waive: { index: number; part: number }[] }
  | { op: "correct"; changes: { index: number; part: number }[] };

const lineArb: fc.Arbitrary<ChargeLine> = fc.oneof(
  fc
    .integer({ min: 1, max: 500_000 })
    .map((a): ChargeLine => ({ kind: "extra_days", quantity: 1, unitKurus: a, amountKurus: a, description: "" })),
  fc
    .integer({ min: 1, max: 200_000 })
    .map((a): ChargeLine => ({ kind: "extra_km", quantity: 10, unitKurus: a, amountKurus: a, description: "" })),
  fc
    .integer({ min: 1, max: 100_000 })
    .map((a): ChargeLine => ({ kind: "fuel", quantity: 2, unitKurus: a, amountKurus: a, description: "" })),
  fc
    .integer({ min: 1, max: 900_000 })
    .map((a): ChargeLine => ({ kind: "damage", quantity: 1, unitKurus: a, amountKurus: a, description: "Scratch" })),
);
const part = fc.double({ min: 0, max: 1, noNaN: true });
const changeArb = fc.array(fc.record({ index: fc.nat({ max: 5 }), part }), { maxLength: 4 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  part.map((p): Step => ({ op: "payCard", part: p })),
  part.map((p): Step => ({ op: "payDesk", part: p })),
  part.map((p): Step => ({ op: "refundCard", part: p })),
  fc
    .record({ lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }), waive: changeArb })
    .map((s): Step => ({ op: "return", ...s })),
  changeArb.map((changes): Step => ({ op: "correct", changes })),
);

function lowered(lines: readonly ChargeLine[], changes: readonly { index: number; part: number }[]): Waiver[] {
  const seen = new Set<number>();
  return changes.flatMap(({ index, part: p }) => {
    const line = lines[index];
    if (!line || seen.has(index)) return [];
    seen.add(index);
    return [{ index, amountKurus: Math.floor(line.amountKurus * p), reason: "Checked with the customer" }];
  });
}

describe("a rental's balance through charges, waivers and corrections (property)", () => {
  it("received = payments - refunds, and received = due - owed + owed back, after every step", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.array(stepArb, { maxLength: 30 }), (totalKurus, steps) => {
        const cards: { amountKurus: number; refundedKurus: number }[] = [];
        const desk: number[] = [];
        let inForce: ChargeLine[] | null = null;
        let bookedKurus = 0;
        const corrections: { version: number; reversedKurus: number; chargesKurus: number }[] = [];
        let owedBackKurus = 0;
        const balance = () =>
          deskBalance({
            totalKurus,
            chargesKurus: chargesInForce(bookedKurus, corrections),
            onlineNetKurus: sumKurus(cards.map((c) => c.amountKurus - c.refundedKurus)),
            deskPaidKurus: desk,
          });
        for (const step of steps) {
          const owed = balance().owedKurus;
          switch (step.op) {
            case "payCard":
            case "payDesk": {
              const amount = Math.floor(owed * step.part);
              if (amount <= 0) break;
              if (step.op === "payCard") cards.push({ amountKurus: amount, refundedKurus: 0 });
              else desk.push(amount);
              break;
            }
            case "refundCard": {
              // A goodwill refund is also money owed back: recorded as such, then sent.
              const card = cards.find((c) => c.amountKurus > c.refundedKurus);
              if (!card || owedBackKurus === 0) break;
              const amount = Math.min(owedBackKurus, Math.ceil((card.amountKurus - card.refundedKurus) * step.part));
              card.refundedKurus += amount;
              owedBackKurus -= amount;
              break;
            }
            case "return": {
              if (inForce) break;
              const waived = applyWaivers(step.lines, lowered(step.lines, step.waive), {
                limitKurus: 0,
                mayWaiveAboveLimit: true,
              });
              if (!waived.ok) throw new Error("the generated waivers are valid");
              inForce = waived.value.lines.filter((l) => l.amountKurus > 0);
              bookedKurus = waived.value.totalKurus;
              break;
            }
            case "correct": {
              if (!inForce) break;
              const planned = planCorrection(inForce, lowered(inForce, step.changes), "Corrected by the manager");
              if (!planned.ok) break;
              const { plan } = planned;
              const before = balance();
              corrections.push({
                version: corrections.length + 1,
                reversedKurus: plan.reversedKurus,
                chargesKurus: plan.chargesKurus,
              });
              inForce = chargedLines(plan);
              const back = moneyBack({
                receivedKurus: before.paidKurus - owedBackKurus,
                dueKurus: before.dueKurus - plan.reductionKurus,
                reductionKurus: plan.reductionKurus,
                cardRefundableKurus: sumKurus(cards.map((c) => c.amountKurus - c.refundedKurus)),
              });
              let left = back.refundKurus;
              for (const c of [...cards].reverse()) {
                const take = Math.min(left, c.amountKurus - c.refundedKurus);
                c.refundedKurus += take;
                left -= take;
              }
              expect(left).toBe(0);
              owedBackKurus += back.owedKurus;
              break;
            }
          }
          const b = balance();
          const payments = sumKurus([...cards.map((c) => c.amountKurus), ...desk]);
          const refunds = sumKurus(cards.map((c) => c.refundedKurus));
          const charges = chargesInForce(bookedKurus, corrections);
          // The ledger of entries adds up to the charges in force: booked, then -reversed +corrected.
          expect(bookedKurus + sumKurus(corrections.map((c) => c.chargesKurus - c.reversedKurus))).toBe(charges);
          expect(charges).toBeGreaterThanOrEqual(0);
          expect(b.paidKurus).toBe(payments - refunds);
          expect(b.paidKurus - owedBackKurus).toBe(b.dueKurus - b.owedKurus);
          expect(owedBackKurus).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 400 },
    );
  });
});
