import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DAMAGE_LINE_CAP_KURUS,
  FUEL_UNIT_KURUS,
  REFUEL_FEE_KURUS,
  type ReturnFacts,
  returnCharges,
  ReturnInputError,
} from "./return-charges.ts";

const H = 3_600_000;
const M = 60_000;
const pickupAt = new Date("2027-03-10T07:00:00Z");
const after = (ms: number) => new Date(pickupAt.getTime() + ms);

const facts: ReturnFacts = {
  pickupAt,
  bookedDays: 2,
  vehicleRentalKurus: 300_000,
  kmLimitPerDay: 300,
  packageKm: 0,
  extraKmKurus: 500,
  tankLitres: 50,
  fuelUnitKurus: FUEL_UNIT_KURUS.gasoline,
  refuelFeeKurus: REFUEL_FEE_KURUS,
  out: { odometerKm: 10_000, fuelEighths: 8 },
};
const onTime = { returnedAt: after(48 * H), odometerKm: 10_400, fuelEighths: 8, damages: [] };

describe("returnCharges", () => {
  it("refuses a damage line over the cap (40 and 50 trillion TL) with its own reason, never a bare RangeError", () => {
    for (const lira of [40_000_000_000_000, 50_000_000_000_000]) {
      const line = { description: "Tampon", amountKurus: lira * 100 };
      const attempt = () => returnCharges(facts, { ...onTime, damages: [line, line] });
      expect(attempt).toThrow(ReturnInputError);
      expect(attempt).toThrow(expect.objectContaining({ field: "damages", code: "damageTooLarge" }));
    }
    const atCap = { description: "Total loss", amountKurus: DAMAGE_LINE_CAP_KURUS };
    expect(returnCharges(facts, { ...onTime, damages: [atCap] }).totalKurus).toBe(DAMAGE_LINE_CAP_KURUS);
    expect(() =>
      returnCharges(
        { ...facts, damageLineCapKurus: 100_000 },
        { ...onTime, damages: [{ ...atCap, amountKurus: 100_001 }] },
      ),
    ).toThrow(expect.objectContaining({ code: "damageTooLarge" }));
  });

  it("property: no list of damage lines gives anything but a safe total or a ReturnInputError", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 30 }), (amounts) => {
        const damages = amounts.map((amountKurus) => ({ description: "x", amountKurus }));
        try {
          expect(Number.isSafeInteger(returnCharges(facts, { ...onTime, damages }).totalKurus)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(ReturnInputError);
        }
      }),
    );
  });

  it("charges nothing for a return on time, within the allowance, with a full tank", () => {
    expect(returnCharges(facts, onTime)).toMatchObject({ rentalDays: 2, extraDays: 0, lines: [], totalKurus: 0 });
  });

  it("keeps the 60-minute grace: 49 h is still 2 days, 49 h 01 m is 3", () => {
    expect(returnCharges(facts, { ...onTime, returnedAt: after(49 * H) }).extraDays).toBe(0);
    const late = returnCharges(facts, { ...onTime, returnedAt: after(49 * H + M) });
    expect(late.extraDays).toBe(1);
    expect(late.lines).toEqual([
      { kind: "extra_days", quantity: 1, unitKurus: 150_000, amountKurus: 150_000, description: "" },
    ]);
  });

  it("a day late raises the allowance by one day's KM limit", () => {
    const c = returnCharges(facts, { ...onTime, returnedAt: after(72 * H), odometerKm: 10_950 });
    expect(c.kmAllowance).toBe(900);
    expect(c.lines.map((l) => [l.kind, l.quantity, l.amountKurus])).toEqual([
      ["extra_days", 1, 150_000],
      ["extra_km", 50, 25_000],
    ]);
  });

  it("counts the KM package and never charges kilometres on an unlimited one", () => {
    expect(returnCharges({ ...facts, packageKm: 500 }, { ...onTime, odometerKm: 11_200 }).extraKm).toBe(100);
    expect(returnCharges({ ...facts, packageKm: null }, { ...onTime, odometerKm: 50_000 }).lines).toEqual([]);
  });

  it("prices missing fuel per litre plus the service fee", () => {
    const c = returnCharges(facts, { ...onTime, fuelEighths: 6 });
    // 2/8 of 50 litres = 12.5 litres x 45 TL = 562.50 TL, plus 250 TL.
    expect(c.lines).toEqual([
      { kind: "fuel", quantity: 2, unitKurus: 4_500, amountKurus: 56_250 + 25_000, description: "" },
    ]);
  });

  it("adds the damages staff typed and refuses impossible readings", () => {
    const c = returnCharges(facts, {
      ...onTime,
      damages: [{ description: " Scratch, rear bumper ", amountKurus: 120_000 }],
    });
    expect(c.lines).toEqual([
      { kind: "damage", quantity: 1, unitKurus: 120_000, amountKurus: 120_000, description: "Scratch, rear bumper" },
    ]);
    expect(() => returnCharges(facts, { ...onTime, odometerKm: 9_999 })).toThrow(ReturnInputError);
    expect(() => returnCharges(facts, { ...onTime, fuelEighths: 9 })).toThrow(ReturnInputError);
    expect(() => returnCharges(facts, { ...onTime, returnedAt: pickupAt })).toThrow(ReturnInputError);
    expect(() => returnCharges(facts, { ...onTime, damages: [{ description: "", amountKurus: 100 }] })).toThrow(
      ReturnInputError,
    );
  });

  it("property: lines are positive whole kuruş, the total is their sum, a later return never has fewer extra days or a smaller day line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 60 * 24 * 40 }),
        fc.integer({ min: 0, max: 60 * 24 * 3 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (bookedDays, vehicle, minutes, moreMinutes, km, fuelOut, fuelIn) => {
          const f = {
            ...facts,
            bookedDays,
            vehicleRentalKurus: vehicle,
            out: { odometerKm: 1_000, fuelEighths: fuelOut },
          };
          const input = { returnedAt: after(minutes * M), odometerKm: 1_000 + km, fuelEighths: fuelIn, damages: [] };
          const c = returnCharges(f, input);
          expect(c.lines.every((l) => Number.isSafeInteger(l.amountKurus) && l.amountKurus > 0)).toBe(true);
          expect(c.totalKurus).toBe(c.lines.reduce((s, l) => s + l.amountKurus, 0));
          expect(c.rentalDays).toBeGreaterThanOrEqual(bookedDays);
          const later = returnCharges(f, { ...input, returnedAt: after((minutes + moreMinutes) * M) });
          // (Kilometres may cost less later: each extra day brings its own KM allowance.)
          expect(later.extraDays).toBeGreaterThanOrEqual(c.extraDays);
          const dayLine = (x: typeof c) => x.lines.find((l) => l.kind === "extra_days")?.amountKurus ?? 0;
          expect(dayLine(later)).toBeGreaterThanOrEqual(dayLine(c));
          expect(dayLine(c)).toBe(c.extraDays * c.dailyKurus);
        },
      ),
    );
  });
});
