// The office editor's delivery settings and the desk's delivery tasks on Today (decision 0123).
// Checked on the server for role and office; a change is audited in its transaction.
import {
  type DeliverySettingsInput,
  formatDistanceKm,
  inputFromSettings,
  type SettingsProblem,
  settingsFromInput,
} from "#app/domain/delivery/delivery-fee.ts";
import { formatTl } from "#app/domain/money/money.ts";
import { LIVE_STATUSES } from "#app/domain/reservation/status.ts";
import { allows, officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import { addDays } from "#app/domain/time/calendar.ts";
import { istanbulDate, startOfIstanbulDay } from "#app/domain/time/istanbul.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  findDeliveryOffice,
  listDeliveryTasks,
  lockDeliverySettings,
  upsertDeliverySettings,
} from "#app/server/repositories/delivery.server.ts";
import type { DeliveryTaskView } from "#app/shared/delivery/delivery-view.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

/** The form's values for an office (whoever may read the office page sees them). */
export async function officeDeliveryForm(db: Db, actor: StaffActor, officeId: number) {
  requireAllowed(actor, "offices.read", [officeId]);
  const office = await findDeliveryOffice(db, officeId);
  if (!office) return null;
  return {
    form: inputFromSettings(office.settings),
    canEdit: allows(actor, "offices.manage", [officeId]),
    settings: office.settings,
  };
}

export type SaveDeliveryResult =
  { ok: true } | { ok: false; problems: SettingsProblem[] } | { ok: false; notFound: true };

/** Checks and writes an office's offer with its audit entry (admins and whoever manages the office). */
export async function saveOfficeDelivery(
  db: Db,
  actor: StaffActor,
  officeId: number,
  input: DeliverySettingsInput,
  now: Date,
): Promise<SaveDeliveryResult> {
  requireAllowed(actor, "offices.manage", [officeId]);
  const parsed = settingsFromInput(input);
  if (!parsed.ok) return parsed;
  return db.transaction(async (txRaw): Promise<SaveDeliveryResult> => {
    const tx = txRaw as unknown as Db;
    await lockDeliverySettings(tx, officeId);
    const office = await findDeliveryOffice(tx, officeId);
    if (!office) return { ok: false, notFound: true };
    await upsertDeliverySettings(tx, officeId, parsed.settings, actor.id, now);
    // Step 2 links to the delivery step from the offer as every app server keeps it (decision 0173).
    await markPublicChange(tx, ["offices"]);
    await audit(tx, actor, {
      action: "office.delivery",
      entityType: "office",
      entityId: String(officeId),
      officeIds: [officeId],
      before: office.settings,
      after: parsed.settings,
      note: null,
    });
    return { ok: true };
  });
}

/** Today's and tomorrow's deliveries and collections at the person's offices (or the one chosen). */
export async function deliveryTasks(
  db: Db,
  actor: StaffActor,
  now: Date,
  lang: Lang,
  officeId?: number,
): Promise<DeliveryTaskView[]> {
  requireAllowed(actor, "reservation.read", officeId === undefined ? undefined : [officeId]);
  const offices = officeId === undefined ? officeFilter(actor) : [officeId];
  const today = istanbulDate(now);
  const rows = await listDeliveryTasks(
    db,
    offices,
    startOfIstanbulDay(today),
    startOfIstanbulDay(addDays(today, 2)),
    LIVE_STATUSES,
  );
  return rows.map((r) => ({
    leg: r.leg,
    number: r.number,
    at: formatInstant(r.at, lang),
    customer: `${r.driver.firstName} ${r.driver.lastName}`.trim(),
    address: r.address,
    km: formatDistanceKm(r.distanceM / 1000, lang),
    fee: formatTl(r.feeKurus, lang),
  }));
}
