// The offices editor (docs/decisions/0050). Admins (offices.manage) change an
// office's hours, holidays, buffer, address, phone and map position; office staff (offices.read)
// see their own offices' settings. Every change is checked against the booked pick-ups and
// returns: the ones it would leave outside the new hours are named and the change waits for a
// confirmation. The change, its audit entry (before and after) and the public-change mark share
// one transaction, so the search and the office pages follow at once.
import {
  checkBuffer,
  checkLatitude,
  checkLongitude,
  strandedVisits,
  weekHoursFrom,
  type BookedVisit,
} from "#app/domain/offices/office-settings.ts";
import type { OfficeClosure, OfficeSchedule } from "#app/domain/rental/search-rules.ts";
import { allows, officeFilter, type StaffActor } from "#app/domain/staff/permissions.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  bookedVisits,
  deleteClosure,
  findOfficeSettings,
  listClosures,
  listOfficeSettings,
  lockOffice,
  putClosure,
  updateOfficeSettings,
  type ClosureRow,
  type OfficeSettingsChange,
  type OfficeSettingsRow,
} from "#app/server/repositories/office-settings.server.ts";
import { markPublicChange } from "#app/server/repositories/public-changes.server.ts";
import { audit, requireAllowed } from "./staff-access.server.ts";

/** An office's stored settings as the back office shows them. */
export type { OfficeSettingsRow };

export type OfficeEditResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "invalid" }
  | { ok: false; reason: "stranded"; visits: BookedVisit[] };

/** Office staff see only their offices; whoever may manage offices sees them all. */
function readableIds(actor: StaffActor): readonly number[] | null {
  if (allows(actor, "offices.manage")) return null;
  requireAllowed(actor, "offices.read");
  return officeFilter(actor);
}

export async function listOfficesForStaff(
  db: Db,
  actor: StaffActor,
): Promise<{ offices: OfficeSettingsRow[]; canEdit: boolean }> {
  const offices = await listOfficeSettings(db, readableIds(actor));
  return { offices, canEdit: allows(actor, "offices.manage") };
}

/** One office's settings and its holidays from today on; `canEdit` says whether the forms show. */
export async function officeSettings(
  db: Db,
  actor: StaffActor,
  officeId: number,
  now: Date,
): Promise<{ office: OfficeSettingsRow; closures: ClosureRow[]; canEdit: boolean } | null> {
  const canEdit = allows(actor, "offices.manage", [officeId]);
  if (!canEdit) requireAllowed(actor, "offices.read", [officeId]);
  const office = await findOfficeSettings(db, officeId);
  if (!office) return null;
  return { office, closures: await listClosures(db, officeId, istanbulDate(now)), canEdit };
}

function scheduleOf(office: OfficeSettingsRow, closures: readonly OfficeClosure[]): OfficeSchedule {
  return { hours: office.hours, open24h: office.open24h, closures };
}

function settingsSnapshot(o: OfficeSettingsRow | OfficeSettingsChange): OfficeSettingsChange {
  return {
    open24h: o.open24h,
    hours: o.hours,
    turnaroundMinutes: o.turnaroundMinutes,
    addressTr: o.addressTr,
    addressEn: o.addressEn,
    phone: o.phone,
    lat: o.lat,
    lng: o.lng,
  };
}

function validChange(change: OfficeSettingsChange): boolean {
  const week = weekHoursFrom(
    change.hours.map((d) => (d ? { closed: false, ...d } : { closed: true, open: "", close: "" })),
  );
  return week.ok && checkBuffer(change.turnaroundMinutes) && checkLatitude(change.lat) && checkLongitude(change.lng);
}

type Edit = {
  /** The schedule after the change, from the office and holidays read under the lock. */
  after: (office: OfficeSettingsRow, closures: ClosureRow[]) => OfficeSchedule;
  /** Writes and says what changed; null when there was nothing to change (nothing is audited). */
  write: (
    tx: Db,
    office: OfficeSettingsRow,
    closures: ClosureRow[],
  ) => Promise<{ before: unknown; after: unknown } | null>;
  action: string;
};

