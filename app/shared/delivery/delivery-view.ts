// What the delivery pages show (decision 0123): shapes the services return and the components
// render, sentences' parts in TL and km, never keys or kuruş.

/** What an office offers: radius and fee in TL. */
export type OfferView = {
  officeName: string;
  radiusKm: number;
  /** The fee per km ("20,00 TL"), null with bands. */
  perKm: string | null;
  /** The least a leg costs, null with bands or none. */
  minimum: string | null;
  bands: Array<{ upTo: string; fee: string }>;
};

export type DeliveryLegView = { leg: "delivery" | "collection"; address: string; km: string; fee: string };

export type DeliveryStepView =
  | { found: false }
  | {
      found: true;
      draftId: string;
      modelName: string | null;
      delivery: OfferView | null;
      collection: OfferView | null;
      addresses: { delivery: string | null; collection: string | null };
      legs: DeliveryLegView[];
    };

/** One task of the desk's Today list: a car to bring to an address or to collect from one. */
export type DeliveryTaskView = {
  leg: "delivery" | "collection";
  number: string;
  at: string;
  customer: string;
  address: string;
  km: string;
  fee: string;
};

/** The office editor's delivery form: values as typed (TL with decimals, bands as lines). */
export type DeliverySettingsForm = {
  enabled: boolean;
  radiusKm: string;
  perKmTl: string;
  minimumTl: string;
  bands: string;
};

/**
 * A leg a reservation booked, as its pages show it (the lookup, the member area, the result page,
 * the desk): when the car is brought or collected, the address, the distance and the fee in TL.
 */
export type BookedLegView = {
  leg: "delivery" | "collection";
  /** The pick-up time for a delivery, the return time for a collection, as the page writes times. */
  at: string;
  address: string;
  km: string;
  fee: string;
};

/** The booked leg of one kind, or null (that end of the rental is at the office). */
export const legOf = (legs: readonly BookedLegView[] | null | undefined, leg: BookedLegView["leg"]) =>
  legs?.find((l) => l.leg === leg) ?? null;
