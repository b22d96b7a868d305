// Driver checks against the model's minimum age and licence years, on the pick-up date.

import { compareDates, parseDateString, type DateString } from "#app/domain/time/calendar.ts";

/** Minimum age for a B-class licence in Turkey; a licence dated earlier is not genuine. */
export const MIN_LICENCE_AGE = 18;

export type DriverCheckInput = {
  birthDate: DateString;
  licenceDate: DateString;
  pickUpDate: DateString;
  /** The model's minimum driver age. */
  minAge: number;
  /** The model's minimum years since the licence was issued. */
  licenceYears: number;
  /** Today's Istanbul date, to refuse dates in the future; the pick-up date when omitted. */
  today?: DateString;
};

export type DriverProblem =
  | "invalidBirthDate"
  | "invalidLicenceDate"
  | "birthInFuture"
  | "licenceInFuture"
  | "licenceBeforeAge18"
  | "tooYoung"
  | "licenceTooNew";

function civil(date: DateString) {
  const parts = parseDateString(date);
  if (!parts) throw new RangeError(`invalid date string "${date}"`);
  return parts;
}

/** Whole years from `from` to `on`; a 29 February anniversary is reached on 1 March in common years. */
export function fullYearsBetween(from: DateString, on: DateString): number {
  const a = civil(from);
  const b = civil(on);
  const years = b.year - a.year;
  const reached = b.month > a.month || (b.month === a.month && b.day >= a.day);
  return reached ? years : years - 1;
}

/** Age in full years on a date. */
export function ageOn(birthDate: DateString, onDate: DateString): number {
  return fullYearsBetween(birthDate, onDate);
}

/** Full years a licence has been held on a date. */
export function licenceYearsOn(licenceDate: DateString, onDate: DateString): number {
  return fullYearsBetween(licenceDate, onDate);
}

/** A model's requirements: minimum driver age and minimum full years since the licence was issued. */
export type DriverRequirements = { minAge: number; licenceYears: number };

/** The age/licence part of the rule, in full years at pick-up (unknown figures are not judged). */
export type YearsProblem = "tooYoung" | "licenceTooNew";

/**
 * The one home of the age and licence-years rule: the search (driver age and licence years typed
 * or taken from the member's profile) and the driver step (from the dates, via checkDriver) both
 * decide with it.
 */
export function yearsProblems(
  driver: { age: number | null; licenceYears: number | null },
  model: DriverRequirements,
): YearsProblem[] {
  const problems: YearsProblem[] = [];
  if (driver.age !== null && driver.age < model.minAge) problems.push("tooYoung");
  if (driver.licenceYears !== null && driver.licenceYears < model.licenceYears) problems.push("licenceTooNew");
  return problems;
}

/** Every reason the driver may not drive this model at pick-up; empty when eligible. */
export function checkDriver(input: DriverCheckInput): DriverProblem[] {
  const problems: DriverProblem[] = [];
  const birthOk = parseDateString(input.birthDate) !== null;
  const licenceOk = parseDateString(input.licenceDate) !== null;
  if (!birthOk) problems.push("invalidBirthDate");
  if (!licenceOk) problems.push("invalidLicenceDate");
  civil(input.pickUpDate);
  const today = input.today ?? input.pickUpDate;
  civil(today);
  if (birthOk && compareDates(input.birthDate, today) > 0) problems.push("birthInFuture");
  if (licenceOk && compareDates(input.licenceDate, today) > 0) problems.push("licenceInFuture");
  // A licence dated before birth also gives a negative age here, so it is refused the same way.
  if (birthOk && licenceOk && ageOn(input.birthDate, input.licenceDate) < MIN_LICENCE_AGE) {
    problems.push("licenceBeforeAge18");
  }
  problems.push(
    ...yearsProblems(
      {
        age: birthOk && !problems.includes("birthInFuture") ? ageOn(input.birthDate, input.pickUpDate) : null,
        licenceYears:
          licenceOk && !problems.includes("licenceInFuture")
            ? licenceYearsOn(input.licenceDate, input.pickUpDate)
            : null,
      },
      input,
    ),
  );
  return problems;
}
