// Whether a campaign can be used today; decides what its page shows (docs/decisions/0010-content-expired-campaigns.md).
import { compareDates, type DateString } from "#app/domain/time/calendar.ts";

export type CampaignStatus = "live" | "upcoming" | "ended";

export interface CampaignDates {
  validFrom: DateString;
  validTo: DateString;
  active: boolean;
}

/** Live from `validFrom` through `validTo` (Istanbul days, inclusive); a switched-off campaign has ended. */
export function campaignStatus(campaign: CampaignDates, today: DateString): CampaignStatus {
  if (!campaign.active || compareDates(today, campaign.validTo) > 0) return "ended";
  if (compareDates(today, campaign.validFrom) < 0) return "upcoming";
  return "live";
}

/** Who may apply the code: anyone for public campaigns, only signed-in members for member campaigns. */
export function canUseCampaign(campaign: { membersOnly: boolean }, status: CampaignStatus, isMember: boolean): boolean {
  return status === "live" && (!campaign.membersOnly || isMember);
}
