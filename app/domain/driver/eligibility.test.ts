import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ageOn, checkDriver, licenceYearsOn, type DriverCheckInput, yearsProblems } from "./eligibility.ts";
import { addDays, dateFromEpochDay, daysFromCivil } from "#app/domain/time/calendar.ts";

const ok: DriverCheckInput = {
  birthDate: "1990-05-15",
  licenceDate: "2010-06-01",
  pickUpDate: "2025-07-01",
  minAge: 21,
  licenceYears: 2,
  today: "2025-06-20",
};

describe("ageOn", () => {
  it("counts full years, turning a year older on the birthday", () => {
    expect(ageOn("2000-07-01", "2025-06-30")).toBe(24);
    expect(ageOn("2000-07-01", "2025-07-01")).toBe(25);
    expect(ageOn("2000-07-01", "2000-07-01")).toBe(0);
  });

  it("lets a 29 February birthday count from 1 March in common years", () => {
    expect(ageOn("2004-02-29", "2025-02-28")).toBe(20);
    expect(ageOn("2004-02-29", "2025-03-01")).toBe(21);
    expect(ageOn("2004-02-29", "2024-02-29")).toBe(20);
  });

  it("agrees with a year-by-year count", () => {
    const day = fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(2100, 12, 31) });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40_000 }), (birth, offset) => {
        const b = dateFromEpochDay(birth);
        const on = dateFromEpochDay(birth + offset);
        const age = ageOn(b, on);
        // The age-th anniversary (as a date string) is on or before `on`, the next one after it.
        const anniversary = (n: number) => `${String(Number(b.slice(0, 4)) + n).padStart(4, "0")}${b.slice(4)}`;
        expect(age).toBeGreaterThanOrEqual(0);
        expect(anniversary(age) <= on).toBe(true);
        expect(anniversary(age + 1) > on).toBe(true);
        expect(ageOn(b, addDays(on, 1))).toBeGreaterThanOrEqual(age);
      }),
    );
  });

  it("licence years use the same rule", () => {
    expect(licenceYearsOn("2023-07-02", "2025-07-01")).toBe(1);
    expect(licenceYearsOn("2023-07-01", "2025-07-01")).toBe(2);
  });
});

describe("checkDriver", () => {
  it("accepts an eligible driver", () => {
    expect(checkDriver(ok)).toEqual([]);
  });

  it("checks age and licence years at the pick-up date, boundaries included", () => {
    expect(checkDriver({ ...ok, birthDate: "2004-07-01", licenceDate: "2022-07-01" })).toEqual([]); // 21 on pick-up day
    expect(checkDriver({ ...ok, birthDate: "2004-07-02", licenceDate: "2022-07-02" })).toEqual(["tooYoung"]);
    expect(checkDriver({ ...ok, licenceDate: "2023-07-01" })).toEqual([]);
    expect(checkDriver({ ...ok, licenceDate: "2023-07-02" })).toEqual(["licenceTooNew"]);
  });

  it("refuses a licence issued before the 18th birthday", () => {
    expect(checkDriver({ ...ok, licenceDate: "2008-05-15" })).toEqual([]);
    expect(checkDriver({ ...ok, licenceDate: "2008-05-14" })).toEqual(["licenceBeforeAge18"]);
    expect(checkDriver({ ...ok, licenceDate: "1980-01-01" })).toEqual(["licenceBeforeAge18"]);
  });

  it("refuses dates in the future and malformed dates", () => {
    expect(checkDriver({ ...ok, birthDate: "2025-06-21" })).toEqual(["birthInFuture", "licenceBeforeAge18"]);
    expect(checkDriver({ ...ok, licenceDate: "2025-06-25" })).toEqual(["licenceInFuture"]);
    expect(checkDriver({ ...ok, birthDate: "1990-02-30" })).toEqual(["invalidBirthDate"]);
    expect(checkDriver({ ...ok, licenceDate: "" })).toEqual(["invalidLicenceDate"]);
  });

  it("without `today`, measures the future from the pick-up date", () => {
    const noToday: DriverCheckInput = { ...ok, today: undefined };
    expect(checkDriver({ ...noToday, licenceDate: "2025-06-25" })).toEqual(["licenceTooNew"]);
    expect(checkDriver({ ...noToday, licenceDate: "2025-07-02" })).toEqual(["licenceInFuture"]);
  });

  it("throws on an invalid pick-up date, which is the system's own input", () => {
    expect(() => checkDriver({ ...ok, pickUpDate: "2025-13-01" })).toThrow(RangeError);
  });
});

describe("yearsProblems (the search's and the driver step's one rule)", () => {
  it("refuses a 21-year-old for a 25+ class and a one-year licence for a two-year class, figures unknown not judged", () => {
    expect(yearsProblems({ age: 21, licenceYears: 3 }, { minAge: 25, licenceYears: 2 })).toEqual(["tooYoung"]);
    expect(yearsProblems({ age: 25, licenceYears: 2 }, { minAge: 25, licenceYears: 2 })).toEqual([]);
    expect(yearsProblems({ age: 30, licenceYears: 1 }, { minAge: 21, licenceYears: 2 })).toEqual(["licenceTooNew"]);
    expect(yearsProblems({ age: null, licenceYears: null }, { minAge: 99, licenceYears: 50 })).toEqual([]);
  });

  it("the driver step (checkDriver from dates) refuses exactly what the search refuses from the figures at pick-up", () => {
    const day = fc.integer({ min: daysFromCivil(1940, 1, 1), max: daysFromCivil(2008, 12, 31) });
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 18 * 366, max: 60 * 365 }),
        fc.integer({ min: 0, max: 30 * 365 }),
        fc.integer({ min: 18, max: 30 }),
        fc.integer({ min: 0, max: 5 }),
        (birthDay, licenceAfter, pickUpAfter, minAge, licenceYears) => {
          const birthDate = dateFromEpochDay(birthDay);
          const licenceDate = dateFromEpochDay(birthDay + licenceAfter);
          const pickUpDate = dateFromEpochDay(birthDay + licenceAfter + pickUpAfter);
          const fromDates = checkDriver({ birthDate, licenceDate, pickUpDate, minAge, licenceYears }).filter(
            (p) => p === "tooYoung" || p === "licenceTooNew",
          );
          const fromFigures = yearsProblems(
            { age: ageOn(birthDate, pickUpDate), licenceYears: licenceYearsOn(licenceDate, pickUpDate) },
            { minAge, licenceYears },
          );
          expect(fromDates).toEqual(fromFigures);
        },
      ),
    );
  });
});
