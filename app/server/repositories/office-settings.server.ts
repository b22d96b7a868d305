// Offices as the back office edits them (docs/decisions/0050): the settings row,
// its dated holidays, and the live reservations that pick up or return there from now on (to tell
// the editor which ones new hours would leave outside). The service audits and marks the public
// change in the same transaction as these writes.
import { and, asc, eq, gte, inArray, or } from "drizzle-orm";
import { LIVE_STATUSES } from "#app/domain/reservation/status.ts";
import type { OfficeClosure } from "#app/domain/rental/search-rules.ts";
import type { BookedVisit } from "#app/domain/offices/office-settings.ts";
import type { DateString } from "#app/domain/time/calendar.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { cities, officeClosures, offices, reservations, type DayHours, type WeekHours } from "#app/server/db/schema.ts";

export type OfficeSettingsRow = {
  id: number;
  code: string;
  slug: string;
  nameTr: string;
  nameEn: string;
  cityTr: string;
  cityEn: string;
  active: boolean;
  open24h: boolean;
  hours: DayHours[];
  turnaroundMinutes: number;
  addressTr: string;
  addressEn: string;
  phone: string;
  lat: number;
  lng: number;
};

export type ClosureRow = OfficeClosure & { noteTr: string; noteEn: string };

/** What an edit may change. */
export type OfficeSettingsChange = Pick<
  OfficeSettingsRow,
  "open24h" | "hours" | "turnaroundMinutes" | "addressTr" | "addressEn" | "phone" | "lat" | "lng"
>;

const columns = {
  id: offices.id,
  code: offices.code,
  slug: offices.slug,
  nameTr: offices.nameTr,
  nameEn: offices.nameEn,
  cityTr: cities.nameTr,
  cityEn: cities.nameEn,
  active: offices.active,
  open24h: offices.open24h,
  hours: offices.hours,
  turnaroundMinutes: offices.turnaroundMinutes,
  addressTr: offices.addressTr,
  addressEn: offices.addressEn,
  phone: offices.phone,
  lat: offices.lat,
  lng: offices.lng,
};

/** Every office (or only these ids), by city and name. */
export async function listOfficeSettings(db: Db, ids: readonly number[] | null): Promise<OfficeSettingsRow[]> {
  if (ids !== null && ids.length === 0) return [];
  return db
    .select(columns)
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(ids === null ? undefined : inArray(offices.id, [...ids]))
    .orderBy(asc(cities.nameTr), asc(offices.nameTr));
}

export async function findOfficeSettings(db: Db, id: number): Promise<OfficeSettingsRow | null> {
  const [row] = await db
    .select(columns)
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(eq(offices.id, id));
  return row ?? null;
}

/** The office row, locked until the transaction ends (two editors save one after the other). */
export async function lockOffice(tx: Db, id: number): Promise<void> {
  await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, id)).for("update");
}

export async function updateOfficeSettings(tx: Db, id: number, change: OfficeSettingsChange): Promise<void> {
  if (change.hours.length !== 7) throw new RangeError(`office hours need 7 weekdays, got ${change.hours.length}`);
  await tx
    .update(offices)
    .set({ ...change, hours: change.hours as WeekHours })
    .where(eq(offices.id, id));
}

/** Holidays from `from` on, by date. */
export async function listClosures(db: Db, officeId: number, from: DateString): Promise<ClosureRow[]> {
  return db
    .select({
      day: officeClosures.day,
      opens: officeClosures.opens,
      closes: officeClosures.closes,
      noteTr: officeClosures.noteTr,
      noteEn: officeClosures.noteEn,
    })
    .from(officeClosures)
    .where(and(eq(officeClosures.officeId, officeId), gte(officeClosures.day, from)))
    .orderBy(asc(officeClosures.day));
}

/** Adds the day's entry or replaces the one already there. */
export async function putClosure(tx: Db, officeId: number, closure: ClosureRow): Promise<void> {
  const values = { ...closure, officeId };
  await tx
    .insert(officeClosures)
    .values(values)
    .onConflictDoUpdate({
      target: [officeClosures.officeId, officeClosures.day],
      set: { opens: closure.opens, closes: closure.closes, noteTr: closure.noteTr, noteEn: closure.noteEn },
    });
}

export async function deleteClosure(tx: Db, officeId: number, day: DateString): Promise<void> {
  await tx.delete(officeClosures).where(and(eq(officeClosures.officeId, officeId), eq(officeClosures.day, day)));
}

/** Live reservations' pick-ups and returns at the office from `now` on, soonest first. */
export async function bookedVisits(db: Db, officeId: number, now: Date): Promise<BookedVisit[]> {
  const rows = await db
    .select({
      number: reservations.number,
      driver: reservations.driver,
      pickupOfficeId: reservations.pickupOfficeId,
      dropoffOfficeId: reservations.dropoffOfficeId,
      pickupAt: reservations.pickupAt,
      returnAt: reservations.returnAt,
      status: reservations.status,
    })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, [...LIVE_STATUSES]),
        or(
          and(eq(reservations.pickupOfficeId, officeId), gte(reservations.pickupAt, now)),
          and(eq(reservations.dropoffOfficeId, officeId), gte(reservations.returnAt, now)),
        ),
      ),
    );
  const visits: BookedVisit[] = [];
  for (const r of rows) {
    const name = `${r.driver.firstName} ${r.driver.lastName}`.trim();
    // A car already handed over has no pick-up left to make.
    if (r.pickupOfficeId === officeId && r.pickupAt >= now && r.status !== "active") {
      visits.push({ number: r.number, name, kind: "pickup", at: r.pickupAt });
    }
    if (r.dropoffOfficeId === officeId && r.returnAt >= now) {
      visits.push({ number: r.number, name, kind: "return", at: r.returnAt });
    }
  }
  return visits.sort((a, b) => a.at.getTime() - b.at.getTime() || a.number.localeCompare(b.number));
}
