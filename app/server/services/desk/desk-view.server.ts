// What the desk pages show about one reservation (decision 0041): its state, what is owed, the
// pick-up and return records, the charges and desk payments, and the actions the actor may take now
// (the pure availableDeskActions). The reservation detail page shows the same actions.
import { type CarOut, carOutOf } from "./car-out.server.ts";
import {
  availableDeskActions,
  type DeskAction,
  type DeskBalance,
  type DeskState,
} from "#app/domain/desk/desk-actions.ts";
import type { Bilingual } from "#app/domain/receipts/receipt.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type ChargeRow,
  type CheckinRow,
  type CheckoutRow,
  deskNames,
  type DeskPaymentRow,
  findCheckin,
  findCheckout,
  listCharges,
  listDeskPayments,
} from "#app/server/repositories/desk.server.ts";
import { loadReceipt } from "#app/server/repositories/receipts.server.ts";
import type { ReservationRow } from "#app/server/repositories/reservations.server.ts";
import type { ReceivedLine } from "#app/domain/desk/received.ts";
import { deskMoneyOf } from "./desk-payment.server.ts";
import { officesOf, reservationFor } from "./desk-common.server.ts";
import { listReservationDeliveries } from "#app/server/repositories/delivery.server.ts";
import type { BookedLegRow } from "#app/server/services/delivery.server.ts";

export type DeskView = {
  reservation: ReservationRow;
  modelName: string;
  plate: string;
  pickupOffice: Bilingual;
  dropoffOffice: Bilingual;
  balance: DeskBalance;
  checkout: CheckoutRow | null;
  /** What the car the customer has went out with: the hand-over's, or the last swap's (decision 0143). */
  carOut: CarOut | null;
  checkin: CheckinRow | null;
  charges: ChargeRow[];
  deskPayments: DeskPaymentRow[];
  /** What was received, line by line; adds up to `balance.paidKurus` (decision 0135). */
  received: ReceivedLine[];
  actions: DeskAction[];
  /** The delivery and collection legs it booked (decision 0132): the desk's work outside the office. */
  deliveries: BookedLegRow[];
};

/** The actions `actor` may take on `reservation` now (for the detail page's Actions section). */
export async function deskActionsFor(db: Db, actor: StaffActor, reservation: ReservationRow, now: Date) {
  const { balance, received } = await deskMoneyOf(db, reservation);
  const state: DeskState = {
    status: reservation.status,
    pickupAt: reservation.pickupAt,
    officeIds: officesOf(reservation),
    owedKurus: balance.owedKurus,
    hasPayments: (await loadReceipt(db, reservation.number)) !== null,
    returned: reservation.status === "completed" && (await findCheckin(db, reservation.id)) !== null,
  };
  return { actions: availableDeskActions(actor, state, now), balance, received };
}

export async function deskView(
  db: Db,
  actor: StaffActor,
  input: { number: string; now: Date },
): Promise<DeskView | null> {
  const reservation = await reservationFor(db, actor, "reservation.read", input.number);
  if (!reservation) return null;
  const { actions, balance, received } = await deskActionsFor(db, actor, reservation, input.now);
  return {
    reservation,
    ...(await deskNames(db, reservation)),
    balance,
    checkout: await findCheckout(db, reservation.id),
    carOut: await carOutOf(db, reservation.id),
    checkin: await findCheckin(db, reservation.id),
    charges: await listCharges(db, reservation.id),
    deskPayments: await listDeskPayments(db, reservation.id),
    received,
    actions,
    deliveries: await listReservationDeliveries(db, reservation.id),
  };
}
