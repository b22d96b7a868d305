// Transfers between offices (docs/decisions/0110). A fleet manager of the car's office sends it to
// another office: under the unit's lock, the car's office at departure (where its rentals and
// transfers leave it) is the origin; a booking in the way or a rental after arrival that starts
// elsewhere is refused by name; the journey is a unit_blocks row of kind 'transfer' (the database
// refuses overlaps as for a maintenance block) and a unit_transfers row, one per form key, audited
// and announced to the public pages in the same transaction. Cancelled only before departure. The
// car's home office becomes the destination at arrival (`arriveTransfers`, a cluster job).
import { checkTransferTimes, type TransferTimesError, transferRange } from "#app/domain/fleet/transfers.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { formatIstanbulLocal } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { releaseExpiredHolds } from "#app/server/repositories/reservations.server.ts";
import {
  arriveDueTransfers,
  findOfficeRow,
  findTransfer,
  findTransferByFormKey,
  insertTransfer,
  markTransferCancelled,
  nextRentalFrom,
  nextTransferFrom,
  officeNamesOf,
  type TransferRow,
  unitOfficeAt,
} from "#app/server/repositories/unit-transfers.server.ts";
import {
  findUnitRow,
  insertBlock,
  lockUnitRow,
  markBlockRemoved,
  reservationsOverlapping,
} from "#app/server/repositories/units.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type TransferInput = {
  formKey: string;
  unitId: number;
  toOfficeId: number;
  /** Istanbul local "YYYY-MM-DDTHH:mm". */
  departAt: string;
  arriveAt: string;
  now: Date;
};

export type TransferRefusal =
  | { ok: false; field: "departAt" | "arriveAt"; reason: TransferTimesError }
  | { ok: false; field: "toOfficeId"; reason: "unknownOffice" | "sameOffice" }
  | { ok: false; field: null; reason: "notFound" | "retired" | "blockOverlap" }
  | { ok: false; field: null; reason: "reserved"; numbers: string[] }
  | { ok: false; field: null; reason: "nextElsewhere"; numbers: string[] };

export type TransferMade = {
  ok: true;
  repeated: boolean;
  transferId: number;
  plate: string;
  fromOfficeId: number;
  toOfficeId: number;
  /** The offices' names in both languages. */
  fromOffice: { tr: string; en: string };
  toOffice: { tr: string; en: string };
  /** Istanbul local "YYYY-MM-DDTHH:mm". */
  departAt: string;
  arriveAt: string;
};

async function made(db: Db, row: TransferRow, plate: string, repeated: boolean): Promise<TransferMade> {
  const names = await officeNamesOf(db, [row.fromOfficeId, row.toOfficeId]);
  const unnamed = { tr: "", en: "" };
  return {
    ok: true,
    repeated,
    transferId: row.id,
    plate,
    fromOfficeId: row.fromOfficeId,
    toOfficeId: row.toOfficeId,
    fromOffice: names.get(row.fromOfficeId) ?? unnamed,
    toOffice: names.get(row.toOfficeId) ?? unnamed,
    departAt: formatIstanbulLocal(row.departAt),
    arriveAt: formatIstanbulLocal(row.arriveAt),
  };
}

