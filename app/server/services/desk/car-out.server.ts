// What the car the customer has now went out with (decision 0143): the hand-over's km and fuel, or,
// after a running-rental change swapped the car, the new car's own swap-out reading, with the km
// driven in the cars before. The return page and the return charges read it here.
import { type Reading, type SwapReadings, chargeableOut, currentOut } from "#app/domain/desk/car-swap.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { findCheckout } from "#app/server/repositories/desk.server.ts";
import { listSwapInspections, type SwapInspection } from "#app/server/repositories/handover-records.server.ts";

export type CarSwap = {
  changeId: string;
  at: Date;
  in: SwapInspection;
  out: SwapInspection;
};

/** The swaps of a rental, oldest first, each with its two inspections. */
export async function swapsOf(db: Db, reservationId: string): Promise<CarSwap[]> {
  const rows = await listSwapInspections(db, reservationId);
  const out: CarSwap[] = [];
  for (const row of rows) {
    if (row.kind !== "swap_in" || !row.rentalChangeId) continue;
    const pair = rows.find((x) => x.kind === "swap_out" && x.rentalChangeId === row.rentalChangeId);
    if (pair) out.push({ changeId: row.rentalChangeId, at: row.at, in: row, out: pair });
  }
  return out;
}

const reading = (r: { odometerKm: number; fuelEighths: number }): Reading => ({
  odometerKm: r.odometerKm,
  fuelEighths: r.fuelEighths,
});

export type CarOut = Reading & {
  drivenBeforeKm: number;
  /** The out reading the return charges use (km in - out = every km of the rental). */
  chargeable: Reading;
  swaps: CarSwap[];
};

/** Null before the hand-over. */
export async function carOutOf(db: Db, reservationId: string): Promise<CarOut | null> {
  const checkout = await findCheckout(db, reservationId);
  if (!checkout) return null;
  const swaps = await swapsOf(db, reservationId);
  const readings: SwapReadings[] = swaps.map((s) => ({ in: reading(s.in), out: reading(s.out) }));
  return {
    ...currentOut(reading(checkout), readings),
    chargeable: chargeableOut(reading(checkout), readings),
    swaps,
  };
}
