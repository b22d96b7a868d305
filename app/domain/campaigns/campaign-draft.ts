// What the back office may save as a campaign (docs/decisions/0048): the code's and
// the page address's shape, the discount typed in TL or percent, and the rules that tie fields
// together (dates in order, a usage limit not below the uses already made).

import { compareDates, isDateString, type DateString } from "#app/domain/time/calendar.ts";
import { normalizeCampaignCode } from "./campaign-eligibility.ts";
import type { CampaignKind } from "./campaign-eligibility.ts";

/** Codes as stored: letters A-Z and digits after `normalizeCampaignCode`, 3 to 20 of them. */
export const CAMPAIGN_CODE_PATTERN = /^[A-Z0-9]{3,20}$/;

/** Page addresses (/kampanya-{slug}): lower-case words of a-z and digits joined by single hyphens. */
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const MAX_CAMPAIGN_SLUG = 80;
export const MAX_MIN_DAYS = 90;
/** Most a fixed campaign may take off: 100.000 TL. */
export const MAX_FIXED_KURUS = 10_000_000;

/** The code as it is stored and compared (see `normalizeCampaignCode`), or null when not a valid code. */
export function campaignCodeOf(typed: string): string | null {
  const code = normalizeCampaignCode(typed);
  return CAMPAIGN_CODE_PATTERN.test(code) ? code : null;
}

export function isCampaignSlug(slug: string): boolean {
  return slug.length <= MAX_CAMPAIGN_SLUG && CAMPAIGN_SLUG_PATTERN.test(slug);
}

/**
 * An amount typed in TL ("500", "250,5", "1250.75"; no thousands separators) in kuruş, or null.
 * Both the comma and the point are read as the decimal mark.
 */
export function parseTlAmount(typed: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  const lira = Number(match[1]);
  const kurus = Number((match[2] ?? "").padEnd(2, "0"));
  const total = lira * 100 + kurus;
  return Number.isSafeInteger(total) ? total : null;
}

/** Kuruş as the editor shows them in its amount field: "500" or "250,50". */
export function tlAmountInput(kurus: number): string {
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  return rest === 0 ? String(lira) : `${lira},${String(rest).padStart(2, "0")}`;
}

export type CampaignRulesDraft = {
  kind: CampaignKind;
  /** Percent (1-100) for percent campaigns, kuruş for fixed ones. */
  value: number;
  validFrom: DateString;
  validTo: DateString;
  minDays: number;
  usageLimit: number | null;
};

export type CampaignDraftProblem =
  | "percentRange"
  | "amountRange"
  | "dateInvalid"
  | "datesOrder"
  | "minDaysRange"
  | "usageLimitRange"
  | "usageLimitBelowUses";

export type CampaignDraftIssue = {
  field: "value" | "validFrom" | "validTo" | "minDays" | "usageLimit";
  problem: CampaignDraftProblem;
};

/** Every rule the draft breaks (empty when it may be saved); `usedCount` = the uses made so far. */
export function campaignDraftIssues(draft: CampaignRulesDraft, usedCount: number): CampaignDraftIssue[] {
  const issues: CampaignDraftIssue[] = [];
  if (draft.kind === "percent" && !(Number.isInteger(draft.value) && draft.value >= 1 && draft.value <= 100)) {
    issues.push({ field: "value", problem: "percentRange" });
  }
  if (
    draft.kind === "fixed" &&
    !(Number.isInteger(draft.value) && draft.value >= 1 && draft.value <= MAX_FIXED_KURUS)
  ) {
    issues.push({ field: "value", problem: "amountRange" });
  }
  const fromOk = isDateString(draft.validFrom);
  const toOk = isDateString(draft.validTo);
  if (!fromOk) issues.push({ field: "validFrom", problem: "dateInvalid" });
  if (!toOk) issues.push({ field: "validTo", problem: "dateInvalid" });
  if (fromOk && toOk && compareDates(draft.validTo, draft.validFrom) < 0) {
    issues.push({ field: "validTo", problem: "datesOrder" });
  }
  if (!(Number.isInteger(draft.minDays) && draft.minDays >= 1 && draft.minDays <= MAX_MIN_DAYS)) {
    issues.push({ field: "minDays", problem: "minDaysRange" });
  }
  if (draft.usageLimit !== null) {
    if (!(Number.isInteger(draft.usageLimit) && draft.usageLimit >= 1)) {
      issues.push({ field: "usageLimit", problem: "usageLimitRange" });
    } else if (draft.usageLimit < usedCount) {
      issues.push({ field: "usageLimit", problem: "usageLimitBelowUses" });
    }
  }
  return issues;
}
