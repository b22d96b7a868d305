import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intern } from "#app/shared/http/intern.ts";
import {
  type FleetTimelineView,
  packTimelineRows,
  packTimelineView,
  type TimelineBarView,
  type TimelineRowView,
  type TimelineSegmentView,
  unpackTimelineRows,
  unpackTimelineView,
} from "./fleet-timeline.ts";

const bar: fc.Arbitrary<TimelineBarView> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("reservation" as const, "hold" as const),
    number: fc.string({ minLength: 1, maxLength: 10 }),
    status: fc.constantFrom("pending_payment" as const, "confirmed" as const, "active" as const, "completed" as const),
    customer: fc.option(fc.string({ maxLength: 20 })),
    pickupAt: fc.constant("2026-12-01T10:00"),
    returnAt: fc.constant("2026-12-04T10:00"),
    pickupOffice: fc.string({ maxLength: 12 }),
    returnOffice: fc.string({ maxLength: 12 }),
    linked: fc.boolean(),
    movable: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant("block" as const),
    blockId: fc.nat(),
    unitId: fc.nat(),
    blockKind: fc.constantFrom("maintenance" as const, "out_of_service" as const, "transfer" as const),
    firstDay: fc.constant("2026-12-01"),
    lastDay: fc.constant("2026-12-02"),
    note: fc.string({ maxLength: 20 }),
  }),
  fc.record({
    kind: fc.constant("transfer" as const),
    transferId: fc.nat(),
    unitId: fc.nat(),
    plate: fc.string({ maxLength: 10 }),
    fromOffice: fc.string({ maxLength: 12 }),
    toOffice: fc.string({ maxLength: 12 }),
    departAt: fc.constant("2026-12-01T08:00"),
    arriveAt: fc.constant("2026-12-01T18:00"),
    cancellable: fc.boolean(),
  }),
);

const segment: fc.Arbitrary<TimelineSegmentView> = fc.oneof(
  fc.record({ kind: fc.constant("free" as const), startSlot: fc.nat(120), slots: fc.integer({ min: 1, max: 120 }) }),
  fc.record({
    kind: fc.constant("busy" as const),
    startSlot: fc.nat(120),
    slots: fc.integer({ min: 1, max: 120 }),
    bars: fc.array(bar, { minLength: 1, maxLength: 3 }),
  }),
);

const row: fc.Arbitrary<TimelineRowView> = fc.record({
  unitId: fc.nat(),
  plate: fc.string({ maxLength: 10 }),
  vehicle: fc.string({ maxLength: 20 }),
  className: fc.string({ maxLength: 10 }),
  classId: fc.nat(),
  homeOffice: fc.string({ maxLength: 20 }),
  inService: fc.boolean(),
  transferable: fc.boolean(),
  segments: fc.array(segment, { maxLength: 6 }),
});

describe("the timeline rows as the page's data carries them", () => {
  it("unpack gives every row back as it was, through JSON and intern as the stream sends it", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const sent = JSON.parse(JSON.stringify(intern(packTimelineRows(rows)))) as ReturnType<typeof packTimelineRows>;
        expect(unpackTimelineRows(sent)).toEqual(rows);
      }),
    );
  });

  it("writes a row and its bars without a key per field", () => {
    const free: TimelineRowView = {
      unitId: 7,
      plate: "34 ABC 123",
      vehicle: "Fiat Egea",
      className: "Ekonomi",
      classId: 1,
      homeOffice: "İstanbul Havalimanı",
      inService: true,
      transferable: false,
      segments: [{ kind: "free", startSlot: 0, slots: 60 }],
    };
    const other = { ...free, unitId: 8, plate: "34 XYZ 9", homeOffice: "Kadıköy", transferable: true };
    expect(packTimelineRows([free, other])).toEqual({
      names: ["Fiat Egea", "Ekonomi", "İstanbul Havalimanı", "Kadıköy"],
      rows: [
        ["7|1|1|0|1|2|34 ABC 123", [[0, 60]]],
        ["8|3|1|0|1|3|34 XYZ 9", [[0, 60]]],
      ],
    });
  });
});

const dates = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"];

/** A view as the service gives it: one shortage day per date, overbooked when more are needed. */
const view: fc.Arbitrary<FleetTimelineView> = fc
  .record({
    rows: fc.array(row, { maxLength: 4 }),
    shortage: fc.array(
      fc.record({
        classId: fc.nat(),
        className: fc.string({ maxLength: 10 }),
        counts: fc.array(fc.tuple(fc.nat(40), fc.nat(40)), { minLength: dates.length, maxLength: dates.length }),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ rows, shortage }) => ({
    from: "2026-12-01",
    days: dates.length,
    dates,
    officeId: null,
    offices: [{ id: 1, name: "İstanbul Havalimanı" }],
    rows,
    classId: null,
    modelId: null,
    status: null,
    classes: [{ id: 1, name: "Ekonomi" }],
    models: [{ id: 2, classId: 1, name: "Fiat Egea" }],
    destinations: [],
    shortage: shortage.map(({ classId, className, counts }) => ({
      classId,
      className,
      days: counts.map(([needed, available], i) => ({
        date: dates[i] ?? "",
        needed,
        available,
        overbooked: needed > available,
      })),
    })),
  }));

describe("the timeline's view as the page's data carries it (decision 0152)", () => {
  it("unpack gives the whole view back, shortage days included, through JSON and intern", () => {
    fc.assert(
      fc.property(view, (v) => {
        const sent = JSON.parse(JSON.stringify(intern(packTimelineView(v)))) as ReturnType<typeof packTimelineView>;
        expect(unpackTimelineView(sent)).toEqual(v);
      }),
    );
  });

  it("writes a class's shortage days as two lists of numbers", () => {
    const packed = packTimelineView({
      from: "2026-12-01",
      days: 2,
      dates: ["2026-12-01", "2026-12-02"],
      officeId: null,
      offices: [],
      rows: [],
      classId: null,
      modelId: null,
      status: null,
      classes: [],
      models: [],
      destinations: [],
      shortage: [
        {
          classId: 3,
          className: "SUV",
          days: [
            { date: "2026-12-01", needed: 2, available: 5, overbooked: false },
            { date: "2026-12-02", needed: 6, available: 5, overbooked: true },
          ],
        },
      ],
    });
    expect(packed.shortage).toEqual([[3, "SUV", [2, 6], [5, 5]]]);
  });
});
