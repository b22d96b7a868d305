// The fleet page's model cards on the wire (docs/decisions/0059 amendment "hydra"): the
// page's hydration data carried about 40 models as objects of 27 fields, and React Router's data
// stream writes every field name of every object again (`"_67":401`). A card goes as a tuple of
// the fields it renders, in the order of CARD_FIELDS; the values many cards share (class, fuel,
// limits) are still sent once and referred to. What only the server's filters use (whether the
// model has a campaign gain, the rental price before the discount) stays on the server.
//
// Imports nothing at run time: the fleet page unpacks this in the browser.
import type { CampaignGain } from "#app/domain/campaigns/fleet-campaign-gain.ts";
import type { FleetCardModel } from "./fleet-card.tsx";

const CARD_FIELDS = [
  "slug",
  "brand",
  "model",
  "classSlug",
  "className",
  "acriss",
  "bodyType",
  "colour",
  "fuel",
  "transmission",
  "doors",
  "adults",
  "luggage",
  "airbags",
  "consumptionX10",
  "powerHp",
  "kmLimitPerDay",
  "minAge",
  "licenceYears",
  "depositKurus",
  "memberDiscountPct",
  "fromKurus",
  "memberFromKurus",
  "campaignGain",
  "photo",
  "photoAlt",
] as const satisfies readonly (keyof FleetCardModel)[];

/** The campaign gain as the card shows it: code, slug, title, days, discount, office-limited (1/0). */
export type PackedGain = [string, string, string, number, number, 0 | 1];

type CardField = (typeof CARD_FIELDS)[number];
type WireValue<K extends CardField> = K extends "campaignGain" ? PackedGain | null : FleetCardModel[K];

/** A card as the page's data carries it: the values of CARD_FIELDS, in that order. */
type Packed<T extends readonly CardField[]> = {
  -readonly [I in keyof T]: T[I] extends CardField ? WireValue<T[I]> : never;
};
export type PackedFleetCard = Packed<typeof CARD_FIELDS>;

/** Every field is in the list, and nothing else (checked when this compiles). */
type Missing = Exclude<keyof FleetCardModel, CardField>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

function packGain(g: Omit<CampaignGain, "rentalKurus"> | null): PackedGain | null {
  return g === null ? null : [g.code, g.slug, g.title, g.days, g.discountKurus, g.officeLimited ? 1 : 0];
}

function unpackGain(g: PackedGain | null): FleetCardModel["campaignGain"] {
  if (g === null) return null;
  const [code, slug, title, days, discountKurus, officeLimited] = g;
  return { code, slug, title, days, discountKurus, officeLimited: officeLimited === 1 };
}

export function packFleetCard(m: FleetCardModel): PackedFleetCard {
  return CARD_FIELDS.map((field) =>
    field === "campaignGain" ? packGain(m.campaignGain) : m[field],
  ) as unknown as PackedFleetCard;
}

export function unpackFleetCard(packed: PackedFleetCard): FleetCardModel {
  const card = Object.fromEntries(CARD_FIELDS.map((field, i) => [field, packed[i]])) as unknown as FleetCardModel & {
    campaignGain: PackedGain | null;
  };
  return { ...card, campaignGain: unpackGain(card.campaignGain) };
}