export async function addTransfer(
  db: Db,
  actor: StaffActor,
  input: TransferInput,
): Promise<TransferMade | TransferRefusal> {
  const unit = await findUnitRow(db, input.unitId);
  if (!unit) return { ok: false, field: null, reason: "notFound" };
  requireAllowed(actor, "fleet.manage", [unit.homeOfficeId]);
  const earlier = await findTransferByFormKey(db, input.formKey);
  if (earlier && earlier.unitId === unit.id) return made(db, earlier, unit.plate, true);
  const times = checkTransferTimes(input.departAt, input.arriveAt, input.now);
  if (!times.ok) return { ok: false, field: times.field, reason: times.error };
  const destination = await findOfficeRow(db, input.toOfficeId);
  if (!destination || !destination.active) return { ok: false, field: "toOfficeId", reason: "unknownOffice" };
  // A payment hold that ran out holds nothing: let it go before looking.
  await releaseExpiredHolds(db, input.now);
  return db.transaction(async (txRaw): Promise<TransferMade | TransferRefusal> => {
    const tx = txRaw as unknown as Db;
    const locked = await lockUnitRow(tx, unit.id);
    if (!locked) return { ok: false, field: null, reason: "notFound" };
    // The same form sent again while the first was being stored: the lock made it wait; it is stored now.
    const repeat = await findTransferByFormKey(tx, input.formKey);
    if (repeat) return made(tx, repeat, locked.plate, true);
    if (locked.retiredAt) return { ok: false, field: null, reason: "retired" };
    const fromOfficeId = await unitOfficeAt(tx, unit.id, times.departAt, input.now);
    if (fromOfficeId === null) return { ok: false, field: null, reason: "notFound" };
    if (fromOfficeId === destination.id) return { ok: false, field: "toOfficeId", reason: "sameOffice" };
    const range = transferRange(times.departAt, times.arriveAt);
    const numbers = await reservationsOverlapping(tx, unit.id, range);
    if (numbers.length > 0) return { ok: false, field: null, reason: "reserved", numbers };
    // What the car does after arriving must start where it arrives.
    // One client in a transaction: one query at a time.
    const nextRental = await nextRentalFrom(tx, unit.id, times.arriveAt);
    const nextTransfer = await nextTransferFrom(tx, unit.id, times.arriveAt);
    const next =
      nextTransfer && (!nextRental || nextTransfer.departAt < nextRental.pickupAt)
        ? { officeId: nextTransfer.fromOfficeId, number: null }
        : nextRental
          ? { officeId: nextRental.pickupOfficeId, number: nextRental.number }
          : null;
    if (next && next.officeId !== destination.id) {
      return { ok: false, field: null, reason: "nextElsewhere", numbers: next.number ? [next.number] : [] };
    }
    const block = await insertBlock(tx, { unitId: unit.id, kind: "transfer", range, note: "", createdBy: actor.id });
    if (!block.ok) {
      return block.conflict === "block"
        ? { ok: false, field: null, reason: "blockOverlap" }
        : { ok: false, field: null, reason: "reserved", numbers: block.numbers };
    }
    const row = await insertTransfer(tx, {
      formKey: input.formKey,
      unitId: unit.id,
      blockId: block.id,
      fromOfficeId,
      toOfficeId: destination.id,
      departAt: times.departAt,
      arriveAt: times.arriveAt,
      createdBy: actor.id,
    });
    const names = await officeNamesOf(tx, [fromOfficeId, destination.id]);
    await audit(tx, actor, {
      action: "unit.transfer.add",
      entityType: "unit",
      entityId: String(unit.id),
      officeIds: [...new Set([locked.homeOfficeId, fromOfficeId, destination.id])],
      before: null,
      after: {
        plate: locked.plate,
        fromOffice: names.get(fromOfficeId) ?? null,
        toOffice: names.get(destination.id) ?? null,
        departAt: row.departAt.toISOString(),
        arriveAt: row.arriveAt.toISOString(),
      },
    });
    await markPublicChange(tx, ["fleet"]);
    return made(tx, row, locked.plate, false);
  });
}

export type CancelTransferOutcome =
  { ok: true; repeated: boolean; plate: string } | { ok: false; reason: "notFound" | "departed" };

/** Cancels a transfer before it leaves: the journey's block is removed, the car stays where it is. */
export async function cancelTransfer(
  db: Db,
  actor: StaffActor,
  input: { transferId: number; now: Date },
): Promise<CancelTransferOutcome> {
  const transfer = await findTransfer(db, input.transferId);
  if (!transfer) return { ok: false, reason: "notFound" };
  const unit = await findUnitRow(db, transfer.unitId);
  if (!unit) return { ok: false, reason: "notFound" };
  requireAllowed(actor, "fleet.manage", [transfer.fromOfficeId]);
  return db.transaction(async (txRaw): Promise<CancelTransferOutcome> => {
    const tx = txRaw as unknown as Db;
    await lockUnitRow(tx, unit.id);
    const current = await findTransfer(tx, transfer.id);
    if (!current) return { ok: false, reason: "notFound" };
    if (current.cancelledAt) return { ok: true, repeated: true, plate: unit.plate };
    if (!(await markTransferCancelled(tx, current.id, input.now, actor.id))) return { ok: false, reason: "departed" };
    await markBlockRemoved(tx, current.blockId, input.now);
    const names = await officeNamesOf(tx, [current.fromOfficeId, current.toOfficeId]);
    const shown = {
      plate: unit.plate,
      fromOffice: names.get(current.fromOfficeId) ?? null,
      toOffice: names.get(current.toOfficeId) ?? null,
      departAt: current.departAt.toISOString(),
      arriveAt: current.arriveAt.toISOString(),
    };
    await audit(tx, actor, {
      action: "unit.transfer.cancel",
      entityType: "unit",
      entityId: String(unit.id),
      officeIds: [...new Set([unit.homeOfficeId, current.fromOfficeId, current.toOfficeId])],
      before: { ...shown, cancelledAt: null },
      after: { ...shown, cancelledAt: input.now.toISOString() },
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, repeated: false, plate: unit.plate };
  });
}

/** The arrival job: every transfer arrived by `now` makes its destination the car's home office. */
export async function arriveTransfers(db: Db, now: Date): Promise<number> {
  const arrived = await arriveDueTransfers(db, now);
  return arrived.length;
}
