import { describe, expect, it } from "vitest";
import type { FleetCardModel } from "./fleet-card.tsx";
import { packFleetCard, unpackFleetCard } from "./fleet-card-wire.ts";

const card: FleetCardModel = {
  slug: "egea",
  brand: "Fiat",
  model: "Egea",
  classSlug: "ekonomi",
  className: "Ekonomi",
  acriss: "CDMR",
  bodyType: "sedan",
  colour: "white",
  fuel: "diesel",
  transmission: "manual",
  doors: 4,
  adults: 5,
  luggage: 2,
  airbags: 6,
  consumptionX10: 48,
  powerHp: 95,
  kmLimitPerDay: 500,
  minAge: 21,
  licenceYears: 2,
  depositKurus: 500_000,
  memberDiscountPct: 10,
  fromKurus: 125_050,
  memberFromKurus: 112_545,
  campaignGain: {
    code: "EKO10",
    slug: "ekonomi-10",
    title: "Ekonomi",
    days: 3,
    discountKurus: 37_515,
    officeLimited: true,
  },
  photo: { modelId: 7, version: "a1b2", width: 1600, height: 800, widths: [480, 960, 1600] },
  photoAlt: "Beyaz Fiat Egea",
};

describe("fleet cards on the wire", () => {
  it("gives back every field the card shows, with and without a campaign, photo or price", () => {
    expect(unpackFleetCard(packFleetCard(card))).toEqual(card);
    const plain = { ...card, campaignGain: null, photo: null, photoAlt: null, fromKurus: null, memberFromKurus: null };
    expect(unpackFleetCard(packFleetCard(plain))).toEqual(plain);
    const everyOffice = { ...card, campaignGain: { ...card.campaignGain!, officeLimited: false } };
    expect(unpackFleetCard(packFleetCard(everyOffice)).campaignGain?.officeLimited).toBe(false);
  });

  it("sends a card as values only, without the server's filter fields", () => {
    const withFilterFields = {
      ...card,
      hasCampaignGain: true,
      campaignGain: { ...card.campaignGain!, rentalKurus: 375_150 },
    };
    const wire = JSON.stringify(packFleetCard(withFilterFields));
    expect(wire).not.toContain("slug");
    expect(wire).not.toContain("375150");
    expect(wire).not.toContain("true");
    expect(unpackFleetCard(packFleetCard(withFilterFields))).toEqual(card);
  });
});
