import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "#app/domain/time/calendar.ts";
import {
  campaignCodeOf,
  campaignDraftIssues,
  type CampaignRulesDraft,
  isCampaignSlug,
  parseTlAmount,
  tlAmountInput,
} from "./campaign-draft.ts";
import { sameCampaignCode } from "./campaign-eligibility.ts";

const draft: CampaignRulesDraft = {
  kind: "percent",
  value: 15,
  validFrom: "2026-12-01",
  validTo: "2026-12-31",
  minDays: 1,
  usageLimit: null,
};

describe("campaign codes and page addresses", () => {
  it("stores a typed code the way the booking compares it", () => {
    expect(campaignCodeOf(" kış 25 ")).toBeNull(); // Ş is not a code letter
    expect(campaignCodeOf("yilbasi25")).toBe("YILBASI25");
    expect(campaignCodeOf("iyi yolculuk")).toBe("IYIYOLCULUK");
    expect(campaignCodeOf("ab")).toBeNull();
    expect(campaignCodeOf("A-B-C")).toBeNull();
  });

  it("any stored code is found again by what a customer types in any case", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{3,20}$/), (typed) => {
        const stored = campaignCodeOf(typed);
        expect(stored).not.toBeNull();
        expect(sameCampaignCode(stored!, typed.toLowerCase())).toBe(true);
        expect(sameCampaignCode(stored!, typed.toUpperCase())).toBe(true);
        expect(campaignCodeOf(stored!)).toBe(stored);
      }),
    );
  });

  it("accepts lower-case hyphenated slugs only", () => {
    expect(isCampaignSlug("yilbasi-2027")).toBe(true);
    expect(isCampaignSlug("Yilbasi")).toBe(false);
    expect(isCampaignSlug("-yilbasi")).toBe(false);
    expect(isCampaignSlug("yil--basi")).toBe(false);
    expect(isCampaignSlug("yılbaşı")).toBe(false);
    expect(isCampaignSlug("a".repeat(81))).toBe(false);
  });
});

describe("amounts typed in TL", () => {
  it("reads lira with an optional comma or point and up to two decimals", () => {
    expect(parseTlAmount("500")).toBe(50_000);
    expect(parseTlAmount("250,5")).toBe(25_050);
    expect(parseTlAmount("250.05")).toBe(25_005);
    expect(parseTlAmount(" 1250,75 ")).toBe(125_075);
    expect(parseTlAmount("1.250,75")).toBeNull();
    expect(parseTlAmount("-5")).toBeNull();
    expect(parseTlAmount("5,123")).toBeNull();
    expect(parseTlAmount("")).toBeNull();
  });

  it("shows any amount so that reading it back gives the same kuruş", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (kurus) => {
        expect(parseTlAmount(tlAmountInput(kurus))).toBe(kurus);
      }),
    );
  });
});

describe("campaign rules a draft must keep", () => {
  it("accepts a sound draft", () => {
    expect(campaignDraftIssues(draft, 0)).toEqual([]);
    expect(campaignDraftIssues({ ...draft, kind: "fixed", value: 50_000, usageLimit: 10 }, 10)).toEqual([]);
  });

  it("refuses percent outside 1-100, amounts of nothing, and dates out of order", () => {
    expect(campaignDraftIssues({ ...draft, value: 0 }, 0)).toEqual([{ field: "value", problem: "percentRange" }]);
    expect(campaignDraftIssues({ ...draft, value: 101 }, 0)).toEqual([{ field: "value", problem: "percentRange" }]);
    expect(campaignDraftIssues({ ...draft, kind: "fixed", value: 0 }, 0)).toEqual([
      { field: "value", problem: "amountRange" },
    ]);
    expect(campaignDraftIssues({ ...draft, validTo: "2026-11-30" }, 0)).toEqual([
      { field: "validTo", problem: "datesOrder" },
    ]);
    expect(campaignDraftIssues({ ...draft, validFrom: "2026-02-30" }, 0)).toEqual([
      { field: "validFrom", problem: "dateInvalid" },
    ]);
    expect(campaignDraftIssues({ ...draft, minDays: 0 }, 0)).toEqual([{ field: "minDays", problem: "minDaysRange" }]);
  });

  it("never lets a usage limit fall below the uses already made", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (limit, used) => {
        const issues = campaignDraftIssues({ ...draft, usageLimit: limit }, used);
        expect(issues.length === 0).toBe(limit >= used);
      }),
    );
  });

  it("a one-day campaign (same first and last day) is fine; any later last day too", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), (days) => {
        expect(campaignDraftIssues({ ...draft, validTo: addDays(draft.validFrom, days) }, 0)).toEqual([]);
      }),
    );
  });
});
