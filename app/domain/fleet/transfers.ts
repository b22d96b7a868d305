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

export type TransferLeg = { departAt: Date; arriveAt: Date; fromOfficeId: number; toOfficeId: number };
export type AwayPeriod = { start: Date; end: Date };

/** Earlier and later than any real instant: the open ends of "before the first journey" and "after the last". */
const DAWN = new Date(-8.64e15);
const DUSK = new Date(8.64e15);

/**
 * Where a car is not, by time (decision 0129): the half-open periods in which it stands at none of
 * `officeIds` (null: every office) given its live journeys. Before its first departure it is at
 * that journey's origin, on the road between departure and arrival (at no office), from an arrival
 * at that journey's destination until the next departure. A car counts at its origin until it
 * departs and at its destination only from its arrival; with no journey it is never away (its home
 * office is what put it in the view).
 */
export function awayPeriods(legs: readonly TransferLeg[], officeIds: readonly number[] | null): AwayPeriod[] {
  if (legs.length === 0) return [];
  const sorted = [...legs].sort((a, b) => a.departAt.getTime() - b.departAt.getTime());
  const here = (office: number) => officeIds === null || officeIds.includes(office);
  const stays: { start: Date; end: Date; present: boolean }[] = [];
  let from = DAWN;
  let at = (sorted[0] as TransferLeg).fromOfficeId;
  for (const leg of sorted) {
    stays.push({ start: from, end: leg.departAt, present: here(at) });
    stays.push({ start: leg.departAt, end: leg.arriveAt, present: false });
    from = leg.arriveAt;
    at = leg.toOfficeId;
  }
  stays.push({ start: from, end: DUSK, present: here(at) });
  const away: AwayPeriod[] = [];
  for (const s of stays) {
    if (s.present || s.end.getTime() <= s.start.getTime()) continue;
    const last = away[away.length - 1];
    if (last && last.end.getTime() >= s.start.getTime()) {
      if (s.end.getTime() > last.end.getTime()) last.end = s.end;
    } else {
      away.push({ start: s.start, end: s.end });
    }
  }
  return away;
}