/** Locks the office, names the visits the change strands (unless confirmed), writes, audits, marks. */
async function edit(
  db: Db,
  actor: StaffActor,
  officeId: number,
  options: { confirmStranded: boolean; now: Date },
  change: Edit,
): Promise<OfficeEditResult> {
  requireAllowed(actor, "offices.manage", [officeId]);
  return db.transaction(async (tx): Promise<OfficeEditResult> => {
    await lockOffice(tx, officeId);
    const office = await findOfficeSettings(tx, officeId);
    if (!office) return { ok: false, reason: "notFound" };
    const closures = await listClosures(tx, officeId, istanbulDate(options.now));
    const visits = await bookedVisits(tx, officeId, options.now);
    const stranded = strandedVisits(scheduleOf(office, closures), change.after(office, closures), visits);
    if (stranded.length > 0 && !options.confirmStranded) return { ok: false, reason: "stranded", visits: stranded };
    const written = await change.write(tx, office, closures);
    if (!written) return { ok: false, reason: "notFound" };
    const { before, after } = written;
    await audit(tx, actor, {
      action: change.action,
      entityType: "office",
      entityId: String(officeId),
      officeIds: [officeId],
      before,
      after,
      note: stranded.length > 0 ? `outside the new hours: ${stranded.map((v) => v.number).join(", ")}` : null,
    });
    await markPublicChange(tx, ["offices"]);
    return { ok: true };
  });
}

/** Hours per weekday, 24/7, buffer, addresses, phone and map position. */
export async function saveOfficeSettings(
  db: Db,
  actor: StaffActor,
  officeId: number,
  change: OfficeSettingsChange,
  options: { confirmStranded: boolean; now: Date },
): Promise<OfficeEditResult> {
  requireAllowed(actor, "offices.manage", [officeId]);
  if (!validChange(change)) return { ok: false, reason: "invalid" };
  return edit(db, actor, officeId, options, {
    action: "office.settings",
    after: (_office, closures) => ({ hours: change.hours, open24h: change.open24h, closures }),
    write: async (tx, office) => {
      await updateOfficeSettings(tx, officeId, change);
      return { before: settingsSnapshot(office), after: settingsSnapshot(change) };
    },
  });
}

/** A holiday (closed all day) or a shortened day; replaces the entry already on that date. */
export async function saveClosure(
  db: Db,
  actor: StaffActor,
  officeId: number,
  closure: ClosureRow,
  options: { confirmStranded: boolean; now: Date },
): Promise<OfficeEditResult> {
  requireAllowed(actor, "offices.manage", [officeId]);
  if (closure.day < istanbulDate(options.now) || (closure.opens === null) !== (closure.closes === null)) {
    return { ok: false, reason: "invalid" };
  }
  return edit(db, actor, officeId, options, {
    action: "office.closure",
    after: (office, closures) => scheduleOf(office, [...closures.filter((c) => c.day !== closure.day), closure]),
    write: async (tx, _office, closures) => {
      const before = closures.find((c) => c.day === closure.day) ?? null;
      await putClosure(tx, officeId, closure);
      return { before, after: closure };
    },
  });
}

/** Takes a holiday off the calendar (the office keeps its weekday hours that day). */
export async function removeClosure(
  db: Db,
  actor: StaffActor,
  officeId: number,
  day: string,
  now: Date,
): Promise<OfficeEditResult> {
  requireAllowed(actor, "offices.manage", [officeId]);
  return edit(
    db,
    actor,
    officeId,
    { confirmStranded: true, now },
    {
      action: "office.closure_removed",
      after: (office, closures) =>
        scheduleOf(
          office,
          closures.filter((c) => c.day !== day),
        ),
      write: async (tx, _office, closures) => {
        const before = closures.find((c) => c.day === day);
        if (!before) return null;
        await deleteClosure(tx, officeId, day);
        return { before, after: null };
      },
    },
  );
}
