// Delivery to an address and collection from one (issue 31 item 6, decision 0123): what an office
// offers, the price of the legs a customer asked for (the address found in the office's own map
// data, the distance by haversine, the fee by the office's settings), the booking step where the
// addresses are typed, and the legs written with the reservation.
import { readTogether } from "#app/server/db/reads.server.ts";
import { deliveryOffice } from "./catalogue-cache.server.ts";
import { distanceKm } from "#app/domain/geo/distance.ts";
import {
  deliveryFee,
  type DeliveryLeg,
  type DeliverySettings,
  formatDistanceKm,
} from "#app/domain/delivery/delivery-fee.ts";
import { matchPlace } from "#app/domain/delivery/gazetteer.ts";
import type { BookedLegView, OfferView } from "#app/shared/delivery/delivery-view.ts";
import { formatInstant } from "#app/domain/time/local-format.ts";
import { formatTl } from "#app/domain/money/money.ts";
import type { Lang } from "#app/i18n/config.ts";
import type { Db } from "#app/server/db/client.server.ts";
import type { DeliveryLegJson, QuoteInputsJson } from "#app/server/db/schema.ts";
import {
  findDeliveryOffice,
  insertReservationDeliveries,
  listPlaces,
  listReservationDeliveries,
  replaceReservationDeliveries,
  type DeliveryOffice,
} from "#app/server/repositories/delivery.server.ts";

/** The addresses a draft asked for (null = that leg at the office); kept in the draft's data. */
export type DeliveryAddresses = { delivery: string | null; collection: string | null };

export const ADDRESS_MAX_LENGTH = 200;
export const ADDRESS_MIN_LENGTH = 5;

export type LegRefusal =
  | { leg: DeliveryLeg; reason: "notOffered" | "notFound" | "tooShort" | "tooLong" }
  | { leg: DeliveryLeg; reason: "outOfRadius"; km: number; radiusKm: number };

export type PricedLegs = { ok: true; legs: DeliveryLegJson[] } | { ok: false; refusals: LegRefusal[] };

export type Offices = { pickupOfficeId: number; dropoffOfficeId: number };

export const offered = (o: DeliveryOffice | null): o is DeliveryOffice & { settings: DeliverySettings } =>
  o !== null && o.settings !== null && o.settings.enabled;

async function priceLeg(
  db: Db,
  leg: DeliveryLeg,
  office: DeliveryOffice | null,
  address: string,
): Promise<{ ok: true; leg: DeliveryLegJson } | { ok: false; refusal: LegRefusal }> {
  const text = address.trim().replace(/\s+/g, " ");
  if (text.length < ADDRESS_MIN_LENGTH) return { ok: false, refusal: { leg, reason: "tooShort" } };
  if (text.length > ADDRESS_MAX_LENGTH) return { ok: false, refusal: { leg, reason: "tooLong" } };
  if (!offered(office)) return { ok: false, refusal: { leg, reason: "notOffered" } };
  const place = matchPlace(text, await listPlaces(db, office.citySlug));
  if (!place) return { ok: false, refusal: { leg, reason: "notFound" } };
  const fee = deliveryFee(office.settings, distanceKm(office, place));
  if (!fee.ok) {
    return fee.reason === "outOfRadius"
      ? { ok: false, refusal: { leg, reason: "outOfRadius", km: fee.km, radiusKm: fee.radiusKm } }
      : { ok: false, refusal: { leg, reason: "notOffered" } };
  }
  return {
    ok: true,
    leg: { leg, officeId: office.id, address: text, placeId: place.id, km: fee.km, feeKurus: fee.feeKurus },
  };
}

/** The legs priced now: delivery from the pick-up office, collection by the return office. */
export async function priceDeliveryLegs(db: Db, offices: Offices, addresses: DeliveryAddresses): Promise<PricedLegs> {
  const legs: DeliveryLegJson[] = [];
  const refusals: LegRefusal[] = [];
  const wanted: Array<[DeliveryLeg, number, string | null]> = [
    ["delivery", offices.pickupOfficeId, addresses.delivery],
    ["collection", offices.dropoffOfficeId, addresses.collection],
  ];
  for (const [leg, officeId, address] of wanted) {
    if (address === null || address.trim() === "") continue;
    const priced = await priceLeg(db, leg, await findDeliveryOffice(db, officeId), address);
    if (priced.ok) legs.push(priced.leg);
    else refusals.push(priced.refusal);
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, legs };
}

