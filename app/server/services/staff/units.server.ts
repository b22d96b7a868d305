// Units (docs/decisions/0046): add, edit and retire cars. Office staff reach the
// units whose home office is one of theirs (fleet.manage, office-scoped); moving a car to another
// office needs both. Every change is audited with before and after in its own transaction, under
// the unit's lock (the reserve step's lock, decision 0020), and raises the "fleet" public change.
import { readTogether } from "#app/server/db/reads.server.ts";
import { parsePlate, type PlateError } from "#app/domain/fleet/plate.ts";
import { officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import { formatIstanbulLocal, istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { listTimelineOffices } from "#app/server/repositories/fleet-timeline.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import {
  insertUnit,
  listModelChoices,
  listUnitBlocks,
  listUnits,
  liveReservationsAfter,
  lockUnitRow,
  findUnitRow,
  modelExists,
  officeExists,
  type UnitRow,
  type UnitState,
  unitsBlockedAt,
  updateUnit,
} from "#app/server/repositories/units.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type UnitInput = { plate: string; modelId: number; homeOfficeId: number; inService: boolean };

export type UnitField = "plate" | "modelId" | "homeOfficeId" | "inService";
export type UnitRefusal =
  | { ok: false; field: UnitField; reason: PlateError | "plateTaken" | "unknownModel" | "unknownOffice" }
  | { ok: false; field: null; reason: "notFound" | "retired" }
  | { ok: false; field: null; reason: "hasReservations"; numbers: string[] };

const snapshot = (u: Pick<UnitRow, "plate" | "modelId" | "homeOfficeId" | "inService" | "retiredAt">) => ({
  plate: u.plate,
  modelId: u.modelId,
  homeOfficeId: u.homeOfficeId,
  inService: u.inService,
  retiredAt: u.retiredAt ? u.retiredAt.toISOString() : null,
});

/** The offices the actor may pick for a unit, by name. */
async function reachableOffices(db: Db, actor: StaffActor, lang: Lang) {
  const reach = officeFilter(actor);
  const all = await listTimelineOffices(db, lang);
  return all.filter((o) => reach === null || reach.includes(o.id));
}

export type UnitsQuery = { lang: Lang; officeId: number | null; plate: string; state: UnitState | null; now: Date };

/** The list page: units of one office or of every office the actor reaches, plus the form's choices. */
export async function unitsOverview(db: Db, actor: StaffActor, query: UnitsQuery) {
  requireAllowed(actor, "fleet.manage", query.officeId === null ? undefined : [query.officeId]);
  const reach = officeFilter(actor);
  const officeIds = query.officeId === null ? reach : [query.officeId];
  const [offices, models, rows] = await readTogether(db, [
    () => reachableOffices(db, actor, query.lang),
    () => listModelChoices(db, query.lang),
    () => listUnits(db, query.lang, { officeIds, plate: query.plate, state: query.state }),
  ]);
  const blocked = await unitsBlockedAt(
    db,
    rows.map((r) => r.id),
    query.now,
  );
  const officeName = new Map(offices.map((o) => [o.id, o.name]));
  return {
    offices,
    models,
    units: rows.map((r) => ({
      id: r.id,
      plate: r.plate,
      vehicle: r.vehicle,
      className: r.className,
      homeOffice: officeName.get(r.homeOfficeId) ?? String(r.homeOfficeId),
      state: (r.retiredAt ? "retired" : r.inService ? "inService" : "outOfService") as UnitState,
      blockedNow: blocked.has(r.id),
    })),
  };
}

/** One unit's page: its fields, the choices, its coming reservations and blocks. Null when unknown. */
export async function unitDetail(db: Db, actor: StaffActor, input: { id: number; lang: Lang; now: Date }) {
  const unit = await findUnitRow(db, input.id);
  if (!unit) return null;
  requireAllowed(actor, "fleet.manage", [unit.homeOfficeId]);
  const [offices, models, reservations, blocks] = await readTogether(db, [
    () => reachableOffices(db, actor, input.lang),
    () => listModelChoices(db, input.lang),
    () => liveReservationsAfter(db, unit.id, input.now),
    () => listUnitBlocks(db, unit.id, input.now),
  ]);
  return {
    unit: snapshot(unit),
    id: unit.id,
    today: istanbulDate(input.now),
    offices,
    models,
    reservations: reservations.map((r) => ({
      number: r.number,
      status: r.status,
      pickupAt: formatIstanbulLocal(r.pickupAt),
      returnAt: formatIstanbulLocal(r.returnAt),
    })),
    blocks: blocks.map((b) => ({
      id: b.id,
      kind: b.kind,
      firstDay: istanbulDate(b.start),
      lastDay: istanbulDate(new Date(b.end.getTime() - 1)),
      note: b.note,
      removed: b.removedAt !== null,
    })),
  };
}

async function checkChoices(db: Db, input: UnitInput): Promise<UnitRefusal | null> {
  if (!(await modelExists(db, input.modelId))) return { ok: false, field: "modelId", reason: "unknownModel" };
  if (!(await officeExists(db, input.homeOfficeId)))
    return { ok: false, field: "homeOfficeId", reason: "unknownOffice" };
  return null;
}

export async function addUnit(
  db: Db,
  actor: StaffActor,
  input: UnitInput,
): Promise<{ ok: true; id: number; plate: string } | UnitRefusal> {
  requireAllowed(actor, "fleet.manage", [input.homeOfficeId]);
  const plate = parsePlate(input.plate);
  if (!plate.ok) return { ok: false, field: "plate", reason: plate.error };
  const wrong = await checkChoices(db, input);
  if (wrong) return wrong;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const values = { ...input, plate: plate.plate };
    const made = await insertUnit(tx, values);
    if (!made.ok) return { ok: false, field: "plate", reason: "plateTaken" } as const;
    await audit(tx, actor, {
      action: "unit.add",
      entityType: "unit",
      entityId: String(made.id),
      officeIds: [input.homeOfficeId],
      before: null,
      after: snapshot({ ...values, retiredAt: null }),
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, id: made.id, plate: plate.plate } as const;
  });
}

