// Moving a reservation to another car of its class from the fleet timeline (decision 0094): by drag
// or by the move dialog. The change itself is the desk's unit assignment (decision 0041): under the
// reservation's lock and the target unit's lock, the same availability rule as a booking
// (isUnitFeasible), the exclusion constraint having the last word, a reservation event and an audit
// entry in the same transaction; a repeat (the reservation already on that car) returns the first
// result. A refusal says why, naming the reservation or the block in the way.
import { readTogether } from "#app/server/db/reads.server.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { formatIstanbulLocal, istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { bookingsInTheWay } from "#app/server/repositories/fleet-timeline.server.ts";
import { findUnitRow, listBlocksOverlapping } from "#app/server/repositories/units.server.ts";
import { findReservationByNumberForDesk } from "#app/server/repositories/desk.server.ts";
import { assignUnit, unitChoices } from "#app/server/services/desk/assign-unit.server.ts";
import type { MoveChoices, MoveConflict, MoveOutcome } from "#app/shared/staff/fleet-timeline.ts";
import { requireAllowed } from "./staff-access.server.ts";

/** Moves reservation `number` onto unit `unitId`; the viewer must reach the reservation and the car. */
export async function moveReservation(
  db: Db,
  actor: StaffActor,
  input: { number: string; unitId: number; now: Date },
): Promise<MoveOutcome> {
  requireAllowed(actor, "fleet.manage");
  const unit = await findUnitRow(db, input.unitId);
  const refuse = (reason: Exclude<MoveOutcome, { ok: true }>["reason"], conflicts: MoveConflict[] = []) =>
    ({ ok: false, number: input.number, plate: unit?.plate ?? null, reason, conflicts }) as const;
  if (!unit) return refuse("unknownUnit");
  requireAllowed(actor, "fleet.manage", [unit.homeOfficeId]);
  const result = await assignUnit(db, actor, input);
  if (result.ok) return { ok: true, number: input.number, plate: result.plate, repeated: result.repeated };
  if (result.reason === "notFound") return refuse("notFound");
  if (result.reason === "wrongState") return refuse("notConfirmed");
  if (result.reason === "invalid") {
    if (result.code === "otherClass") return refuse("otherClass");
    if (result.code === "unknownUnit") return refuse("unknownUnit");
    if (result.code === "previousUnitNeeded") return refuse("previousUnitNeeded");
    if (!unit.inService) return refuse("notInService");
  }
  // Not free: name what is in the way (a booking or a block); if nothing is, the car is elsewhere then.
  const reservation = await findReservationByNumberForDesk(db, input.number);
  if (!reservation) return refuse("notFound");
  const [bookings, blocks] = await readTogether(db, [
    () => bookingsInTheWay(db, { unitId: unit.id, reservationId: reservation.id, now: input.now }),
    () => listBlocksOverlapping(db, { unitIds: [unit.id], from: reservation.pickupAt, to: reservation.returnAt }),
  ]);
  const conflicts: MoveConflict[] = [
    ...bookings.map((b) => ({
      kind: "reservation" as const,
      number: b.number,
      pickupAt: formatIstanbulLocal(b.pickupAt),
      returnAt: formatIstanbulLocal(b.returnAt),
    })),
    ...blocks.map((b) => ({
      kind: "block" as const,
      blockKind: b.kind,
      firstDay: istanbulDate(b.start),
      lastDay: istanbulDate(new Date(b.end.getTime() - 1)),
    })),
  ];
  return refuse(conflicts.length > 0 ? "conflict" : "notThere", conflicts);
}

/** For the move dialog: the cars of the reservation's class the rules allow for it now. */
export async function moveChoices(
  db: Db,
  actor: StaffActor,
  input: { number: string; now: Date },
): Promise<MoveChoices | null> {
  requireAllowed(actor, "fleet.manage");
  const found = await unitChoices(db, actor, input);
  if (!found) return null;
  const current = found.choices.find((c) => c.current);
  return {
    number: input.number,
    currentPlate: current?.plate ?? null,
    free: found.choices
      .filter((c) => c.free && !c.current)
      .map((c) => ({ unitId: c.unitId, plate: c.plate, model: c.modelName })),
  };
}
