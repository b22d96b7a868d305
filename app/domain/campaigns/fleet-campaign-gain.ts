// The "campaign gain" of a model on the fleet page: the most a live public campaign takes off its
// "from" price for a rental of the campaign's minimum days, by the same rules the booking uses.

import { campaignDiscount, checkCampaign, type Campaign } from "./campaign-eligibility.ts";
import { assertKurus } from "#app/domain/money/money.ts";
import { chooseDiscount } from "#app/domain/pricing/quote.ts";
import type { DateString } from "#app/domain/time/calendar.ts";

/** A campaign as the fleet page shows it: the rules plus its page slug and title. */
export type FleetCampaign = Campaign & { slug: string; title: string };

export type CampaignGain = {
  code: string;
  slug: string;
  title: string;
  /** The campaign's minimum days: the rental length the gain is worked out for. */
  days: number;
  /** "from" price x days, before the discount. */
  rentalKurus: number;
  discountKurus: number;
  /** The campaign only works at some offices. */
  officeLimited: boolean;
};

// Office ids are serial (from 1), so this id is in no campaign's office list: only "all offices" passes.
const NO_PARTICULAR_OFFICE = 0;

/**
 * The best gain for a model of class `classId` picked up on `today` by a guest (public campaigns
 * only), at any office the campaign allows. Largest discount wins; ties go to the shorter rental,
 * then the code. null when no campaign gives anything or the model has no price.
 */
export function bestCampaignGain(
  model: { classId: number; fromKurus: number | null },
  campaigns: readonly FleetCampaign[],
  today: DateString,
): CampaignGain | null {
  if (model.fromKurus === null || model.fromKurus <= 0) return null;
  let best: CampaignGain | null = null;
  for (const campaign of campaigns) {
    const days = Math.max(1, campaign.minDays);
    const check = checkCampaign(campaign, {
      pickUpDate: today,
      classId: model.classId,
      officeId: campaign.officeIds?.[0] ?? NO_PARTICULAR_OFFICE,
      days,
      isMember: false,
    });
    if (!check.ok) continue;
    const rentalKurus = model.fromKurus * days;
    assertKurus(rentalKurus, "rental");
    const discountKurus = campaignDiscount(campaign, rentalKurus);
    if (discountKurus <= 0) continue;
    const better =
      best === null ||
      discountKurus > best.discountKurus ||
      (discountKurus === best.discountKurus && (days < best.days || (days === best.days && campaign.code < best.code)));
    if (better) {
      best = {
        code: campaign.code,
        slug: campaign.slug,
        title: campaign.title,
        days,
        rentalKurus,
        discountKurus,
        officeLimited: campaign.officeIds !== null,
      };
    }
  }
  return best;
}

/** The member "from" price: the member discount on the daily "from" price, rounded as in a quote. */
export function memberFromKurus(fromKurus: number, memberDiscountPct: number): number {
  return fromKurus - chooseDiscount(fromKurus, null, memberDiscountPct).memberKurus;
}
