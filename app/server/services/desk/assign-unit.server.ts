// Assign or change the unit of a confirmed reservation (decision 0041): only a unit of the booked
// class that the availability rules allow for the reservation's own window (free for the held range
// with the buffer, at the pick-up office then, its next booking starting at the drop-off office),
// checked under the unit's lock; the exclusion constraint still has the last word.
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { isUnitFeasible } from "#app/server/repositories/availability.server.ts";
import {
  findUnit,
  listClassUnits,
  nextUseOfUnit,
  rentalTerms,
  setReservationUnit,
} from "#app/server/repositories/desk.server.ts";
import { insertReservationEvent, lockUnit, type ReservationRow } from "#app/server/repositories/reservations.server.ts";
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

export type AssignUnitResult = { ok: true; unitId: number; plate: string; repeated: boolean } | DeskRefusal;

const windowOf = (r: ReservationRow, now: Date) => ({
  pickupOfficeId: r.pickupOfficeId,
  dropoffOfficeId: r.dropoffOfficeId,
  pickupAt: r.pickupAt,
  returnAt: r.returnAt,
  now,
});

export type UnitChoice = { unitId: number; plate: string; modelName: string; current: boolean; free: boolean };

/** The units of the booked class, each with whether the rules allow it for this reservation now. */
export async function unitChoices(
  db: Db,
  actor: StaffActor,
  input: { number: string; now: Date },
): Promise<{ reservation: ReservationRow; choices: UnitChoice[] } | null> {
  const reservation = await reservationFor(db, actor, "reservation.operate", input.number);
  if (!reservation) return null;
  const terms = await rentalTerms(db, reservation);
  const units = await listClassUnits(db, terms.classId);
  const choices: UnitChoice[] = [];
  for (const u of units) {
    const current = u.id === reservation.unitId;
    const free = current || (await isUnitFeasible(db, windowOf(reservation, input.now), u.id));
    choices.push({ unitId: u.id, plate: u.plate, modelName: u.modelName, current, free });
  }
  return { reservation, choices };
}

export async function assignUnit(
  db: Db,
  actor: StaffActor,
  input: { number: string; unitId: number; now: Date },
): Promise<AssignUnitResult> {
  const found = await reservationFor(db, actor, "reservation.operate", input.number);
  if (!found) return { ok: false, reason: "notFound" };
  return underLock(db, found.id, async (tx, r): Promise<AssignUnitResult> => {
    if (r.status !== "confirmed") return wrongState(r);
    const unit = await findUnit(tx, input.unitId);
    if (!unit) return invalid("unitId", "unknownUnit");
    if (unit.id === r.unitId) return { ok: true, unitId: unit.id, plate: unit.plate, repeated: true };
    const terms = await rentalTerms(tx, r);
    if (unit.classId !== terms.classId) return invalid("unitId", "otherClass");
    if (!unit.inService) return invalid("unitId", "notFree");
    // Taking a trip that moves the car off its unit would strand the unit's next booking elsewhere.
    if (r.pickupOfficeId !== r.dropoffOfficeId && (await nextUseOfUnit(tx, r.unitId, r, input.now))) {
      return invalid("unitId", "previousUnitNeeded");
    }
    await lockUnit(tx, unit.id);
    if (!(await isUnitFeasible(tx, windowOf(r, input.now), unit.id))) return invalid("unitId", "notFree");
    const previous = await findUnit(tx, r.unitId);
    if ((await setReservationUnit(tx, r.id, unit.id)) === "held") return invalid("unitId", "notFree");
    await insertReservationEvent(tx, {
      reservationId: r.id,
      actor: staffTag(actor),
      from: r.status,
      to: r.status,
      note: `unit ${previous?.plate ?? r.unitId} -> ${unit.plate}`,
      at: input.now,
    });
    await audit(tx, actor, {
      action: "reservation.unit",
      entityType: "reservation",
      entityId: r.id,
      officeIds: officesOf(r),
      before: { unitId: r.unitId, plate: previous?.plate ?? null },
      after: { unitId: unit.id, plate: unit.plate },
    });
    return { ok: true, unitId: unit.id, plate: unit.plate, repeated: false };
  });
}
