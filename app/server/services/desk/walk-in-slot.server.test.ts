// A walk-in keeps the slot its page showed (issue 27): the post a few minutes later books that slot,
// not the next one, while it began at most half an hour ago; anything else gets this moment's slot.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keptWalkInPickup, walkInPickup } from "./desk-booking.server.ts";

const SLOT = 30 * 60_000;

describe("keptWalkInPickup", () => {
  it("keeps 10:30 shown at 10:29 when the form comes back at 10:31", () => {
    const shownAt = new Date("2027-03-01T07:29:00Z");
    const shown = walkInPickup(shownAt).toISOString();
    expect(shown).toBe("2027-03-01T07:30:00.000Z");
    expect(keptWalkInPickup(shown, new Date("2027-03-01T07:31:00Z")).toISOString()).toBe(shown);
    // Thirty-one minutes after the slot began it is gone: this moment's slot.
    expect(keptWalkInPickup(shown, new Date("2027-03-01T08:01:00Z")).toISOString()).toBe("2027-03-01T08:30:00.000Z");
  });

  it("never books before half an hour ago nor after this moment's slot, and only on the grid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_800_000_000, max: 1_900_000_000 }).map((s) => new Date(s * 1000)),
        fc.oneof(
          fc.integer({ min: -200, max: 200 }).map((m) => m * 60_000),
          fc.constant(Number.NaN),
        ),
        (now, offset) => {
          const shown = Number.isNaN(offset) ? "garbage" : new Date(walkInPickup(now).getTime() + offset).toISOString();
          const kept = keptWalkInPickup(shown, now);
          expect(kept.getTime() % SLOT).toBe(0);
          expect(kept.getTime()).toBeLessThanOrEqual(walkInPickup(now).getTime());
          expect(kept.getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * 60_000);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
