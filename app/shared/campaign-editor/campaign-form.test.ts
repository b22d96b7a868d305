import { describe, expect, it } from "vitest";
import { campaignFormSchema, discountValueOf } from "./campaign-form.ts";

const valid = {
  code: "yilbasi25",
  slug: "yilbasi",
  titleTr: "Yılbaşı indirimi",
  titleEn: "New Year discount",
  summaryTr: "Yılbaşında tüm sınıflarda indirim.",
  summaryEn: "A discount on every class at New Year.",
  termsTr: "Kampanya koşulları burada.",
  termsEn: "The campaign terms are here.",
  discountKind: "percent",
  discountValue: "25",
  validFrom: "2026-12-20",
  validTo: "2027-01-05",
  minDays: 1,
  theme: "snow",
};

describe("campaign form", () => {
  it("reads percent as a whole number and an amount in TL as kuruş", () => {
    expect(discountValueOf("percent", "25")).toBe(25);
    expect(discountValueOf("percent", "12,5")).toBeNull();
    expect(discountValueOf("fixed", "750,50")).toBe(75_050);
  });

  it("accepts a full campaign and says which field is wrong otherwise", () => {
    expect(campaignFormSchema.safeParse(valid).success).toBe(true);
    const bad = campaignFormSchema.safeParse({
      ...valid,
      discountValue: "120",
      validTo: "2026-12-01",
      slug: "Yıl Başı",
    });
    expect(bad.success).toBe(false);
    const problems = bad.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ["slug", "campaignEditor.errors.slugInvalid"],
        ["discountValue", "campaignEditor.errors.percentRange"],
        ["validTo", "campaignEditor.errors.datesOrder"],
      ]),
    );
  });
});
