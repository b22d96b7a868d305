import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOneWay, oneWayFee, oneWayFeeTable, type OneWayFeeRow } from "./one-way-fee.ts";

const IST = 34;
const IZM = 35;
const ANK = 6;

/** A table as the database holds it: at most one row per direction (the primary key). */
const anyRows = fc
  .uniqueArray(
    fc.record({
      fromCityId: fc.integer({ min: 1, max: 4 }),
      toCityId: fc.integer({ min: 1, max: 4 }),
      feeKurus: fc.integer({ min: 0, max: 10_000_000 }),
    }),
    { selector: (r) => `${r.fromCityId}:${r.toCityId}`, maxLength: 16 },
  )
  .map((rows): OneWayFeeRow[] => rows);
const anyCity = fc.integer({ min: 1, max: 5 });

describe("oneWayFee", () => {
  it("is free inside a city, even when the table lists the city against itself", () => {
    expect(oneWayFee(oneWayFeeTable([]), IST, IST)).toBe(0);
    expect(oneWayFee(oneWayFeeTable([{ fromCityId: IST, toCityId: IST, feeKurus: 500 }]), IST, IST)).toBe(0);
  });

  it("reads a pair listed once from either end, and prefers the row of the rental's own direction", () => {
    const one = oneWayFeeTable([{ fromCityId: IST, toCityId: IZM, feeKurus: 150_000 }]);
    expect(oneWayFee(one, IST, IZM)).toBe(150_000);
    expect(oneWayFee(one, IZM, IST)).toBe(150_000);
    expect(oneWayFee(one, IST, ANK)).toBeNull();
    const both = oneWayFeeTable([
      { fromCityId: IZM, toCityId: IST, feeKurus: 90_000 },
      { fromCityId: IST, toCityId: IZM, feeKurus: 150_000 },
    ]);
    expect(oneWayFee(both, IST, IZM)).toBe(150_000);
    expect(oneWayFee(both, IZM, IST)).toBe(90_000);
  });

  it("property: the fee is the row of that direction, else the opposite row, else none (0 inside a city)", () => {
    fc.assert(
      fc.property(anyRows, anyCity, anyCity, (rows, from, to) => {
        const exact = rows.find((r) => r.fromCityId === from && r.toCityId === to);
        const opposite = rows.find((r) => r.fromCityId === to && r.toCityId === from);
        const expected = from === to ? 0 : ((exact ?? opposite)?.feeKurus ?? null);
        expect(oneWayFee(oneWayFeeTable(rows), from, to)).toBe(expected);
      }),
    );
  });

  it("property: the row order does not matter, and a pair listed in one direction costs the same both ways", () => {
    fc.assert(
      fc.property(anyRows, anyCity, anyCity, (rows, from, to) => {
        const table = oneWayFeeTable(rows);
        expect(oneWayFee(oneWayFeeTable([...rows].reverse()), from, to)).toBe(oneWayFee(table, from, to));
        const listed = rows.filter(
          (r) => (r.fromCityId === from && r.toCityId === to) || (r.fromCityId === to && r.toCityId === from),
        );
        if (listed.length <= 1) expect(oneWayFee(table, to, from)).toBe(oneWayFee(table, from, to));
      }),
    );
  });

  it("property: a rental is one-way exactly when the cities differ, and only then can it be refused", () => {
    fc.assert(
      fc.property(anyRows, anyCity, anyCity, (rows, from, to) => {
        expect(isOneWay(from, to)).toBe(from !== to);
        if (oneWayFee(oneWayFeeTable(rows), from, to) === null) expect(isOneWay(from, to)).toBe(true);
      }),
    );
  });
});
