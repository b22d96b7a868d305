// Money taken at the desk (cash, card on the office's terminal) for what a reservation owes after
// pick-up: its total plus the return's charges, less what was paid online or at the desk before.
// One record per form: the form carries a random key the database keeps unique (decision 0041).
import { deskBalance, type DeskBalance } from "#app/domain/desk/desk-actions.ts";
import { paidOnlineKurus } from "#app/domain/payments/reservation-balance.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type DeskPaymentRow,
  findCheckin,
  findDeskPaymentByKey,
  insertDeskPayment,
  listDeskPayments,
} from "#app/server/repositories/desk.server.ts";
import { listCountedPayments } from "#app/server/repositories/reservation-payments.server.ts";
import { insertReservationEvent, type ReservationRow } from "#app/server/repositories/reservations.server.ts";
import { audit } from "#app/server/services/staff/staff-access.server.ts";
import {
  type DeskRefusal,
  invalid,
  officesOf,
  reservationFor,
  staffTag,
  underLock,
  wrongState,
} from "./desk-common.server.ts";

/** What the reservation owes at the desk now. */
export async function deskBalanceOf(db: Db, r: ReservationRow): Promise<DeskBalance> {
  const online = await listCountedPayments(db, r.id);
  const checkin = await findCheckin(db, r.id);
  const desk = await listDeskPayments(db, r.id);
  return deskBalance({
    totalKurus: r.totalKurus,
    chargesKurus: checkin?.chargesKurus ?? 0,
    onlineNetKurus: paidOnlineKurus(online),
    deskPaidKurus: desk.map((p) => p.amountKurus),
  });
}

export type DeskPaymentInput = {
  number: string;
  amountKurus: number;
  method: "cash" | "card_terminal";
  idempotencyKey: string;
  now: Date;
};

export type DeskPaymentResult =
  { ok: true; repeated: boolean; payment: DeskPaymentRow; owedKurus: number } | DeskRefusal;

export async function takeDeskPayment(db: Db, actor: StaffActor, input: DeskPaymentInput): Promise<DeskPaymentResult> {
  const found = await reservationFor(db, actor, "payment.desk", input.number);
  if (!found) return { ok: false, reason: "notFound" };
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(input.idempotencyKey)) return invalid("idempotencyKey", "invalid");
  const repeat = async (tx: Db, r: ReservationRow): Promise<DeskPaymentResult | null> => {
    const earlier = await findDeskPaymentByKey(tx, input.idempotencyKey);
    if (!earlier) return null;
    if (earlier.reservationId !== r.id) return invalid("idempotencyKey", "invalid");
    return { ok: true, repeated: true, payment: earlier, owedKurus: (await deskBalanceOf(tx, r)).owedKurus };
  };
  return underLock(db, found.id, async (tx, r): Promise<DeskPaymentResult> => {
    const earlier = await repeat(tx, r);
    if (earlier) return earlier;
    if (r.status !== "active" && r.status !== "completed") return wrongState(r);
    const balance = await deskBalanceOf(tx, r);
    if (!Number.isSafeInteger(input.amountKurus) || input.amountKurus <= 0) return invalid("amount", "invalid");
    if (input.amountKurus > balance.owedKurus) return invalid("amount", "moreThanOwed");
    const inserted = await insertDeskPayment(tx, {
      reservationId: r.id,
      amountKurus: input.amountKurus,
      method: input.method,
      idempotencyKey: input.idempotencyKey,
      staffId: actor.id,
      staffName: actor.name,
      takenAt: input.now,
    });
    if (!inserted.ok) return (await repeat(tx, r)) ?? invalid("idempotencyKey", "invalid");
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: r.status,
      note: `desk payment ${input.method}: ${input.amountKurus}`,
      at: input.now,
    });
    await audit(tx, actor, {
      action: "payment.desk",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      before: { owedKurus: balance.owedKurus },
      after: {
        paymentId: inserted.row.id,
        amountKurus: input.amountKurus,
        method: input.method,
        owedKurus: balance.owedKurus - input.amountKurus,
      },
    });
    return { ok: true, repeated: false, payment: inserted.row, owedKurus: balance.owedKurus - input.amountKurus };
  });
}
