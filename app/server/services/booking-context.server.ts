// What search, quote and reserve share: a validated search window with its offices, rental
// days and one-way fee, and the campaign a typed code refers to. Rules come from app/domain.
import { type CampaignRefusal, checkCampaign, sameCampaignCode } from "#app/domain/campaigns/campaign-eligibility.ts";
import { rentalDays } from "#app/domain/rental/rental-days.ts";
import { type SearchErrorCode, validateSearch } from "#app/domain/rental/search-rules.ts";
import { isOneWay, oneWayFee, oneWayFeeTable } from "#app/domain/pricing/one-way-fee.ts";
import type { Season } from "#app/domain/pricing/seasons.ts";
import { addDays, compareDates } from "#app/domain/time/calendar.ts";
import { DAY_MS, istanbulDate } from "#app/domain/time/istanbul.ts";
import type { Db } from "#app/server/db/client.server.ts";
import {
  type CampaignRow,
  loadActiveCampaigns,
  loadOfficesForBooking,
  loadOneWayFees,
  type OfficeForBooking,
} from "#app/server/repositories/quotes.server.ts";
import type { SearchCatalogue } from "./search-catalogue.server.ts";

export type BookingSearch = {
  pickupOfficeId: number;
  dropoffOfficeId: number;
  pickupAt: Date;
  returnAt: Date;
};

export type SearchProblem =
  | { ok: false; reason: "invalidSearch"; errors: SearchErrorCode[] }
  | { ok: false; reason: "unknownOffice" }
  | { ok: false; reason: "oneWayNotOffered" };

export type PreparedSearch = {
  ok: true;
  pickupOffice: OfficeForBooking;
  dropoffOffice: OfficeForBooking;
  days: number;
  oneWayFeeKurus: number;
};

/** Loads both offices, applies validateSearch and finds the one-way fee. */
export async function prepareSearch(
  db: Db,
  search: BookingSearch,
  now: Date,
  catalogue?: SearchCatalogue,
  /** The desk's lead time (decision 0076; the site's rule when omitted); a running rental's pick-up taken. */
  rules: { minLeadMinutes?: number; pickupTaken?: boolean } = {},
): Promise<PreparedSearch | SearchProblem> {
  if (Number.isNaN(search.pickupAt.getTime()) || Number.isNaN(search.returnAt.getTime())) {
    return { ok: false, reason: "invalidSearch", errors: ["returnBeforePickup"] };
  }
  const fromDay = istanbulDate(search.pickupAt);
  const toDay = addDays(istanbulDate(search.returnAt), 1);
  const officesById =
    catalogue?.offices ??
    (await loadOfficesForBooking(
      db,
      [search.pickupOfficeId, search.dropoffOfficeId],
      fromDay < toDay ? fromDay : toDay,
      fromDay < toDay ? toDay : fromDay,
    ));
  const pickupOffice = officesById.get(search.pickupOfficeId);
  const dropoffOffice = officesById.get(search.dropoffOfficeId);
  if (!pickupOffice || !dropoffOffice || !pickupOffice.active || !dropoffOffice.active) {
    return { ok: false, reason: "unknownOffice" };
  }
  const errors = validateSearch({
    pickUp: search.pickupAt,
    dropOff: search.returnAt,
    now,
    pickUpOffice: pickupOffice,
    dropOffOffice: dropoffOffice,
    ...(rules.minLeadMinutes === undefined ? {} : { minLeadMinutes: rules.minLeadMinutes }),
    ...(rules.pickupTaken ? { pickupTaken: true } : {}),
  });
  if (errors.length > 0) return { ok: false, reason: "invalidSearch", errors };
  const from = pickupOffice.cityId;
  const to = dropoffOffice.cityId;
  const fees = catalogue?.oneWayFees ?? oneWayFeeTable(isOneWay(from, to) ? await loadOneWayFees(db, [from, to]) : []);
  const oneWayFeeKurus = oneWayFee(fees, from, to);
  if (oneWayFeeKurus === null) return { ok: false, reason: "oneWayNotOffered" };
  return {
    ok: true,
    pickupOffice,
    dropoffOffice,
    days: rentalDays(search.pickupAt, search.returnAt),
    oneWayFeeKurus,
  };
}

export type CampaignLookup = { kind: "none" } | { kind: "unknown" } | { kind: "found"; campaign: CampaignRow };

/** The active campaign a typed code names (Turkish-aware, spaces ignored). */
export async function findCampaignByCode(db: Db, code: string | null | undefined): Promise<CampaignLookup> {
  if (!code || code.trim() === "") return { kind: "none" };
  const campaign = (await loadActiveCampaigns(db)).find((c) => sameCampaignCode(c.code, code));
  return campaign ? { kind: "found", campaign } : { kind: "unknown" };
}

/** checkCampaign for one model's class at the pick-up office and date. */
export function campaignFor(
  campaign: CampaignRow,
  rental: { pickupAt: Date; classId: number; pickupOfficeId: number; days: number; isMember: boolean },
): { ok: true } | { ok: false; reason: CampaignRefusal } {
  return checkCampaign(campaign, {
    pickUpDate: istanbulDate(rental.pickupAt),
    classId: rental.classId,
    officeId: rental.pickupOfficeId,
    days: rental.days,
    isMember: rental.isMember,
  });
}

/** The seasons that overlap the Istanbul days a rental is priced on (pick-up + i x 24 h), in their order. */
export function seasonsTouching(seasons: readonly Season[], pickupAt: Date, days: number): Season[] {
  const first = istanbulDate(pickupAt);
  const last = istanbulDate(new Date(pickupAt.getTime() + (days - 1) * DAY_MS));
  return seasons.filter((s) => compareDates(s.startsOn, last) <= 0 && compareDates(s.endsOn, first) >= 0);
}
