// The do-not-rent list (decision 0077). Every booking path asks one question: is any of this
// person's identifiers (personKeys) on the live list (the customers repository's one condition)?
// `checkDoNotRent` asks it for the desk's form, the hand-over and the customer page;
// reserveFromQuote (the web, the partner API and the desk) asks it in the statement that locks the
// quote (decision 0180). Staff see the reason; the customer is only told the booking cannot be
// made. Adding and removing are admin actions, each in one transaction with its audit entry; a
// removal is recorded on the row, never a delete.
import type { StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type DoNotRentRow,
  findLiveDoNotRent,
  insertDoNotRent,
  listDoNotRent,
  markDoNotRentRemoved,
} from "#app/server/repositories/customers.server.ts";
import { audit, requireAllowed } from "#app/server/services/staff/staff-access.server.ts";
import {
  type DoNotRentKeyKind,
  normaliseDoNotRentKey,
  type PersonKeys,
  personKeys,
} from "#app/shared/desk/do-not-rent-keys.ts";

export type { PersonKeys };

export type DoNotRentMatch = {
  id: string;
  kind: DoNotRentKeyKind;
  personName: string;
  reason: string;
  addedByName: string;
  addedAt: Date;
};

export type DoNotRentCheck = { listed: false } | { listed: true; matches: DoNotRentMatch[] };

const matchOf = (row: DoNotRentRow): DoNotRentMatch => ({
  id: row.id,
  kind: row.kind,
  personName: row.personName,
  reason: row.reason,
  addedByName: row.addedByName,
  addedAt: row.addedAt,
});

/**
 * Whether any identifier of the person (TCKN or passport, licence number, e-mail, phone) is on the
 * live list, compared normalised. Reads only; call it with the transaction that books, if any.
 */
export async function checkDoNotRent(db: Db, person: PersonKeys): Promise<DoNotRentCheck> {
  const rows = await findLiveDoNotRent(db, personKeys(person));
  return rows.length === 0 ? { listed: false } : { listed: true, matches: rows.map(matchOf) };
}

export async function listDoNotRentForStaff(
  db: Db,
  actor: StaffActor,
  options: { withRemoved: boolean },
): Promise<DoNotRentRow[]> {
  requireAllowed(actor, "do_not_rent.manage");
  return listDoNotRent(db, options);
}

export type DoNotRentChange =
  | { ok: true; row: DoNotRentRow }
  | { ok: false; field: "value" | "personName" | "reason"; code: "invalid" | "required" | "tooLong" | "duplicate" }
  | { ok: false; field: "id"; code: "notFound" };

export async function addToDoNotRent(
  db: Db,
  actor: StaffActor,
  input: { kind: DoNotRentKeyKind; value: string; personName: string; reason: string; now: Date },
): Promise<DoNotRentChange> {
  requireAllowed(actor, "do_not_rent.manage");
  const value = normaliseDoNotRentKey(input.kind, input.value);
  if (!value) return { ok: false, field: "value", code: input.value.trim() ? "invalid" : "required" };
  const personName = input.personName.trim();
  if (!personName) return { ok: false, field: "personName", code: "required" };
  if (personName.length > 200) return { ok: false, field: "personName", code: "tooLong" };
  const reason = input.reason.trim();
  if (!reason) return { ok: false, field: "reason", code: "required" };
  if (reason.length > 1000) return { ok: false, field: "reason", code: "tooLong" };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await insertDoNotRent(tx, {
      kind: input.kind,
      value,
      personName,
      reason,
      addedById: actor.id,
      addedByName: actor.name,
      addedAt: input.now,
    });
    if (!inserted.ok) return { ok: false, field: "value", code: "duplicate" } as const;
    await audit(tx, actor, {
      action: "do_not_rent.add",
      entityType: "do_not_rent",
      entityId: inserted.row.id,
      after: { kind: input.kind, personName, reason },
    });
    return { ok: true, row: inserted.row } as const;
  });
}

export async function removeFromDoNotRent(
  db: Db,
  actor: StaffActor,
  input: { id: string; reason: string; now: Date },
): Promise<DoNotRentChange> {
  requireAllowed(actor, "do_not_rent.manage");
  const reason = input.reason.trim();
  if (!reason) return { ok: false, field: "reason", code: "required" };
  if (reason.length > 1000) return { ok: false, field: "reason", code: "tooLong" };
  if (!/^[0-9a-f-]{36}$/i.test(input.id)) return { ok: false, field: "id", code: "notFound" };
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await markDoNotRentRemoved(tx, input.id, {
      byId: actor.id,
      byName: actor.name,
      reason,
      at: input.now,
    });
    if (!row) return { ok: false, field: "id", code: "notFound" } as const;
    await audit(tx, actor, {
      action: "do_not_rent.remove",
      entityType: "do_not_rent",
      entityId: row.id,
      before: { kind: row.kind, personName: row.personName, reason: row.reason },
      after: { removed: true },
      note: reason,
    });
    return { ok: true, row } as const;
  });
}