/**
 * The legs for a draft's quote: priced again from the addresses (an office may have changed its
 * offer). A leg no longer offered is dropped from the draft, and the step says so when visited.
 */
export async function draftDeliveryLegs(
  db: Db,
  draft: { delivery?: DeliveryAddresses | null },
  offices: Offices,
): Promise<DeliveryLegJson[]> {
  const addresses = draft.delivery;
  if (!addresses) return [];
  const priced = await priceDeliveryLegs(db, offices, addresses);
  if (priced.ok) return priced.legs;
  draft.delivery = null;
  return [];
}

/** Written in the reservation's transaction from the quote it was made from. */
export async function saveReservationDeliveries(tx: Db, reservationId: string, inputs: QuoteInputsJson) {
  await insertReservationDeliveries(tx, reservationId, inputs.delivery ?? []);
}

export function offerView(office: DeliveryOffice | null, lang: Lang): OfferView | null {
  if (!offered(office)) return null;
  const s = office.settings;
  return {
    officeName: lang === "en" ? office.nameEn : office.nameTr,
    radiusKm: s.radiusKm,
    perKm: s.bands.length > 0 ? null : formatTl(s.perKmKurus, lang),
    minimum: s.bands.length > 0 || s.minimumKurus === 0 ? null : formatTl(s.minimumKurus, lang),
    bands: [...s.bands]
      .sort((a, b) => a.upToKm - b.upToKm)
      .map((b) => ({ upTo: formatDistanceKm(b.upToKm, lang), fee: formatTl(b.feeKurus, lang) })),
  };
}

/** Whether the booking's offices offer delivery or collection (step 2 links to the delivery step). */
export async function deliveryOffered(db: Db, offices: Offices): Promise<boolean> {
  const [pickup, dropoff] = await readTogether(db, [
    () => deliveryOffice(db, offices.pickupOfficeId),
    () => deliveryOffice(db, offices.dropoffOfficeId),
  ]);
  return offered(pickup) || offered(dropoff);
}

/**
 * A booking's delivery and collection carried into a change (decision 0123): the addresses it
 * booked, priced again from the changed offices. `refused` when an office no longer brings the car
 * there; the change then says so instead of dropping the fee and the desk's task.
 */
export async function changedDeliveryLegs(
  db: Db,
  reservationId: string,
  offices: Offices,
): Promise<{ ok: true; legs: DeliveryLegJson[] } | { ok: false }> {
  const booked = await listReservationDeliveries(db, reservationId);
  if (booked.length === 0) return { ok: true, legs: [] };
  const address = (leg: DeliveryLeg) => booked.find((b) => b.leg === leg)?.address ?? null;
  const priced = await priceDeliveryLegs(db, offices, {
    delivery: address("delivery"),
    collection: address("collection"),
  });
  return priced.ok ? { ok: true, legs: priced.legs } : { ok: false };
}

/** The legs of a changed reservation, in the change's transaction. */
export async function saveChangedDeliveries(tx: Db, reservationId: string, inputs: QuoteInputsJson) {
  await replaceReservationDeliveries(tx, reservationId, inputs.delivery ?? []);
}

/**
 * The legs a reservation booked, as its pages show them: the delivery at the pick-up time, the
 * collection at the return time, with the address, distance and fee in the reader's language.
 * `at` writes the time as the page does (the customer's pages by language, the desk's dd.mm.yyyy).
 */
export async function bookedLegsView(
  db: Db,
  r: { id: string; pickupAt: Date; returnAt: Date },
  lang: Lang,
  at: (instant: Date) => string = (instant) => formatInstant(instant, lang),
): Promise<BookedLegView[]> {
  return legViewsOf(await listReservationDeliveries(db, r.id), r, lang, at);
}

export type BookedLegRow = Awaited<ReturnType<typeof listReservationDeliveries>>[number];

/** The stored legs as the pages show them (see bookedLegsView), the delivery first. */
export function legViewsOf(
  rows: readonly BookedLegRow[],
  r: { pickupAt: Date; returnAt: Date },
  lang: Lang,
  at: (instant: Date) => string = (instant) => formatInstant(instant, lang),
): BookedLegView[] {
  return rows
    .map((row) => ({
      leg: row.leg,
      at: at(row.leg === "delivery" ? r.pickupAt : r.returnAt),
      address: row.address,
      km: formatDistanceKm(row.distanceM / 1000, lang),
      fee: formatTl(Number(row.feeKurus), lang),
    }))
    .sort((a, b) => (a.leg === b.leg ? 0 : a.leg === "delivery" ? -1 : 1));
}
