// Money taken at the desk (cash, card on the office's terminal) for what a reservation owes after
// pick-up: its total plus the return's charges, less what was paid online or at the desk before.
// One record per form: the form carries a random key the database keeps unique (decision 0041).
import { deskBalance, type DeskBalance } from "#app/domain/desk/desk-actions.ts";
import { depositPaidKurus } from "#app/domain/desk/deposit.ts";
import { receivedLines, type ReceivedLine } from "#app/domain/desk/received.ts";
import { findDeposit } from "#app/server/repositories/deposits.server.ts";
import { chargesInForce } from "#app/domain/desk/return-correction.ts";
import { listReturnCorrections } from "#app/server/repositories/return-corrections.server.ts";
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
import { markMonthsPaidAtDesk, openDeskMonths } from "#app/server/services/monthly-schedule.server.ts";
import { cashDayClosed } from "./till-lock.server.ts";
import {
  type DeskRefusal,
  invalid,
  officesOf,
  reservationFor,
  staffTag,
  underLock,
  wrongState,
} from "./desk-common.server.ts";

/**
 * What the reservation owes at the desk now, and what it received line by line (online net, desk
 * payments, the kept deposit: decision 0135); the lines add up to the balance's paid amount.
 * Sequential reads: this runs inside transactions too, on one client.
 */
export async function deskMoneyOf(
  db: Db,
  r: ReservationRow,
): Promise<{ balance: DeskBalance; received: ReceivedLine[] }> {
  const online = await listCountedPayments(db, r.id);
  const checkin = await findCheckin(db, r.id);
  const desk = await listDeskPayments(db, r.id);
  const deposit = await findDeposit(db, r.id);
  const corrections = await listReturnCorrections(db, r.id);
  // What the return kept of the deposit is money received (decision 0088); a held deposit is not.
  const kept = depositPaidKurus(deposit);
  const onlineNetKurus = paidOnlineKurus(online);
  const balance = deskBalance({
    totalKurus: r.totalKurus,
    // A corrected return's charges are the last correction's (decision 0108).
    chargesKurus: chargesInForce(checkin?.chargesKurus ?? 0, corrections),
    onlineNetKurus,
    deskPaidKurus: [...desk.map((p) => p.amountKurus), ...(kept > 0 ? [kept] : [])],
  });
  return { balance, received: receivedLines({ onlineNetKurus, deskPayments: desk, deposit }).lines };
}

/** What the reservation owes at the desk now. */
export async function deskBalanceOf(db: Db, r: ReservationRow): Promise<DeskBalance> {
  return (await deskMoneyOf(db, r)).balance;
}

export type DeskPaymentInput = {
  number: string;
  amountKurus: number;
  method: "cash" | "card_terminal";
  /** The authorisation number on the terminal's slip: required for card_terminal. */
  authCode?: string;
  /**
   * A monthly rental's month the money is taken for (decision 0138): it pays that month; absent or
   * null, the unpaid months oldest first (decision 0130). Checked here: an open month of the rental,
   * no more than it still needs.
   */
  forMonth?: number | null;
  idempotencyKey: string;
  now: Date;
};

/** A POS slip's authorisation number ("Onay kodu"): 4 to 12 letters and digits. */
export const AUTH_CODE = /^[A-Z0-9]{4,12}$/;

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
    // Before hand-over too: a pay-at-office balance is paid at the desk before the car leaves (0081).
    if (r.status !== "confirmed" && r.status !== "active" && r.status !== "completed") return wrongState(r);
    const authCode = input.method === "card_terminal" ? (input.authCode ?? "").trim().toUpperCase() : null;
    if (authCode !== null && !AUTH_CODE.test(authCode)) return invalid("authCode", "authCode");
    const balance = await deskBalanceOf(tx, r);
    if (!Number.isSafeInteger(input.amountKurus) || input.amountKurus <= 0) return invalid("amount", "invalid");
    if (input.amountKurus > balance.owedKurus) return invalid("amount", "moreThanOwed");
    const forMonth = input.forMonth ?? null;
    if (forMonth !== null) {
      if (!Number.isSafeInteger(forMonth)) return invalid("forMonth", "monthNotOpen");
      const open = (await openDeskMonths(tx, r)).find((m) => m.month === forMonth);
      if (!open) return invalid("forMonth", "monthNotOpen");
      if (input.amountKurus > open.openKurus) return invalid("amount", "moreThanMonth");
    }
    if (input.method === "cash" && (await cashDayClosed(tx, r.id, input.now))) return invalid("method", "dayClosed");
    const inserted = await insertDeskPayment(tx, {
      reservationId: r.id,
      amountKurus: input.amountKurus,
      method: input.method,
      idempotencyKey: input.idempotencyKey,
      staffId: actor.id,
      staffName: actor.name,
      takenAt: input.now,
      authCode,
      forMonth,
    });
    if (!inserted.ok) return (await repeat(tx, r)) ?? invalid("idempotencyKey", "invalid");
    // A monthly rental's months this money completes are paid, with the payment (decision 0130).
    const months = await markMonthsPaidAtDesk(tx, r, inserted.row.id, input.now);
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
        authCode,
        owedKurus: balance.owedKurus - input.amountKurus,
        ...(forMonth !== null ? { forMonth } : {}),
        ...(months.length > 0 ? { monthsPaid: months } : {}),
      },
    });
    return { ok: true, repeated: false, payment: inserted.row, owedKurus: balance.owedKurus - input.amountKurus };
  });
}
