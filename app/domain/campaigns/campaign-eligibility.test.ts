import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  campaignDiscount,
  checkCampaign,
  normalizeCampaignCode,
  sameCampaignCode,
  type Campaign,
  type CampaignRental,
} from "./campaign-eligibility.ts";

const base: Campaign = {
  code: "YAZ25",
  kind: "percent",
  value: 25,
  validFrom: "2025-06-01",
  validTo: "2025-08-31",
  classIds: [1, 2],
  officeIds: [10],
  minDays: 3,
  usageLimit: 100,
  usedCount: 5,
  membersOnly: false,
  active: true,
};
const rental: CampaignRental = { pickUpDate: "2025-07-01", classId: 1, officeId: 10, days: 3, isMember: false };

describe("checkCampaign", () => {
  it("accepts an eligible rental, including both ends of the validity period", () => {
    expect(checkCampaign(base, rental)).toEqual({ ok: true });
    expect(checkCampaign(base, { ...rental, pickUpDate: "2025-06-01" })).toEqual({ ok: true });
    expect(checkCampaign(base, { ...rental, pickUpDate: "2025-08-31" })).toEqual({ ok: true });
    expect(checkCampaign({ ...base, classIds: null, officeIds: null, usageLimit: null }, rental)).toEqual({ ok: true });
  });

  it("gives one reason per broken rule", () => {
    const cases: [Partial<Campaign>, Partial<CampaignRental>, string][] = [
      [{ active: false }, {}, "inactive"],
      [{}, { pickUpDate: "2025-05-31" }, "notStarted"],
      [{}, { pickUpDate: "2025-09-01" }, "expired"],
      [{ usedCount: 100 }, {}, "usedUp"],
      [{ membersOnly: true }, {}, "membersOnly"],
      [{}, { officeId: 11 }, "wrongOffice"],
      [{}, { classId: 3 }, "wrongClass"],
      [{}, { days: 2 }, "tooShort"],
    ];
    for (const [campaignChange, rentalChange, reason] of cases) {
      expect(checkCampaign({ ...base, ...campaignChange }, { ...rental, ...rentalChange })).toEqual({
        ok: false,
        reason,
      });
    }
    expect(checkCampaign({ ...base, membersOnly: true }, { ...rental, isMember: true })).toEqual({ ok: true });
  });

  it("reports an inactive campaign before anything else", () => {
    expect(checkCampaign({ ...base, active: false, usedCount: 999 }, { ...rental, days: 1, classId: 9 })).toEqual({
      ok: false,
      reason: "inactive",
    });
  });
});

describe("campaign codes", () => {
  it("match case-insensitively with Turkish and English keyboards", () => {
    expect(normalizeCampaignCode(" yaz25 ")).toBe("YAZ25");
    expect(normalizeCampaignCode("indirim")).toBe("INDIRIM");
    expect(normalizeCampaignCode("İNDİRİM")).toBe("INDIRIM");
    expect(normalizeCampaignCode("ındırım")).toBe("INDIRIM");
    expect(normalizeCampaignCode("şölen")).toBe("ŞÖLEN");
    expect(normalizeCampaignCode("YAZ 25")).toBe("YAZ25");
    expect(sameCampaignCode("bayram", "BAYRAM")).toBe(true);
    expect(sameCampaignCode("YAZ25", "YAZ26")).toBe(false);
  });

  it("normalisation is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), (code) => {
        expect(normalizeCampaignCode(normalizeCampaignCode(code))).toBe(normalizeCampaignCode(code));
      }),
    );
  });
});

describe("campaignDiscount", () => {
  it("rounds percent discounts half-up", () => {
    expect(campaignDiscount({ code: "A", kind: "percent", value: 25 }, 10_000)).toBe(2_500);
    expect(campaignDiscount({ code: "A", kind: "percent", value: 10 }, 12_345)).toBe(1_235); // 1234.5
    expect(campaignDiscount({ code: "A", kind: "percent", value: 100 }, 999)).toBe(999);
  });

  it("caps fixed discounts at the vehicle rental", () => {
    expect(campaignDiscount({ code: "B", kind: "fixed", value: 50_000 }, 120_000)).toBe(50_000);
    expect(campaignDiscount({ code: "B", kind: "fixed", value: 50_000 }, 30_000)).toBe(30_000);
    expect(campaignDiscount({ code: "B", kind: "fixed", value: 50_000 }, 0)).toBe(0);
  });

  it("refuses impossible terms", () => {
    expect(() => campaignDiscount({ code: "C", kind: "percent", value: 120 }, 100)).toThrow(RangeError);
    expect(() => campaignDiscount({ code: "C", kind: "fixed", value: -1 }, 100)).toThrow(RangeError);
    expect(() => campaignDiscount({ code: "C", kind: "fixed", value: 1.5 }, 100)).toThrow(RangeError);
  });

  it("is never negative and never exceeds the rental", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            code: fc.constant("P"),
            kind: fc.constant("percent" as const),
            value: fc.integer({ min: 0, max: 100 }),
          }),
          fc.record({
            code: fc.constant("F"),
            kind: fc.constant("fixed" as const),
            value: fc.integer({ min: 0, max: 1e8 }),
          }),
        ),
        fc.integer({ min: 0, max: 1e9 }),
        (terms, vehicle) => {
          const d = campaignDiscount(terms, vehicle);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(vehicle);
          expect(Number.isInteger(d)).toBe(true);
        },
      ),
    );
  });
});
