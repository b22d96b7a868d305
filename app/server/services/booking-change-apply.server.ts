// Applying a booking change inside the caller's transaction (docs/decisions/0056): the new unit is
// found exactly like a new booking's (lock the unit, ask again, the exclusion constraint last), the
// reservation row moves to the new choice in place (so the old hold ends only when the new one is
// committed), the story gets an event and the new confirmation e-mail goes into the outbox.
import type { Quote } from "#app/domain/pricing/quote.ts";
import { reservationMoney } from "#app/domain/reservation/reservation-money.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { QuoteInputsJson } from "#app/server/db/schema.ts";
import {
  type AvailabilityWindow,
  isUnitFeasible,
  listFeasibleUnits,
} from "#app/server/repositories/availability.server.ts";
import type { QuoteRow } from "#app/server/repositories/quotes.server.ts";
import {
  type ReservationChangeRow,
  moveReservation,
  updateChange,
} from "#app/server/repositories/reservation-changes.server.ts";
import {
  inCandidateSavepoint,
  insertReservationEvent,
  lockUnit,
  type ReservationRow,
} from "#app/server/repositories/reservations.server.ts";
import { enqueueReservationConfirmation, returnBufferMinutes, unitHold } from "./reserve.server.ts";
import { saveChangedDeliveries } from "./delivery.server.ts";

/** Rolls back one candidate unit's savepoint (and so its lock). */
class UnitTaken extends Error {
  constructor() {
    super("unit taken");
  }
}

export function changeWindow(r: ReservationRow, inputs: QuoteInputsJson, now: Date): AvailabilityWindow {
  return {
    pickupOfficeId: inputs.pickupOfficeId,
    dropoffOfficeId: inputs.dropoffOfficeId,
    pickupAt: new Date(inputs.pickupAt),
    returnAt: new Date(inputs.returnAt),
    now,
    ignoreReservationId: r.id,
  };
}

/**
 * The units that could carry the changed booking, the booking's own car first when the model stays
 * (so a longer rental keeps its car when it can). Read without locks; each is locked and asked again.
 */
export async function changeCandidates(db: Db, r: ReservationRow, inputs: QuoteInputsJson, now: Date) {
  const window = changeWindow(r, inputs, now);
  const ids: number[] = [];
  if (inputs.modelId === r.modelId && (await isUnitFeasible(db, window, r.unitId))) ids.push(r.unitId);
  for (const u of await listFeasibleUnits(db, window, inputs.modelId)) if (!ids.includes(u.unitId)) ids.push(u.unitId);
  return ids;
}

/**
 * Moves the locked, confirmed reservation `r` to `quote` with `totalKurus` (the quote plus any kept
 * deduction); the change row becomes applied. False when no unit can carry it (nothing written).
 */
export async function applyChangeInTx(
  tx: Db,
  r: ReservationRow,
  change: ReservationChangeRow,
  quote: QuoteRow,
  totalKurus: number,
  actor: string,
  now: Date,
): Promise<boolean> {
  const inputs = quote.inputs;
  const price = quote.lines as Quote;
  // A card booking keeps its pay-now discount, taken from the new quote (decision 0055); the total
  // is the caller's (the quote plus any kept deduction).
  const money = reservationMoney(price, inputs, r.paymentType);
  const window = changeWindow(r, inputs, now);
  const bufferMinutes = await returnBufferMinutes(tx, inputs.dropoffOfficeId);
  let unitId: number | null = null;
  for (const candidate of await changeCandidates(tx, r, inputs, now)) {
    try {
      // A savepoint per candidate, as in reserve.server.ts: at most one unit lock while looking.
      unitId = await inCandidateSavepoint(tx, async (sp) => {
        if (!(await lockUnit(sp, candidate)) || !(await isUnitFeasible(sp, window, candidate))) throw new UnitTaken();
        const moved = await moveReservation(sp, r.id, {
          quoteId: quote.id,
          ...unitHold(window, inputs.modelId, candidate, bufferMinutes),
          ...money,
          totalKurus,
        });
        if (moved !== "ok") throw new UnitTaken();
        return candidate;
      });
    } catch (error) {
      if (!(error instanceof UnitTaken)) throw error;
    }
    if (unitId !== null) break;
  }
  if (unitId === null) return false;
  // The booking's campaign use was counted when it was made; a change keeps it (decision 0056).
  await updateChange(tx, change.id, { status: "applied", appliedAt: now });
  // The legs the new quote priced replace the booking's (the desk's Today tasks follow).
  await saveChangedDeliveries(tx, r.id, inputs);
  await insertReservationEvent(tx, {
    reservationId: r.id,
    actor,
    from: r.status,
    to: r.status,
    note: changeNote(r, change, inputs, unitId),
    at: now,
  });
  // A change that refunds is announced when the bank has answered (refundChange): never "refunded"
  // before the money moved (decision 0074).
  if (change.refundKurus <= 0) {
    await enqueueReservationConfirmation(tx, r.id, now, {
      oldTotalKurus: r.totalKurus,
      oldPickupAt: r.pickupAt,
      oldReturnAt: r.returnAt,
      chargedKurus: change.chargeKurus,
      refund: null,
    });
  }
  return true;
}

/** The story's line: "changed online: 2027-03-14 10:00 → 2027-03-15 10:00 ..., total 3456,00 → 4123,45". */
function changeNote(r: ReservationRow, change: ReservationChangeRow, inputs: QuoteInputsJson, unitId: number): string {
  const tl = (k: number) => (k / 100).toFixed(2);
  const parts = [
    `changed online (${change.settle})`,
    `pick-up ${r.pickupAt.toISOString()} → ${inputs.pickupAt}`,
    `return ${r.returnAt.toISOString()} → ${inputs.returnAt}`,
    `offices ${r.pickupOfficeId}/${r.dropoffOfficeId} → ${inputs.pickupOfficeId}/${inputs.dropoffOfficeId}`,
    `model ${r.modelId} → ${inputs.modelId}, unit ${r.unitId} → ${unitId}`,
    `total ${tl(r.totalKurus)} → ${tl(change.newTotalKurus + change.deductionKurus)}`,
  ];
  if (change.chargeKurus > 0) parts.push(`charged ${tl(change.chargeKurus)}`);
  if (change.refundKurus > 0) parts.push(`refund ${tl(change.refundKurus)}`);
  if (change.deductionKurus > 0) parts.push(`late-change deduction ${tl(change.deductionKurus)}`);
  return parts.join("; ");
}
