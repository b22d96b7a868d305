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
