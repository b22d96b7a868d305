// Transfers between offices (docs/decisions/0110): the departure and arrival a fleet manager types
// (Istanbul local "YYYY-MM-DDTHH:mm", as the datetime-local field sends them) are checked here:
// a real time, leaving no earlier than now, arriving after leaving, a journey of at most
// MAX_TRANSFER_HOURS and planned at most MAX_TRANSFER_LEAD_DAYS ahead.
import { DAY_MS, HOUR_MS, parseIstanbulLocal } from "#app/domain/time/istanbul.ts";

/** The longest journey: a car crossing the country by road or on a lorry takes days, not weeks. */
export const MAX_TRANSFER_HOURS = 7 * 24;
/** How far ahead a transfer can be planned. */
export const MAX_TRANSFER_LEAD_DAYS = 366;

export type TransferTimesError =
  "departInvalid" | "arriveInvalid" | "departPast" | "arriveBeforeDepart" | "journeyTooLong" | "departTooFar";

export type TransferTimes =
  | { ok: true; departAt: Date; arriveAt: Date }
  | { ok: false; field: "departAt" | "arriveAt"; error: TransferTimesError };

/** Checks a transfer's departure and arrival typed at `now`; a minute's grace for a form typed slowly. */
export function checkTransferTimes(depart: string, arrive: string, now: Date): TransferTimes {
  const departAt = parseIstanbulLocal(depart.trim());
  if (!departAt) return { ok: false, field: "departAt", error: "departInvalid" };
  const arriveAt = parseIstanbulLocal(arrive.trim());
  if (!arriveAt) return { ok: false, field: "arriveAt", error: "arriveInvalid" };
  if (departAt.getTime() < now.getTime() - 60_000) return { ok: false, field: "departAt", error: "departPast" };
  if (departAt.getTime() > now.getTime() + MAX_TRANSFER_LEAD_DAYS * DAY_MS) {
    return { ok: false, field: "departAt", error: "departTooFar" };
  }
  if (arriveAt.getTime() <= departAt.getTime()) return { ok: false, field: "arriveAt", error: "arriveBeforeDepart" };
  if (arriveAt.getTime() - departAt.getTime() > MAX_TRANSFER_HOURS * HOUR_MS) {
    return { ok: false, field: "arriveAt", error: "journeyTooLong" };
  }
  return { ok: true, departAt, arriveAt };
}

/** The half-open range [departure, arrival) the transfer's block holds, as PostgreSQL reads it. */
export function transferRange(departAt: Date, arriveAt: Date): string {
  return `[${departAt.toISOString()},${arriveAt.toISOString()})`;
}
