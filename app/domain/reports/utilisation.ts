// Utilisation: the share of the hours the in-service cars could have been rented that reservations
// actually covered, in percent with one decimal (null when there was nothing to rent).

export function utilisationPercent(bookedHours: number, units: number, days: number): number | null {
  const available = units * days * 24;
  if (available <= 0) return null;
  return Math.round((1000 * Math.min(bookedHours, available)) / available) / 10;
}

/** Several office/class cells summed first, then divided: a big office weighs more than a small one. */
export function combinedUtilisation(
  cells: readonly { bookedHours: number; units: number; days: number }[],
): number | null {
  const booked = cells.reduce((s, c) => s + c.bookedHours, 0);
  const available = cells.reduce((s, c) => s + c.units * c.days * 24, 0);
  return available <= 0 ? null : utilisationPercent(booked, available / 24, 1);
}
