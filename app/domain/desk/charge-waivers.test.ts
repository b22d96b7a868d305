import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyWaivers, DEFAULT_WAIVE_LIMIT_KURUS, type Waiver } from "./charge-waivers.ts";
import type { ChargeLine } from "./return-charges.ts";

const lines: ChargeLine[] = [
  { kind: "extra_days", quantity: 1, unitKurus: 150_000, amountKurus: 150_000, description: "" },
  { kind: "fuel", quantity: 3, unitKurus: 4_500, amountKurus: 45_625, description: "" },
  { kind: "damage", quantity: 1, unitKurus: 20_000, amountKurus: 20_000, description: "Dent" },
];
const agent = { limitKurus: DEFAULT_WAIVE_LIMIT_KURUS, mayWaiveAboveLimit: false };
const manager = { limitKurus: DEFAULT_WAIVE_LIMIT_KURUS, mayWaiveAboveLimit: true };

describe("waiving return charges", () => {
  it("removes a line under the limit with a reason, and books the rest as computed", () => {
    const r = applyWaivers(lines, [{ index: 2, amountKurus: 0, reason: "Damage was there before" }], agent);
    expect(r).toMatchObject({ ok: true, value: { totalKurus: 195_625, waivedKurus: 20_000 } });
    if (r.ok)
      expect(r.value.lines.map((l) => [l.amountKurus, l.computedKurus])).toEqual([
        [150_000, 150_000],
        [45_625, 45_625],
        [0, 20_000],
      ]);
  });

  it("refuses a lower amount without a reason, above the computed amount, or an unknown line", () => {
    expect(applyWaivers(lines, [{ index: 1, amountKurus: 10_000, reason: "  " }], agent)).toMatchObject({
      ok: false,
      error: { code: "reasonRequired", index: 1 },
    });
    expect(applyWaivers(lines, [{ index: 1, amountKurus: 50_000, reason: "x" }], agent)).toMatchObject({
      error: { code: "aboveComputed" },
    });
    expect(applyWaivers(lines, [{ index: 3, amountKurus: 0, reason: "x" }], agent)).toMatchObject({
      error: { code: "unknownLine" },
    });
  });

  it("needs charges.waive once the return's waived total passes the limit, however it is split", () => {
    const split: Waiver[] = [
      { index: 1, amountKurus: 30_000, reason: "Tank nearly full" },
      { index: 2, amountKurus: 10_000, reason: "Small" },
    ];
    // 15.625 + 10.000 = 25.625 kuruş waived > 25.000.
    expect(applyWaivers(lines, split, agent)).toMatchObject({
      ok: false,
      error: { code: "needsPermission", waivedKurus: 25_625, limitKurus: 25_000 },
    });
    expect(applyWaivers(lines, split, manager)).toMatchObject({ ok: true, value: { waivedKurus: 25_625 } });
  });

  it("property: booked = computed - waived, no line above its computed amount, no cut without a reason, the limit holds", () => {
    const line = fc.record({
      kind: fc.constant("damage" as const),
      quantity: fc.constant(1 as const),
      unitKurus: fc.integer({ min: 1, max: 1_000_000 }),
      amountKurus: fc.integer({ min: 1, max: 1_000_000 }),
      description: fc.constant("d"),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.array(
          fc.record({
            index: fc.integer({ min: 0, max: 4 }),
            amountKurus: fc.integer({ min: 0, max: 1_000_000 }),
            reason: fc.constantFrom("", "why"),
          }),
          { maxLength: 5 },
        ),
        fc.integer({ min: 0, max: 500_000 }),
        fc.boolean(),
        (computed, waivers, limitKurus, mayWaiveAboveLimit) => {
          const r = applyWaivers(computed, waivers, { limitKurus, mayWaiveAboveLimit });
          if (!r.ok) return;
          const computedTotal = computed.reduce((s, l) => s + l.amountKurus, 0);
          expect(r.value.totalKurus + r.value.waivedKurus).toBe(computedTotal);
          expect(r.value.totalKurus).toBe(r.value.lines.reduce((s, l) => s + l.amountKurus, 0));
          for (const l of r.value.lines) {
            expect(l.amountKurus).toBeLessThanOrEqual(l.computedKurus);
            if (l.amountKurus < l.computedKurus) expect(l.reason).not.toBe("");
          }
          if (!mayWaiveAboveLimit) expect(r.value.waivedKurus).toBeLessThanOrEqual(limitKurus);
        },
      ),
    );
  });
});
