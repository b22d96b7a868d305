// What the search results add to the cars (issue 31 items 2 and 4): the driver's age and licence
// years (typed, or a member's from the profile) set apart the models the driver may not rent, with
// the reason (decision 0117), and the cheaper-dates grid of the chosen class (decision 0116).
import { ageOn, licenceYearsOn, type YearsProblem, yearsProblems } from "#app/domain/driver/eligibility.ts";
import { parseDateMask } from "#app/domain/time/date-mask.ts";
import { istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { VehicleOffer } from "#app/shared/booking/booking-types.ts";
import type { DriverYearsInput } from "#app/shared/search/driver-years.ts";
import { type GridAvailability, priceDateGrid } from "./date-grid.server.ts";
import { memberDriverProfile } from "./driver-profile.server.ts";
import type { Member } from "./members.server.ts";
import type { AvailableModel, SearchRequest } from "./search.server.ts";

/** The driver figures the page shows in its form (as typed, or from the member's profile). */
export type DriverYearsView = {
  age: string;
  licenceYears: string;
  fromProfile: boolean;
  invalid: ("age" | "licenceYears")[];
};

/** Models of one class the driver may not rent, and why (figures for the sentence). */
export type RefusedClassView = {
  className: string;
  models: string[];
  problems: YearsProblem[];
  driverAge: number | null;
  driverLicenceYears: number | null;
  minAge: number;
  licenceYears: number;
};

/** The grid on the wire (decision 0116): 49 totals row by row, -1 not offered, -2 none free. */
export type DateGridView = { className: string; classSlug: string; cells: number[] };

export const GRID_NOT_OFFERED = -1;
export const GRID_SOLD_OUT = -2;

async function driverFigures(
  db: Db,
  member: Member | null,
  typed: DriverYearsInput | null,
  pickupAt: Date,
): Promise<{ view: DriverYearsView; age: number | null; licenceYears: number | null }> {
  if (typed) {
    const invalid = (["age", "licenceYears"] as const).filter((k) => typed[k].invalid);
    return {
      view: { age: typed.age.raw, licenceYears: typed.licenceYears.raw, fromProfile: false, invalid },
      age: typed.age.value,
      licenceYears: typed.licenceYears.value,
    };
  }
  const empty = { view: { age: "", licenceYears: "", fromProfile: false, invalid: [] }, age: null, licenceYears: null };
  if (!member) return empty;
  // A member's saved driver details (decision 0054) give both figures at the pick-up date.
  const profile = await memberDriverProfile(db, member);
  const on = istanbulDate(pickupAt);
  const birth = profile.birthDate ? parseDateMask(profile.birthDate) : null;
  const licence = profile.licenceDate ? parseDateMask(profile.licenceDate) : null;
  const age = birth && birth <= on ? ageOn(birth, on) : null;
  const licenceYears = licence && licence <= on ? licenceYearsOn(licence, on) : null;
  if (age === null && licenceYears === null) return empty;
  return {
    view: {
      age: age === null ? "" : String(age),
      licenceYears: licenceYears === null ? "" : String(licenceYears),
      fromProfile: true,
      invalid: [],
    },
    age,
    licenceYears,
  };
}

/** Splits the search's free models into those the driver may rent and those refused, grouped by class. */
export async function driverEligibility(
  ctx: { db: Db; member: Member | null; lang: Lang },
  search: SearchRequest,
  models: readonly AvailableModel[],
  typed: DriverYearsInput | null,
): Promise<{
  bookable: AvailableModel[];
  refused: RefusedClassView[];
  driver: DriverYearsView;
  allows: (model: { minAge: number; licenceYears: number }) => boolean;
}> {
  const figures = await driverFigures(ctx.db, ctx.member, typed, search.pickupAt);
  const bookable: AvailableModel[] = [];
  const refused = new Map<string, RefusedClassView>();
  for (const m of models) {
    const problems = yearsProblems(figures, m);
    if (problems.length === 0) {
      bookable.push(m);
      continue;
    }
    const className = ctx.lang === "en" ? m.model.classNameEn : m.model.classNameTr;
    // One entry per class and sentence: only the minimums the sentence names tell entries apart.
    const age = problems.includes("tooYoung") ? m.minAge : "";
    const licence = problems.includes("licenceTooNew") ? m.licenceYears : "";
    const key = `${m.model.classSort}|${className}|${problems.join()}|${age}|${licence}`;
    const entry = refused.get(key) ?? {
      className,
      models: [],
      problems,
      driverAge: figures.age,
      driverLicenceYears: figures.licenceYears,
      minAge: m.minAge,
      licenceYears: m.licenceYears,
    };
    entry.models.push(`${m.model.brand} ${m.model.model}`);
    refused.set(key, entry);
  }
  const ordered = [...refused.entries()].sort(([a], [b]) => Number(a.split("|")[0]) - Number(b.split("|")[0]));
  return {
    bookable,
    refused: ordered.map(([, v]) => v),
    driver: figures.view,
    allows: (model) => yearsProblems(figures, model).length === 0,
  };
}

/**
 * The grid of the chosen class (decision 0116): the class the visitor filtered on, else the class
 * of the cheapest car shown; only the models the driver may rent count.
 */
export async function dateGridView(
  ctx: { db: Db; readDb: Db; memberId: string | null; now: Date; lang: Lang },
  search: SearchRequest,
  /** The grid's availability query, started beside the search's (null: it failed or was not asked). */
  availability: GridAvailability | null,
  bookable: readonly AvailableModel[],
  shown: readonly VehicleOffer[],
  classSlug: string,
  allows: (model: { minAge: number; licenceYears: number }) => boolean,
): Promise<DateGridView | null> {
  const cheapestShown = shown.reduce<VehicleOffer | null>(
    (best, o) => (best === null || o.totalKurus < best.totalKurus ? o : best),
    null,
  );
  const slug = bookable.some((m) => m.model.classSlug === classSlug) ? classSlug : cheapestShown?.model.classSlug;
  const inClass = bookable.filter((m) => m.model.classSlug === slug);
  const first = inClass[0];
  if (!first || !availability) return null;
  const grid = await priceDateGrid(ctx.db, search, availability, {
    classId: first.model.classId,
    allows,
    memberId: ctx.memberId,
    now: ctx.now,
    readDb: ctx.readDb,
  });
  if (!grid) return null;
  return {
    className: ctx.lang === "en" ? first.model.classNameEn : first.model.classNameTr,
    classSlug: first.model.classSlug,
    cells: grid.cells.map((c) =>
      c.totalKurus !== null ? c.totalKurus : c.gap === "notOffered" ? GRID_NOT_OFFERED : GRID_SOLD_OUT,
    ),
  };
}
