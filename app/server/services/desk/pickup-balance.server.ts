// Paying before the car leaves (issue 27 item 6; decision 0081): what a reservation still owes at
// hand-over, and whether its pick-up office refuses a hand-over while anything is owed (else the
// page only warns). Called once by pickUp under the reservation's lock and by the page to warn.
import type { Db } from "#app/server/db/client.server.ts";
import { officeRequiresPaymentAtPickup } from "#app/server/repositories/desk-money.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { laterMonthsUnpaidKurus } from "#app/server/services/monthly-schedule.server.ts";
import { deskBalanceOf } from "./desk-payment.server.ts";

export type PickupBalance = { owedKurus: number; refuse: boolean };

export async function pickupBalance(db: Db, r: ReservationRow): Promise<PickupBalance> {
  const balance = await deskBalanceOf(db, r);
  // A monthly rental owes month 1 at pick-up; each later month is paid when it starts (decision 0130).
  const owedKurus = Math.max(0, balance.owedKurus - (await laterMonthsUnpaidKurus(db, r.id)));
  if (owedKurus === 0) return { owedKurus, refuse: false };
  return { owedKurus, refuse: await officeRequiresPaymentAtPickup(db, r.pickupOfficeId) };
}
