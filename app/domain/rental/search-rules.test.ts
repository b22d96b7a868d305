import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  earliestPickUp,
  isOnSlot,
  latestPickUp,
  officeOpenAt,
  officeSlotsForDay,
  officeWindowForDay,
  searchErrorField,
  validateSearch,
  type OfficeClosure,
  type OfficeSchedule,
  type WeekHours,
} from "./search-rules.ts";
import { istanbulInstant } from "#app/domain/time/istanbul.ts";

const H = 3_600_000;
const DAY = 24 * H;

// Monday-Saturday 08:00-20:00, Sunday closed.
const cityHours: WeekHours = [
  { open: "08:00", close: "20:00" },
  { open: "08:00", close: "20:00" },
  { open: "08:00", close: "20:00" },
  { open: "08:00", close: "20:00" },
  { open: "08:00", close: "20:00" },
  { open: "09:00", close: "14:00" },
  null,
];
const city: OfficeSchedule = { hours: cityHours, open24h: false, closures: [] };
const airport: OfficeSchedule = { hours: [null, null, null, null, null, null, null], open24h: true, closures: [] };

// 2025-06-02 is a Monday; 2025-06-08 a Sunday.
const at = (date: string, time: string) => istanbulInstant(date, time);
const now = at("2025-06-01", "10:00");

function search(pickUp: Date, dropOff: Date, overrides: Partial<Parameters<typeof validateSearch>[0]> = {}) {
  return validateSearch({ pickUp, dropOff, now, pickUpOffice: city, dropOffOffice: city, ...overrides });
}

