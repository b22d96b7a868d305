// The deposit-free package's office and class setting (issue 31 item 7, decision 0125): whoever
// may change prices (prices.manage) sets an office's daily price per class or switches it off;
// office staff (offices.read) see their offices' setting. Each change and its audit entry (before
// and after, in TL on the audit screen) share one transaction.
import { DEPOSIT_FREE_MAX_DAILY_KURUS } from "#app/domain/pricing/deposit-free.ts";
import { allows, type StaffActor } from "#app/domain/staff/permissions.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type DepositFreeClassRow,
  findClassNames,
  listDepositFreeForOffice,
  lockDepositFreePrice,
  upsertDepositFreePrice,
} from "#app/server/repositories/deposit-free.server.ts";
import { findOfficeSettings, lockOffice } from "#app/server/repositories/office-settings.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { forgetSearchCatalogue } from "#app/server/services/search-catalogue.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

export type { DepositFreeClassRow };

export async function depositFreeSettings(
  db: Db,
  actor: StaffActor,
  officeId: number,
): Promise<{
  office: { code: string; nameTr: string; nameEn: string };
  classes: DepositFreeClassRow[];
  canEdit: boolean;
} | null> {
  const canEdit = allows(actor, "prices.manage", [officeId]);
  if (!canEdit) requireAllowed(actor, "offices.read", [officeId]);
  const office = await findOfficeSettings(db, officeId);
  if (!office) return null;
  return {
    office: { code: office.code, nameTr: office.nameTr, nameEn: office.nameEn },
    classes: await listDepositFreeForOffice(db, officeId),
    canEdit,
  };
}

export type DepositFreeChange = { officeId: number; classId: number; dailyKurus: number; active: boolean };
export type DepositFreeSaveResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "invalid"; field: "dailyKurus" };

/** Sets the class's daily price at the office (or switches the package off there), audited. */
export async function saveDepositFree(
  db: Db,
  actor: StaffActor,
  change: DepositFreeChange,
  now: Date,
): Promise<DepositFreeSaveResult> {
  requireAllowed(actor, "prices.manage", [change.officeId]);
  if (
    !Number.isSafeInteger(change.dailyKurus) ||
    change.dailyKurus <= 0 ||
    change.dailyKurus > DEPOSIT_FREE_MAX_DAILY_KURUS
  ) {
    return { ok: false, reason: "invalid", field: "dailyKurus" };
  }
  const names = await findClassNames(db, change.classId);
  if (!names || !(await findOfficeSettings(db, change.officeId))) return { ok: false, reason: "notFound" };
  // Staff read names, never keys: the entry names the class (decision 0066).
  const className = `${names.nameTr} / ${names.nameEn}`;
  const saved = await db.transaction(async (txRaw): Promise<DepositFreeSaveResult> => {
    const tx = txRaw as unknown as Db;
    await lockOffice(tx, change.officeId);
    const before = await lockDepositFreePrice(tx, change.officeId, change.classId);
    // The same values again (a double submit): nothing to record.
    if (before && before.dailyKurus === change.dailyKurus && before.active === change.active) {
      return { ok: true, changed: false };
    }
    await upsertDepositFreePrice(tx, { ...change, staffId: actor.id, now });
    await audit(tx, actor, {
      action: "price_edit.deposit_free",
      entityType: "office",
      entityId: String(change.officeId),
      officeIds: [change.officeId],
      before: before ? { className, dailyKurus: before.dailyKurus, active: before.active } : null,
      after: { className, dailyKurus: change.dailyKurus, active: change.active },
      note: null,
    });
    // The search cards show the price: kept search results and catalogues drop it on every server.
    await markPublicChange(tx, ["prices"]);
    return { ok: true, changed: true };
  });
  if (saved.ok && saved.changed) forgetSearchCatalogue(db);
  return saved;
}
