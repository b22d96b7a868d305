import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAMAGE_KINDS, DAMAGE_ZONES, type OpenDamage, openAt, splitReturnDamages } from "./damages.ts";

const at = (iso: string) => new Date(iso);
const open = (id: number, zone: OpenDamage["zone"], kind: OpenDamage["kind"], sizeCm: number): OpenDamage => ({
  id,
  zone,
  kind,
  sizeCm,
  foundAt: at("2027-01-01T10:00:00Z"),
  closedAt: null,
});

describe("damage found at return", () => {
  it("is new only when it was not open at hand-over", () => {
    const handover = [open(1, "right", "scratch", 3), open(2, "front", "dent", 5)];
    const { fresh, known } = splitReturnDamages(
      [
        { zone: "right", kind: "scratch", sizeCm: 3 },
        { zone: "rear", kind: "dent", sizeCm: 4 },
      ],
      handover,
    );
    expect(fresh).toEqual([{ zone: "rear", kind: "dent", sizeCm: 4 }]);
    expect(known.map((k) => k.damage.id)).toEqual([1]);
  });
  it("is new when the same zone and kind has grown since hand-over", () => {
    const { fresh } = splitReturnDamages(
      [{ zone: "right", kind: "scratch", sizeCm: 8 }],
      [open(1, "right", "scratch", 3)],
    );
    expect(fresh).toHaveLength(1);
  });
  it("is the agent's chosen open damage when they say so", () => {
    const { fresh, known } = splitReturnDamages(
      [{ zone: "left", kind: "dent", sizeCm: 9, sameAs: 1 }],
      [open(1, "right", "scratch", 3)],
    );
    expect(fresh).toEqual([]);
    expect(known[0]?.damage.id).toBe(1);
  });
  it("a damage closed (repaired) before the hand-over is not open then", () => {
    const repaired = { ...open(1, "right", "scratch", 3), closedAt: at("2027-02-01T00:00:00Z") };
    expect(openAt([repaired], at("2027-03-01T00:00:00Z"))).toEqual([]);
    expect(openAt([repaired], at("2027-01-15T00:00:00Z"))).toHaveLength(1);
  });
  it("every report is either new or matched to a distinct open damage (property)", () => {
    const zone = fc.constantFrom(...DAMAGE_ZONES);
    const kind = fc.constantFrom(...DAMAGE_KINDS);
    const report = fc.record({ zone, kind, sizeCm: fc.integer({ min: 1, max: 50 }) });
    fc.assert(
      fc.property(fc.array(report, { maxLength: 8 }), fc.array(report, { maxLength: 8 }), (reports, opened) => {
        const handover = opened.map((o, i) => open(i + 1, o.zone, o.kind, o.sizeCm));
        const { fresh, known } = splitReturnDamages(reports, handover);
        expect(fresh.length + known.length).toBe(reports.length);
        expect(new Set(known.map((k) => k.damage.id)).size).toBe(known.length);
        for (const k of known) {
          expect(k.report.zone).toBe(k.damage.zone);
          expect(k.report.sizeCm).toBeLessThanOrEqual(k.damage.sizeCm);
        }
        // With nothing open at hand-over, everything found is new.
        expect(splitReturnDamages(reports, []).fresh).toHaveLength(reports.length);
      }),
    );
  });
});