/**
 * Changes a unit. A car with live reservations ahead keeps its model and home office and stays in
 * service (the bookings were made for that car there): the refusal names them.
 */
export async function editUnit(
  db: Db,
  actor: StaffActor,
  input: UnitInput & { id: number; now: Date },
): Promise<{ ok: true; changed: boolean } | UnitRefusal> {
  const current = await findUnitRow(db, input.id);
  if (!current) return { ok: false, field: null, reason: "notFound" };
  requireAllowed(actor, "fleet.manage", [current.homeOfficeId]);
  requireAllowed(actor, "fleet.manage", [input.homeOfficeId]);
  const plate = parsePlate(input.plate);
  if (!plate.ok) return { ok: false, field: "plate", reason: plate.error };
  const wrong = await checkChoices(db, input);
  if (wrong) return wrong;
  return db.transaction(async (txRaw): Promise<{ ok: true; changed: boolean } | UnitRefusal> => {
    const tx = txRaw as unknown as Db;
    const before = await lockUnitRow(tx, input.id);
    if (!before) return { ok: false, field: null, reason: "notFound" };
    if (before.retiredAt) return { ok: false, field: null, reason: "retired" };
    const after = { plate: plate.plate, modelId: input.modelId, homeOfficeId: input.homeOfficeId };
    const next = { ...after, inService: input.inService };
    const moves =
      before.modelId !== next.modelId ||
      before.homeOfficeId !== next.homeOfficeId ||
      (before.inService && !next.inService);
    if (moves) {
      const ahead = await liveReservationsAfter(tx, before.id, input.now);
      if (ahead.length > 0)
        return { ok: false, field: null, reason: "hasReservations", numbers: ahead.map((r) => r.number) };
    }
    const changed =
      before.plate !== next.plate ||
      before.modelId !== next.modelId ||
      before.homeOfficeId !== next.homeOfficeId ||
      before.inService !== next.inService;
    if (!changed) return { ok: true, changed: false };
    if (!(await updateUnit(tx, before.id, next))) return { ok: false, field: "plate", reason: "plateTaken" };
    await audit(tx, actor, {
      action: "unit.edit",
      entityType: "unit",
      entityId: String(before.id),
      officeIds: [...new Set([before.homeOfficeId, next.homeOfficeId])],
      before: snapshot(before),
      after: snapshot({ ...next, retiredAt: null }),
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, changed: true };
  });
}

/** Retires a unit: it stays for history and leaves the search for good. Refused while it has bookings ahead. */
export async function retireUnit(
  db: Db,
  actor: StaffActor,
  input: { id: number; now: Date },
): Promise<{ ok: true; repeated: boolean } | UnitRefusal> {
  const current = await findUnitRow(db, input.id);
  if (!current) return { ok: false, field: null, reason: "notFound" };
  requireAllowed(actor, "fleet.manage", [current.homeOfficeId]);
  return db.transaction(async (txRaw): Promise<{ ok: true; repeated: boolean } | UnitRefusal> => {
    const tx = txRaw as unknown as Db;
    const before = await lockUnitRow(tx, input.id);
    if (!before) return { ok: false, field: null, reason: "notFound" };
    if (before.retiredAt) return { ok: true, repeated: true };
    const ahead = await liveReservationsAfter(tx, before.id, input.now);
    if (ahead.length > 0)
      return { ok: false, field: null, reason: "hasReservations", numbers: ahead.map((r) => r.number) };
    await updateUnit(tx, before.id, { inService: false, retiredAt: input.now });
    await audit(tx, actor, {
      action: "unit.retire",
      entityType: "unit",
      entityId: String(before.id),
      officeIds: [before.homeOfficeId],
      before: snapshot(before),
      after: snapshot({ ...before, inService: false, retiredAt: input.now }),
    });
    await markPublicChange(tx, ["fleet"]);
    return { ok: true, repeated: false };
  });
}
