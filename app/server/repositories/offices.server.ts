import { readTogether } from "#app/server/db/reads.server.ts";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { addDays, type DateString } from "#app/domain/time/calendar.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { OfficeClosure, WeekHours } from "#app/domain/rental/search-rules.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { cities, officeClosures, offices } from "#app/server/db/schema.ts";

/** How far ahead the search bar needs holiday closures (latest pick-up 365 days + a 90-day rental fits loosely). */
export const CLOSURE_HORIZON_DAYS = 400;

/** What a search bar needs of an office: name and city to choose it, hours and holidays to offer times. */
export interface OfficeOption {
  code: string;
  name: string;
  cityName: string;
  open24h: boolean;
  /** Seven entries, Monday first; null = closed that weekday. */
  hours: WeekHours;
  /** Holidays from `today` on, for CLOSURE_HORIZON_DAYS days (notes left out to keep the payload small). */
  closures: OfficeClosure[];
  /** Where the office is, so the search can sort offices by distance from the visitor (in the browser). */
  lat: number;
  lng: number;
}

/** Active offices sorted by city then name, with their opening hours and upcoming closures. */
export async function listOfficeOptions(
  db: Db,
  lang: Lang,
  today: DateString = istanbulDate(new Date()),
): Promise<OfficeOption[]> {
  const [rows, closureRows] = await readTogether(db, [
    () =>
      db
        .select({
          id: offices.id,
          code: offices.code,
          nameTr: offices.nameTr,
          nameEn: offices.nameEn,
          cityTr: cities.nameTr,
          cityEn: cities.nameEn,
          open24h: offices.open24h,
          hours: offices.hours,
          lat: offices.lat,
          lng: offices.lng,
        })
        .from(offices)
        .innerJoin(cities, eq(cities.id, offices.cityId))
        .where(eq(offices.active, true)),
    () =>
      db
        .select({
          officeId: officeClosures.officeId,
          day: officeClosures.day,
          opens: officeClosures.opens,
          closes: officeClosures.closes,
        })
        .from(officeClosures)
        .where(and(gte(officeClosures.day, today), lte(officeClosures.day, addDays(today, CLOSURE_HORIZON_DAYS))))
        .orderBy(asc(officeClosures.day)),
  ]);
  const closuresByOffice = new Map<number, OfficeClosure[]>();
  for (const { officeId, ...closure } of closureRows) {
    const list = closuresByOffice.get(officeId) ?? [];
    list.push(closure);
    closuresByOffice.set(officeId, list);
  }
  const collator = new Intl.Collator(lang === "tr" ? "tr" : "en");
  return rows
    .map((r) => ({
      code: r.code,
      name: lang === "tr" ? r.nameTr : r.nameEn,
      cityName: lang === "tr" ? r.cityTr : r.cityEn,
      open24h: r.open24h,
      hours: r.hours,
      closures: closuresByOffice.get(r.id) ?? [],
      lat: r.lat,
      lng: r.lng,
    }))
    .sort((a, b) => collator.compare(a.cityName, b.cityName) || collator.compare(a.name, b.name));
}
