// What a search offers for one model, the same in the web's result cards (VehicleOffer,
// booking-flow.server.ts) and the partner API's offers (partner-api.server.ts): availability,
// the prices with their discount, the deposit and the driver rules. Each adds its own fields.

export type OfferTerms<Refusal extends string = string> = {
  /** Feasible units right now (the card may say "last car"). */
  freeUnits: number;
  /** Pay at the office. */
  totalKurus: number;
  /** Pay now by card (decision 0055). */
  payNowTotalKurus: number;
  dailyKurus: number;
  /** Vehicle rental before any discount. */
  listVehicleKurus: number;
  /** Included in the total for a one-way rental; shown beside it so the daily price adds up (decision 0038). */
  oneWayFeeKurus: number;
  appliedDiscount: "campaign" | "member" | null;
  campaignGainKurus: number | null;
  campaignRefusal: Refusal | null;
  depositKurus: number;
  minAge: number;
  licenceYears: number;
};

/** The offer terms of a priced model (and nothing else it carries). */
export function offerTerms<Refusal extends string>(m: OfferTerms<Refusal>): OfferTerms<Refusal> {
  return {
    freeUnits: m.freeUnits,
    totalKurus: m.totalKurus,
    payNowTotalKurus: m.payNowTotalKurus,
    dailyKurus: m.dailyKurus,
    listVehicleKurus: m.listVehicleKurus,
    oneWayFeeKurus: m.oneWayFeeKurus,
    appliedDiscount: m.appliedDiscount,
    campaignGainKurus: m.campaignGainKurus,
    campaignRefusal: m.campaignRefusal,
    depositKurus: m.depositKurus,
    minAge: m.minAge,
    licenceYears: m.licenceYears,
  };
}
