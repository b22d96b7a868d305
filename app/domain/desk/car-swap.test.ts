import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chargeableOut, checkSwap, currentOut } from "./car-swap.ts";

const ok = { inKm: "12.340", inFuel: "6", inNotes: "", outKm: "5000", outFuel: "8", outNotes: "Arka tampon çizik" };

describe("a car swapped during a rental", () => {
  it("compares the return with the new car's own km and fuel out, and keeps the km driven before", () => {
    const out = currentOut({ odometerKm: 12_000, fuelEighths: 8 }, [
      { in: { odometerKm: 12_340, fuelEighths: 6 }, out: { odometerKm: 5_000, fuelEighths: 7 } },
    ]);
    expect(out).toEqual({ odometerKm: 5_000, fuelEighths: 7, drivenBeforeKm: 340 });
    // A return at 5.100 km has driven 440 km in all.
    const c = chargeableOut({ odometerKm: 12_000, fuelEighths: 8 }, [
      { in: { odometerKm: 12_340, fuelEighths: 6 }, out: { odometerKm: 5_000, fuelEighths: 7 } },
    ]);
    expect(5_100 - c.odometerKm).toBe(440);
    expect(c.fuelEighths).toBe(7);
  });

  it("counts every km of any number of swaps once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.record({ driven: fc.nat(5_000), nextOut: fc.nat(200_000) }), { maxLength: 4 }),
        fc.nat(5_000),
        (start, legs, lastLeg) => {
          let out = start;
          let total = 0;
          const swaps = legs.map((l) => {
            const s = {
              in: { odometerKm: out + l.driven, fuelEighths: 8 },
              out: { odometerKm: l.nextOut, fuelEighths: 8 },
            };
            total += l.driven;
            out = l.nextOut;
            return s;
          });
          const c = chargeableOut({ odometerKm: start, fuelEighths: 8 }, swaps);
          expect(out + lastLeg - c.odometerKm).toBe(total + lastLeg);
        },
      ),
    );
  });

  it("refuses readings the first car cannot have and takes Turkish thousands", () => {
    expect(checkSwap(ok, 12_000)).toMatchObject({ ok: true, in: { odometerKm: 12_340, fuelEighths: 6 } });
    expect(checkSwap({ ...ok, inKm: "11999" }, 12_000)).toEqual({ ok: false, problem: "inKmBelowOut" });
    expect(checkSwap({ ...ok, inKm: "" }, 12_000)).toEqual({ ok: false, problem: "inKm" });
    expect(checkSwap({ ...ok, inFuel: "9" }, 12_000)).toEqual({ ok: false, problem: "inFuel" });
    expect(checkSwap({ ...ok, outKm: "-1" }, 12_000)).toEqual({ ok: false, problem: "outKm" });
    expect(checkSwap({ ...ok, outFuel: "" }, 12_000)).toEqual({ ok: false, problem: "outFuel" });
    expect(checkSwap({ ...ok, outNotes: "x".repeat(501) }, 12_000)).toEqual({ ok: false, problem: "notes" });
  });
});
