// A car swapped during a running rental (decision 0143): the first car comes back with its km and
// fuel read (swap in), the new car goes out with its own (swap out). The return is compared with the
// car the customer brings back, from its own km and fuel out; the km driven in the cars before count
// towards the rental's km allowance. Pure.

export type Reading = { odometerKm: number; fuelEighths: number };
export type SwapReadings = { in: Reading; out: Reading };

/** The figures a return compares against: the last car's out, and the km driven in the cars before it. */
export function currentOut(handover: Reading, swaps: readonly SwapReadings[]): Reading & { drivenBeforeKm: number } {
  let out = handover;
  let drivenBeforeKm = 0;
  for (const s of swaps) {
    drivenBeforeKm += Math.max(0, s.in.odometerKm - out.odometerKm);
    out = s.out;
  }
  return { ...out, drivenBeforeKm };
}

/**
 * The return charges' "out" reading as one car's: the last car's km out less the km driven before,
 * so that km in - out is every km of the rental. Fuel is the last car's own.
 */
export function chargeableOut(handover: Reading, swaps: readonly SwapReadings[]): Reading {
  const o = currentOut(handover, swaps);
  return { odometerKm: o.odometerKm - o.drivenBeforeKm, fuelEighths: o.fuelEighths };
}

export type SwapInput = {
  inKm: string;
  inFuel: string;
  inNotes: string;
  outKm: string;
  outFuel: string;
  outNotes: string;
};

export type SwapProblem = "inKm" | "inKmBelowOut" | "inFuel" | "outKm" | "outFuel" | "notes";

const MAX_KM = 2_000_000;
/** More than this between the first car's out and in during one rental is a typing error. */
const MAX_DRIVEN_KM = 50_000;

function km(text: string): number | null {
  const t = text.replace(/[.\s]/g, "");
  if (!/^\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_KM ? n : null;
}

function fuel(text: string): number | null {
  return /^[0-8]$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Checks the swap's readings against the first car's km out; the first problem, or the readings. */
export function checkSwap(
  input: SwapInput,
  firstCarOutKm: number,
): { ok: true; in: Reading; out: Reading; inNotes: string; outNotes: string } | { ok: false; problem: SwapProblem } {
  const inKm = km(input.inKm);
  if (inKm === null) return { ok: false, problem: "inKm" };
  if (inKm < firstCarOutKm || inKm - firstCarOutKm > MAX_DRIVEN_KM) return { ok: false, problem: "inKmBelowOut" };
  const inFuel = fuel(input.inFuel);
  if (inFuel === null) return { ok: false, problem: "inFuel" };
  const outKm = km(input.outKm);
  if (outKm === null) return { ok: false, problem: "outKm" };
  const outFuel = fuel(input.outFuel);
  if (outFuel === null) return { ok: false, problem: "outFuel" };
  const inNotes = input.inNotes.trim();
  const outNotes = input.outNotes.trim();
  if (inNotes.length > 500 || outNotes.length > 500) return { ok: false, problem: "notes" };
  return {
    ok: true,
    in: { odometerKm: inKm, fuelEighths: inFuel },
    out: { odometerKm: outKm, fuelEighths: outFuel },
    inNotes,
    outNotes,
  };
}
