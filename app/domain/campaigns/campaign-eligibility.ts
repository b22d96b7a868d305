// Campaign codes: who may use a code for which rental, and how much it takes off the vehicle rental.

import { compareDates, type DateString } from "#app/domain/time/calendar.ts";
import { assertKurus, percentOf } from "#app/domain/money/money.ts";
import { turkishUpper } from "#app/domain/text/turkish.ts";

export type CampaignKind = "percent" | "fixed";

export type Campaign = {
  code: string;
  kind: CampaignKind;
  /** Percent (1-100) for percent campaigns, kuruş for fixed ones. */
  value: number;
  /** First and last pick-up date the code is valid for (Istanbul calendar days, inclusive). */
  validFrom: DateString;
  validTo: DateString;
  /** Vehicle classes the code applies to; null = all. */
  classIds: readonly number[] | null;
  /** Pick-up offices the code applies to; null = all. */
  officeIds: readonly number[] | null;
  minDays: number;
  usageLimit: number | null;
  usedCount: number;
  membersOnly: boolean;
  active: boolean;
};

/** The part of a campaign that prices a rental. */
export type CampaignDiscountTerms = Pick<Campaign, "code" | "kind" | "value">;

export type CampaignRental = {
  pickUpDate: DateString;
  classId: number;
  officeId: number;
  days: number;
  isMember: boolean;
};

export type CampaignRefusal =
  "inactive" | "notStarted" | "expired" | "usedUp" | "membersOnly" | "wrongOffice" | "wrongClass" | "tooShort";

export type CampaignCheck = { ok: true } | { ok: false; reason: CampaignRefusal };

/** Lookup key: spaces removed, Turkish upper-case, then İ -> I so "indirim" and "INDIRIM" find the same code. */
export function normalizeCampaignCode(code: string): string {
  return turkishUpper(code.normalize("NFC").replace(/\s+/g, ""))
    .replace(/İ/g, "I")
    .replace(/\u0307/g, "");
}

/** True when two codes are the same after `normalizeCampaignCode`. */
export function sameCampaignCode(a: string, b: string): boolean {
  return normalizeCampaignCode(a) === normalizeCampaignCode(b);
}

/** Whether a campaign applies to a rental; the first failing rule is the reason shown to the customer. */
export function checkCampaign(campaign: Campaign, rental: CampaignRental): CampaignCheck {
  const refuse = (reason: CampaignRefusal): CampaignCheck => ({ ok: false, reason });
  if (!campaign.active) return refuse("inactive");
  if (compareDates(rental.pickUpDate, campaign.validFrom) < 0) return refuse("notStarted");
  if (compareDates(rental.pickUpDate, campaign.validTo) > 0) return refuse("expired");
  if (campaign.usageLimit !== null && campaign.usedCount >= campaign.usageLimit) return refuse("usedUp");
  if (campaign.membersOnly && !rental.isMember) return refuse("membersOnly");
  if (campaign.officeIds !== null && !campaign.officeIds.includes(rental.officeId)) return refuse("wrongOffice");
  if (campaign.classIds !== null && !campaign.classIds.includes(rental.classId)) return refuse("wrongClass");
  if (rental.days < campaign.minDays) return refuse("tooShort");
  return { ok: true };
}

/** The discount on the vehicle rental: percent rounded half-up, fixed capped; never more than the rental. */
export function campaignDiscount(campaign: CampaignDiscountTerms, vehicleKurus: number): number {
  assertKurus(vehicleKurus, "vehicle rental");
  if (vehicleKurus <= 0) return 0;
  if (campaign.kind === "percent") {
    if (campaign.value < 0 || campaign.value > 100)
      throw new RangeError(`campaign percent out of range: ${campaign.value}`);
    return Math.min(percentOf(vehicleKurus, campaign.value), vehicleKurus);
  }
  assertKurus(campaign.value, "campaign amount");
  if (campaign.value < 0) throw new RangeError("campaign amount cannot be negative");
  return Math.min(campaign.value, vehicleKurus);
}