describe("office hours", () => {
  it("accepts the opening and the closing minute", () => {
    expect(officeOpenAt(cityHours, false, [], at("2025-06-02", "08:00"))).toBe(true);
    expect(officeOpenAt(cityHours, false, [], at("2025-06-02", "20:00"))).toBe(true);
    expect(officeOpenAt(cityHours, false, [], at("2025-06-02", "07:30"))).toBe(false);
    expect(officeOpenAt(cityHours, false, [], at("2025-06-02", "20:30"))).toBe(false);
    expect(officeOpenAt(cityHours, false, [], at("2025-06-08", "12:00"))).toBe(false); // Sunday
    expect(officeOpenAt(cityHours, false, [], at("2025-06-07", "14:00"))).toBe(true); // Saturday
    expect(officeOpenAt(cityHours, false, [], at("2025-06-07", "14:30"))).toBe(false);
  });

  it("reads the weekday in Istanbul, not UTC", () => {
    // Monday 01:00 in Istanbul is still Sunday 22:00 UTC; a 24/7 Monday-only office must be open.
    const mondayOnly: WeekHours = [{ open: "00:00", close: "24:00" }, null, null, null, null, null, null];
    expect(officeOpenAt(mondayOnly, false, [], at("2025-06-02", "01:00"))).toBe(true);
    expect(officeOpenAt(mondayOnly, false, [], at("2025-06-01", "23:30"))).toBe(false);
  });

  it("keeps airport offices open around the clock", () => {
    expect(officeOpenAt(airport.hours, true, [], at("2025-06-08", "03:30"))).toBe(true);
    expect(officeSlotsForDay(airport.hours, true, [], "2025-06-08")).toHaveLength(48);
    expect(officeSlotsForDay(airport.hours, true, [], "2025-06-08").at(-1)).toBe("23:30");
  });

  it("applies holidays: closed all day, shorter hours, or only an early close", () => {
    const closures: OfficeClosure[] = [
      { day: "2025-06-03", opens: null, closes: null },
      { day: "2025-06-04", opens: "10:00", closes: "16:00" },
      { day: "2025-06-05", opens: null, closes: "13:00" },
      { day: "2025-06-08", opens: null, closes: "13:00" },
      { day: "2025-06-09", opens: "10:00", closes: "12:00" },
    ];
    expect(officeWindowForDay(cityHours, false, closures, "2025-06-03")).toBeNull();
    expect(officeWindowForDay(cityHours, false, closures, "2025-06-04")).toEqual({ open: 600, close: 960 });
    expect(officeWindowForDay(cityHours, false, closures, "2025-06-05")).toEqual({ open: 480, close: 780 });
    expect(officeWindowForDay(cityHours, false, closures, "2025-06-08")).toBeNull(); // Sunday stays closed
    expect(officeSlotsForDay(cityHours, false, closures, "2025-06-09")).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
    expect(officeOpenAt(airport.hours, true, closures, at("2025-06-03", "12:00"))).toBe(false);
    expect(officeWindowForDay(airport.hours, true, closures, "2025-06-05")).toEqual({ open: 0, close: 780 });
  });

  it("lists half-hour slots with both ends included", () => {
    const slots = officeSlotsForDay(cityHours, false, [], "2025-06-02");
    expect(slots[0]).toBe("08:00");
    expect(slots.at(-1)).toBe("20:00");
    expect(slots).toHaveLength(25);
    expect(officeSlotsForDay(cityHours, false, [], "2025-06-08")).toEqual([]);
    const odd: WeekHours = Array.from({ length: 7 }, () => ({ open: "08:15", close: "09:45" }));
    expect(officeSlotsForDay(odd, false, [], "2025-06-02")).toEqual(["08:30", "09:00", "09:30"]);
  });

  it("every listed slot is open and every other half hour is closed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 }), fc.boolean(), (offset, holiday) => {
        const date = new Date(Date.UTC(2025, 0, 1) + offset * DAY).toISOString().slice(0, 10);
        const closures: OfficeClosure[] = holiday ? [{ day: date, opens: "11:00", closes: "15:30" }] : [];
        const slots = new Set(officeSlotsForDay(cityHours, false, closures, date));
        for (let m = 0; m < 1440; m += 30) {
          const time = `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
          expect(officeOpenAt(cityHours, false, closures, at(date, time))).toBe(slots.has(time));
        }
      }),
      { numRuns: 40 },
    );
  });

  it("refuses malformed hours", () => {
    expect(() => officeWindowForDay(cityHours.slice(0, 6), false, [], "2025-06-02")).toThrow(RangeError);
    const bad: WeekHours = Array.from({ length: 7 }, () => ({ open: "8:00", close: "20:00" }));
    expect(() => officeWindowForDay(bad, false, [], "2025-06-02")).toThrow(RangeError);
  });
});

describe("slots and limits", () => {
  it("recognises :00 and :30 only", () => {
    expect(isOnSlot(at("2025-06-02", "10:30"))).toBe(true);
    expect(isOnSlot(at("2025-06-02", "10:15"))).toBe(false);
    expect(isOnSlot(new Date(at("2025-06-02", "10:30").getTime() + 1000))).toBe(false);
  });

  it("rounds the earliest pick-up up to a slot two hours ahead", () => {
    expect(earliestPickUp(at("2025-06-02", "10:00"))).toEqual(at("2025-06-02", "12:00"));
    expect(earliestPickUp(at("2025-06-02", "10:01"))).toEqual(at("2025-06-02", "12:30"));
    expect(latestPickUp(at("2025-06-02", "10:10"))).toEqual(at("2026-06-02", "10:00"));
  });

  it("maps each error to its field", () => {
    expect(searchErrorField("pickupTooSoon")).toBe("pickUp");
    expect(searchErrorField("tooLong")).toBe("dropOff");
    expect(searchErrorField("returnOfficeClosed")).toBe("dropOff");
  });
});

describe("validateSearch", () => {
  it("accepts a valid search", () => {
    expect(search(at("2025-06-02", "10:00"), at("2025-06-05", "10:00"))).toEqual([]);
  });

  it("enforces the two-hour lead exactly", () => {
    expect(search(new Date(now.getTime() + 2 * H), at("2025-06-05", "10:00"), { pickUpOffice: airport })).toEqual([]);
    expect(search(new Date(now.getTime() + 1.5 * H), at("2025-06-05", "10:00"), { pickUpOffice: airport })).toEqual([
      "pickupTooSoon",
    ]);
  });

  it("enforces the 365-day horizon exactly", () => {
    const edge = new Date(now.getTime() + 365 * DAY);
    const opts = { pickUpOffice: airport, dropOffOffice: airport };
    expect(search(edge, new Date(edge.getTime() + DAY), opts)).toEqual([]);
    const beyond = new Date(edge.getTime() + 30 * 60_000);
    expect(search(beyond, new Date(beyond.getTime() + DAY), opts)).toEqual(["pickupTooFar"]);
  });

  it("rejects a return at or before pick-up", () => {
    const p = at("2025-06-02", "10:00");
    expect(search(p, p)).toEqual(["returnBeforePickup"]);
    expect(search(p, at("2025-06-02", "09:00"))).toEqual(["returnBeforePickup"]);
  });

  it("allows 365 rental days (monthly rentals) and sends longer rentals to the fleet form", () => {
    const p = at("2025-06-02", "10:00");
    const opts = { dropOffOffice: airport };
    expect(search(p, new Date(p.getTime() + 365 * DAY + H), opts)).toEqual([]);
    expect(search(p, new Date(p.getTime() + 365 * DAY + 1.5 * H), opts)).toEqual(["tooLong"]);
  });

  it("reports off-slot times and closed offices for the right side", () => {
    expect(search(at("2025-06-02", "10:15"), at("2025-06-05", "10:00"))).toEqual(["pickupNotOnHalfHour"]);
    expect(search(at("2025-06-02", "10:00"), at("2025-06-05", "10:45"))).toEqual(["returnNotOnHalfHour"]);
    expect(search(at("2025-06-02", "07:00"), at("2025-06-08", "10:00"))).toEqual([
      "pickupOfficeClosed",
      "returnOfficeClosed",
    ]);
    expect(search(at("2025-06-02", "20:00"), at("2025-06-05", "20:00"))).toEqual([]);
  });

  it("judges only the return of a rental already picked up (its pick-up rules are history)", () => {
    // Picked up on Monday 07:15 before the office opened (hours changed since) and two days ago.
    const taken = at("2025-05-26", "07:15");
    const opts = { pickupTaken: true };
    expect(search(taken, at("2025-06-02", "10:00"), opts)).toEqual([]);
    expect(search(taken, at("2025-06-02", "10:00"))).toEqual([
      "pickupNotOnHalfHour",
      "pickupTooSoon",
      "pickupOfficeClosed",
    ]);
    // The new return is still checked: on a slot, after the pick-up and the office open.
    expect(search(taken, at("2025-06-08", "10:00"), opts)).toEqual(["returnOfficeClosed"]);
    expect(search(taken, at("2025-06-02", "10:10"), opts)).toEqual(["returnNotOnHalfHour"]);
    expect(search(taken, at("2025-05-26", "07:00"), opts)).toEqual(["returnBeforePickup", "returnOfficeClosed"]);
  });

  it("never reports both pickupTooSoon and pickupTooFar, nor tooLong with returnBeforePickup", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48, max: 366 * 48 }),
        fc.integer({ min: -48, max: 100 * 48 }),
        (pickSlots, lengthSlots) => {
          const pickUp = new Date(now.getTime() + pickSlots * 30 * 60_000);
          const dropOff = new Date(pickUp.getTime() + lengthSlots * 30 * 60_000);
          const errors = search(pickUp, dropOff, { pickUpOffice: airport, dropOffOffice: airport });
          expect(errors.includes("pickupTooSoon") && errors.includes("pickupTooFar")).toBe(false);
          expect(errors.includes("tooLong") && errors.includes("returnBeforePickup")).toBe(false);
          expect(errors.includes("pickupTooSoon")).toBe(pickSlots < 4);
          expect(errors.includes("returnBeforePickup")).toBe(lengthSlots <= 0);
          expect(new Set(errors).size).toBe(errors.length);
        },
      ),
    );
  });

  it("throws on invalid dates instead of guessing", () => {
    expect(() => search(new Date(Number.NaN), at("2025-06-05", "10:00"))).toThrow(RangeError);
  });
});
