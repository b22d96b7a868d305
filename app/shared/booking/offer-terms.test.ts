import { describe, expect, it } from "vitest";
import { offerTerms, type OfferTerms } from "./offer-terms.ts";

const terms: OfferTerms = {
  freeUnits: 2,
  totalKurus: 450_000,
  payNowTotalKurus: 427_500,
  dailyKurus: 90_000,
  listVehicleKurus: 500_000,
  oneWayFeeKurus: 0,
  appliedDiscount: "campaign",
  campaignGainKurus: 50_000,
  campaignRefusal: null,
  depositKurus: 300_000,
  minAge: 21,
  licenceYears: 2,
};

describe("offerTerms", () => {
  it("copies every term of a priced model and leaves what else it carries behind", () => {
    const priced = { ...terms, model: { id: 7 }, memberTotalKurus: 400_000, kmAllowance: 900, days: 5 };
    expect(offerTerms(priced)).toStrictEqual(terms);
  });
});
