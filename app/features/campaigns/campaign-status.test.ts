import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "#app/domain/time/calendar.ts";
import { campaignStatus, canUseCampaign } from "./campaign-status.ts";

const campaign = { validFrom: "2026-06-01", validTo: "2026-08-31", active: true };

describe("campaignStatus", () => {
  it("is live on the first and the last valid day", () => {
    expect(campaignStatus(campaign, "2026-06-01")).toBe("live");
    expect(campaignStatus(campaign, "2026-08-31")).toBe("live");
  });

  it("has ended the day after its last valid day and not started the day before its first", () => {
    expect(campaignStatus(campaign, "2026-09-01")).toBe("ended");
    expect(campaignStatus(campaign, "2026-05-31")).toBe("upcoming");
  });

  it("has ended when switched off, whatever the dates", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        expect(campaignStatus({ ...campaign, active: false }, addDays("2026-07-01", offset))).toBe("ended");
      }),
    );
  });

  it("moves from upcoming to live to ended as days pass, never back", () => {
    const order = { upcoming: 0, live: 1, ended: 2 };
    let previous = 0;
    for (let d = -30; d < 150; d++) {
      const now = order[campaignStatus(campaign, addDays("2026-06-01", d))];
      expect(now).toBeGreaterThanOrEqual(previous);
      previous = now;
    }
  });
});

describe("canUseCampaign", () => {
  it("lets anyone use a live public campaign and only members a member campaign", () => {
    expect(canUseCampaign({ membersOnly: false }, "live", false)).toBe(true);
    expect(canUseCampaign({ membersOnly: true }, "live", false)).toBe(false);
    expect(canUseCampaign({ membersOnly: true }, "live", true)).toBe(true);
  });

  it("lets nobody use a campaign that is not live", () => {
    expect(canUseCampaign({ membersOnly: false }, "ended", true)).toBe(false);
    expect(canUseCampaign({ membersOnly: false }, "upcoming", true)).toBe(false);
  });
});
