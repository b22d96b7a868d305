// The search results' cards on the wire (decision 0059, as the fleet cards in
// app/features/fleet/fleet-card-wire.ts): React Router's data stream writes every field name of
// every object again, so about 25 offers of 33 fields (a model object inside each) paid more for
// names than for values. An offer goes as a tuple of the fields its card renders, in the order
// of CARD_FIELDS; values many cards share (class, fuel, limits) are still sent once and referred
// to. What the card does not show (the list price, the class slug, doors) stays on the server.
//
// Imports nothing at run time: the booking page unpacks this in the browser.
import type { ModelView, UnavailableOffer, VehicleOffer } from "./booking-types.ts";

/** The model fields a result card shows. */
export type CardModel = Pick<
  ModelView,
  | "id"
  | "brand"
  | "model"
  | "className"
  | "acriss"
  | "bodyType"
  | "colour"
  | "transmission"
  | "fuel"
  | "adults"
  | "luggage"
>;

/** What a result card shows: every VehicleOffer is one. */
export type CardOffer = { model: CardModel } & Omit<VehicleOffer, "model" | "listVehicleKurus">;

const MODEL_FIELDS = [
  "id",
  "brand",
  "model",
  "className",
  "acriss",
  "bodyType",
  "colour",
  "transmission",
  "fuel",
  "adults",
  "luggage",
] as const satisfies readonly (keyof CardModel)[];

const OFFER_FIELDS = [
  "freeUnits",
  "totalKurus",
  "payNowTotalKurus",
  "payNowDiscountBp",
  "dailyKurus",
  "oneWayFeeKurus",
  "appliedDiscount",
  "campaignGainKurus",
  "campaignRefusal",
  "memberTotalKurus",
  "memberDiscountPct",
  "depositKurus",
  "kmLimitPerDay",
  "minAge",
  "licenceYears",
] as const satisfies readonly (keyof CardOffer)[];

/** A 30+ day search's monthly figures (decision 0131): a tail only those cards carry, so shorter searches send nothing more. */
type MonthlyTail = [months: number, monthlyKurus: number, payNowMonthlyKurus: number];
type MonthlyField = "months" | "monthlyKurus" | "payNowMonthlyKurus";
/**
 * The deposit-free package's daily price (decision 0139): a bare number after the offer's fields
 * (and after the monthly tail, an array, when there is one), only on cards whose pick-up office
 * offers it for the class, so a search where nothing offers it sends nothing more.
 */
type DepositFreeField = "depositFreeDailyKurus";

type ModelField = (typeof MODEL_FIELDS)[number];
type OfferField = (typeof OFFER_FIELDS)[number];

type Values<T extends readonly PropertyKey[], O> = {
  -readonly [I in keyof T]: T[I] extends keyof O ? O[T[I]] : never;
};

/** A card as the page's data carries it: the model's values, then the offer's, in the lists' order. */
export type PackedOffer = [
  ...Values<typeof MODEL_FIELDS, CardModel>,
  ...Values<typeof OFFER_FIELDS, CardOffer>,
  ...tails: (MonthlyTail | number)[],
];

/** A model that cannot be booked for the search: id, brand, model, reason. */
export type PackedUnavailable = [number, string, string, UnavailableOffer["reason"]];

/** Every field is in a list, and nothing else (checked when this compiles). */
type MissingModel = Exclude<keyof CardModel, ModelField>;
type MissingOffer = Exclude<keyof CardOffer, OfferField | MonthlyField | DepositFreeField | "model">;
const complete: [MissingModel | MissingOffer] extends [never] ? true : MissingModel | MissingOffer = true;
void complete;

export function packOffer(offer: CardOffer): PackedOffer {
  const model = offer.model;
  const values: unknown[] = [...MODEL_FIELDS.map((f) => model[f]), ...OFFER_FIELDS.map((f) => offer[f])];
  if (offer.months && offer.monthlyKurus != null) {
    const tail: MonthlyTail = [offer.months, offer.monthlyKurus, offer.payNowMonthlyKurus ?? offer.monthlyKurus];
    values.push(tail);
  }
  if (offer.depositFreeDailyKurus != null) values.push(offer.depositFreeDailyKurus);
  return values as unknown as PackedOffer;
}

export function unpackOffer(packed: PackedOffer): CardOffer {
  const values = packed as readonly unknown[];
  const model = Object.fromEntries(MODEL_FIELDS.map((f, i) => [f, values[i]])) as unknown as CardModel;
  const rest = Object.fromEntries(OFFER_FIELDS.map((f, i) => [f, values[MODEL_FIELDS.length + i]]));
  const tails = values.slice(MODEL_FIELDS.length + OFFER_FIELDS.length);
  const tail = tails.find((v): v is MonthlyTail => Array.isArray(v));
  const daily = tails.find((v): v is number => typeof v === "number");
  const monthly = tail ? { months: tail[0], monthlyKurus: tail[1], payNowMonthlyKurus: tail[2] } : {};
  return {
    model,
    ...rest,
    ...monthly,
    ...(daily !== undefined ? { depositFreeDailyKurus: daily } : {}),
  } as unknown as CardOffer;
}

export function packUnavailable(u: {
  model: Pick<ModelView, "id" | "brand" | "model">;
  reason: UnavailableOffer["reason"];
}): PackedUnavailable {
  return [u.model.id, u.model.brand, u.model.model, u.reason];
}

export function unpackUnavailable([id, brand, model, reason]: PackedUnavailable): {
  model: Pick<ModelView, "id" | "brand" | "model">;
  reason: UnavailableOffer["reason"];
} {
  return { model: { id, brand, model }, reason };
}
