import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestCampaignGain, memberFromKurus, type FleetCampaign } from "./fleet-campaign-gain.ts";

const today = "2026-11-21";
const campaign = (code: string, over: Partial<FleetCampaign> = {}): FleetCampaign => ({
  slug: code.toLowerCase(),
  title: `${code} title`,
  code,
  kind: "percent",
  value: 10,
  validFrom: "2026-10-01",
  validTo: "2027-03-01",
  classIds: null,
  officeIds: null,
  minDays: 1,
  usageLimit: null,
  usedCount: 0,
  membersOnly: false,
  active: true,
  ...over,
});
const economy = { classId: 1, fromKurus: 140_000 };

describe("bestCampaignGain", () => {
  it("works the discount out on the from price times the campaign's minimum days", () => {
    expect(bestCampaignGain(economy, [campaign("HAFTASONU10", { minDays: 2 })], today)).toEqual({
      code: "HAFTASONU10",
      slug: "haftasonu10",
      title: "HAFTASONU10 title",
      days: 2,
      rentalKurus: 280_000,
      discountKurus: 28_000,
      officeLimited: false,
    });
  });

  it("picks the largest discount and names its campaign", () => {
    const gain = bestCampaignGain(
      economy,
      [
        campaign("ERKEN15", { value: 15 }),
        campaign("EGE500", { kind: "fixed", value: 50_000, minDays: 3, officeIds: [5, 6] }),
        campaign("HAFTASONU10", { minDays: 2 }),
      ],
      today,
    );
    expect(gain?.code).toBe("EGE500");
    expect(gain?.discountKurus).toBe(50_000);
    expect(gain?.officeLimited).toBe(true);
  });

  it("caps a fixed discount at the rental", () => {
    const gain = bestCampaignGain(
      { classId: 1, fromKurus: 30_000 },
      [campaign("F", { kind: "fixed", value: 50_000 })],
      today,
    );
    expect(gain?.discountKurus).toBe(30_000);
  });

  it("breaks ties by the shorter rental, then the code", () => {
    const tie = [
      campaign("ZZZ", { kind: "fixed", value: 10_000, minDays: 3 }),
      campaign("BBB", { kind: "fixed", value: 10_000, minDays: 1 }),
      campaign("AAA", { kind: "fixed", value: 10_000, minDays: 1 }),
    ];
    expect(bestCampaignGain(economy, tie, today)?.code).toBe("AAA");
  });

  it("leaves out campaigns that are not live and public, or not for this class", () => {
    const refused = [
      campaign("OFF", { active: false, value: 90 }),
      campaign("LATER", { validFrom: "2026-11-22", value: 90 }),
      campaign("OVER", { validTo: "2026-11-20", value: 90 }),
      campaign("FULL", { usageLimit: 10, usedCount: 10, value: 90 }),
      campaign("MEMBER", { membersOnly: true, value: 90 }),
      campaign("SUV", { classIds: [5], value: 90 }),
      campaign("NOWHERE", { officeIds: [], value: 90 }),
    ];
    expect(bestCampaignGain(economy, refused, today)).toBeNull();
    expect(bestCampaignGain(economy, [...refused, campaign("OK", { value: 5 })], today)?.code).toBe("OK");
    // Both ends of the validity period count.
    expect(bestCampaignGain(economy, [campaign("EDGE", { validFrom: today, validTo: today })], today)?.code).toBe(
      "EDGE",
    );
  });

  it("applies a class-limited campaign to its classes, at any office it allows", () => {
    const ski = campaign("KAYAK25", { value: 25, classIds: [5], officeIds: [14, 15] });
    expect(bestCampaignGain({ classId: 5, fromKurus: 380_000 }, [ski], today)).toMatchObject({
      code: "KAYAK25",
      discountKurus: 95_000,
      officeLimited: true,
    });
  });

  it("gives nothing for a model without a price", () => {
    expect(bestCampaignGain({ classId: 1, fromKurus: null }, [campaign("X")], today)).toBeNull();
  });

  it("is never more than the rental and is the maximum over the eligible campaigns", () => {
    const campaignArb = fc.record({
      code: fc.stringMatching(/^[A-Z]{2,6}$/),
      kind: fc.constantFrom("percent" as const, "fixed" as const),
      value: fc.integer({ min: 0, max: 100 }),
      fixed: fc.integer({ min: 0, max: 1_000_000 }),
      minDays: fc.integer({ min: 1, max: 31 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.array(campaignArb, { maxLength: 6 }), (from, specs) => {
        const list = specs.map((s) =>
          campaign(s.code, { kind: s.kind, value: s.kind === "percent" ? s.value : s.fixed, minDays: s.minDays }),
        );
        const gain = bestCampaignGain({ classId: 1, fromKurus: from }, list, today);
        if (gain === null) return;
        expect(gain.discountKurus).toBeGreaterThan(0);
        expect(gain.discountKurus).toBeLessThanOrEqual(gain.rentalKurus);
        expect(gain.rentalKurus).toBe(from * gain.days);
        for (const c of list) {
          const rental = from * c.minDays;
          const d = c.kind === "percent" ? Math.round((rental * c.value) / 100) : Math.min(c.value, rental);
          // Math.round rounds halves up for positive amounts, as the domain does.
          expect(gain.discountKurus).toBeGreaterThanOrEqual(d);
        }
      }),
    );
  });
});

describe("memberFromKurus", () => {
  it("takes the member percentage off, rounded half-up to the kuruş", () => {
    expect(memberFromKurus(140_000, 10)).toBe(126_000);
    expect(memberFromKurus(1_005, 50)).toBe(502); // 502.5 off rounds up to 503
    expect(memberFromKurus(140_000, 0)).toBe(140_000);
  });
});
