// Maintenance and out-of-service blocks (docs/decisions/0046). A block is added
// under the unit's lock after a look at the live reservations it would cover (named in the
// refusal); the database refuses the same things again (triggers and an exclusion constraint), so
// a booking racing the block is either seen here or refused there. Audited, and the "fleet"
// public change is raised: what visitors can book changed.
import {
  blockPeriod,
  checkBlockDates,
  type BlockDatesError,
  type BlockKind,
  periodRange,
} from "#app/domain/fleet/unit-blocks.ts";
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { releaseExpiredHolds } from "#app/server/repositories/reservations.server.ts";
import {
  findBlock,
  findUnitRow,
  insertBlock,
  lockUnitRow,
  markBlockRemoved,
  reservationsOverlapping,
} from "#app/server/repositories/units.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type BlockInput = { unitId: number; kind: BlockKind; from: string; to: string; note: string; now: Date };

export type BlockRefusal =
  | { ok: false; field: "from" | "to"; reason: BlockDatesError }
  | { ok: false; field: null; reason: "notFound" | "retired" | "blockOverlap" }
  | { ok: false; field: null; reason: "reserved"; numbers: string[] };

export async function addBlock(
  db: Db,
  actor: StaffActor,
  input: BlockInput,
): Promise<{ ok: true; id: number } | BlockRefusal> {
  const unit = await findUnitRow(db, input.unitId);
  if (!unit) return { ok: false, field: null, reason: "notFound" };
  requireAllowed(actor, "fleet.manage", [unit.homeOfficeId]);
  const dates = checkBlockDates(input.from, input.to, istanbulDate(input.now));
  if (!dates.ok) return { ok: false, field: dates.error === "blockOrder" ? "to" : "from", reason: dates.error };
  const period = blockPeriod(dates.from, dates.to);
  const range = periodRange(period);
  // A payment hold that ran out holds nothing: let it go before looking.
  await releaseExpiredHolds(db, input.now);
  return db.transaction(async (txRaw): Promise<{ ok: true; id: number } | BlockRefusal> => {
    const tx = txRaw as unknown as Db;
    const locked = await lockUnitRow(tx, unit.id);
    if (!locked) return { ok: false, field: null, reason: "notFound" };
    if (locked.retiredAt) return { ok: false, field: null, reason: "retired" };
    const numbers = await reservationsOverlapping(tx, unit.id, range);
    if (numbers.length > 0) return { ok: false, field: null, reason: "reserved", numbers };
    const made = await insertBlock(tx, {
      unitId: unit.id,
      kind: input.kind,
      range,
      note: input.note,
      createdBy: actor.id,
    });
    if (!made.ok) {
      return made.conflict === "block"
        ? { ok: false, field: null, reason: "blockOverlap" }
        : { ok: false, field: null, reason: "reserved", numbers: made.numbers };
    }
    await audit(tx, actor, {
      action: "unit.block.add",
      entityType: "unit",
      entityId: String(unit.id),
      officeIds: [locked.homeOfficeId],
      before: null,
      after: {
        blockId: made.id,
        kind: input.kind,
        from: dates.from,
        to: dates.to,
        note: input.note,
      },
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, id: made.id };
  });
}

/** Removes a live block (the row stays, marked removed); the unit can be booked for those days again. */
export async function removeBlock(
  db: Db,
  actor: StaffActor,
  input: { unitId: number; blockId: number; now: Date },
): Promise<{ ok: true; repeated: boolean } | { ok: false; reason: "notFound" }> {
  const unit = await findUnitRow(db, input.unitId);
  if (!unit) return { ok: false, reason: "notFound" };
  requireAllowed(actor, "fleet.manage", [unit.homeOfficeId]);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockUnitRow(tx, unit.id);
    const block = await findBlock(tx, unit.id, input.blockId);
    // A transfer's block goes with its transfer (cancelled on the timeline), never on its own.
    if (!block || block.kind === "transfer") return { ok: false, reason: "notFound" } as const;
    if (block.removedAt || !(await markBlockRemoved(tx, block.id, input.now))) {
      return { ok: true, repeated: true } as const;
    }
    const shown = {
      blockId: block.id,
      kind: block.kind,
      start: block.start.toISOString(),
      end: block.end.toISOString(),
      note: block.note,
    };
    await audit(tx, actor, {
      action: "unit.block.remove",
      entityType: "unit",
      entityId: String(unit.id),
      officeIds: [unit.homeOfficeId],
      before: { ...shown, removedAt: null },
      after: { ...shown, removedAt: input.now.toISOString() },
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, repeated: false } as const;
  });
}
