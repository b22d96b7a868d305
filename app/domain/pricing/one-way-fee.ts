// The one-way fee (domain-rules.md, "Price"): free when the car is returned in the city it was
// picked up in; between two cities, the fee listed for that direction, else the one listed for
// the opposite direction (the price editor keeps one row per unordered pair); with no row for the
// pair, one-way rentals between the two cities are not offered. Repositories only load the rows.

/** One row of the city-pair table, as stored (either direction). */
export type OneWayFeeRow = { fromCityId: number; toCityId: number; feeKurus: number };

/** The fees by direction, built once from the rows (a search looks many rentals up in it). */
export type OneWayFeeTable = ReadonlyMap<string, number>;

const direction = (fromCityId: number, toCityId: number) => `${fromCityId}:${toCityId}`;

/** Whether a rental from one city to another is one-way, so that the table's fee applies. */
export function isOneWay(fromCityId: number, toCityId: number): boolean {
  return fromCityId !== toCityId;
}

/** Every direction the rows price: a row's own direction, and the opposite one where no row lists it. */
export function oneWayFeeTable(rows: readonly OneWayFeeRow[]): OneWayFeeTable {
  const fees = new Map<string, number>();
  for (const r of rows) {
    const back = direction(r.toCityId, r.fromCityId);
    if (!fees.has(back)) fees.set(back, r.feeKurus);
  }
  for (const r of rows) fees.set(direction(r.fromCityId, r.toCityId), r.feeKurus);
  return fees;
}

/** The fee of a rental picked up in one city and returned in another: 0 inside a city, null when not offered. */
export function oneWayFee(table: OneWayFeeTable, fromCityId: number, toCityId: number): number | null {
  if (!isOneWay(fromCityId, toCityId)) return 0;
  return table.get(direction(fromCityId, toCityId)) ?? null;
}
