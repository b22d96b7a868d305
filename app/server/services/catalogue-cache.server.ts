// The catalogue read once per app server and kept until it changes (docs/decisions/0036, 0052):
// what every page reads again and again (the search bar's offices, the fleet with its "from"
// prices, the live campaigns, the classes) is kept per database handle and dropped when
// markPublicChange reports one of its topics, on this server or any other. A kept value is also
// read again after MAX_AGE_MS, so a change made without markPublicChange (direct SQL in a script)
// shows within a minute, and values that depend on the time (campaigns that end) stay right.
// Only a started app server turns it on (enableCatalogueCache); elsewhere (tests, scripts) every
// call reads the database. Callers must not change what they get: it is shared.
// A transaction that says whose it is (ownTransaction, decision 0155) reads its pool's cache; what
// it reads itself on a miss is kept only once read, so no other request waits on its transaction.
import { ownerOf } from "#app/server/db/reads.server.ts";
import type { DateString } from "#app/domain/time/calendar.ts";
import type { Db } from "#app/server/db/client.server.ts";
import { listClassesWithFromPrice } from "#app/server/repositories/classes.server.ts";
import { listLiveCampaigns } from "#app/server/repositories/content.server.ts";
import { listFleet, listPublicCampaignsOn } from "#app/server/repositories/fleet.server.ts";
import { listOfficeOptions } from "#app/server/repositories/offices.server.ts";
import {
  type BookingOffice,
  listBookingOffices,
  listBookingOptions,
} from "#app/server/repositories/booking-options.server.ts";
import { findDeliveryOffice } from "#app/server/repositories/delivery.server.ts";
import { loadLineNames, loadOfficeContacts } from "#app/server/repositories/quotes.server.ts";
import type { PublicTopic } from "#app/server/repositories/public-changes.server.ts";
import type { Lang } from "#app/i18n/config.ts";

type Entry = { topics: ReadonlyArray<PublicTopic>; value: Promise<unknown>; readAt: number };

/** The longest a kept value is used without a public change: as long as a kept page (0036). */
export const MAX_AGE_MS = 60_000;

const caches = new WeakMap<Db, Map<string, Entry>>();
/** Raised by every drop: a transaction's read that began before it is not kept. */
const drops = new WeakMap<Db, number>();

export function enableCatalogueCache(db: Db): void {
  if (!caches.has(db)) caches.set(db, new Map());
}

export function catalogueCacheEnabled(db: Db): boolean {
  return caches.has(ownerOf(db));
}

/** Forgets what was read of these topics (all of it without topics). */
export function dropCatalogue(db: Db, topics?: ReadonlyArray<PublicTopic>): void {
  const cache = caches.get(ownerOf(db));
  if (!cache) return;
  drops.set(ownerOf(db), (drops.get(ownerOf(db)) ?? 0) + 1);
  for (const [key, entry] of cache) {
    if (!topics || entry.topics.some((t) => topics.includes(t))) cache.delete(key);
  }
}

export function kept<T>(
  db: Db,
  key: string,
  topics: ReadonlyArray<PublicTopic>,
  read: () => Promise<T>,
  maxAgeMs = MAX_AGE_MS,
): Promise<T> {
  const owner = ownerOf(db);
  const cache = caches.get(owner);
  if (!cache) return read();
  const found = cache.get(key);
  const now = Date.now();
  if (found && now - found.readAt < maxAgeMs) {
    // A transaction does not fail because another handle's read failed: it reads again itself.
    return owner === db ? (found.value as Promise<T>) : (found.value as Promise<T>).catch(read);
  }
  if (cache.size > 200) cache.clear();
  if (owner !== db) {
    const dropsBefore = drops.get(owner) ?? 0;
    const value = read();
    value.then(
      (v) => {
        if ((drops.get(owner) ?? 0) === dropsBefore) cache.set(key, { topics, value: Promise.resolve(v), readAt: now });
      },
      () => undefined,
    );
    return value;
  }
  const value = read();
  const entry: Entry = { topics, value, readAt: now };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** The search bar's offices with hours and closures (listOfficeOptions), kept per language and day. */
export function officeOptions(db: Db, lang: Lang, today: string): ReturnType<typeof listOfficeOptions> {
  return kept(db, `offices:${lang}:${today}`, ["offices"], () => listOfficeOptions(db, lang, today));
}

/** Every active model with its class and "from" price (the fleet page, the member area). */
export function fleetModels(db: Db, lang: Lang): ReturnType<typeof listFleet> {
  return kept(db, `fleet:${lang}`, ["fleet", "prices"], () => listFleet(db, lang));
}

/** Public campaigns valid for a pick-up on `today` (the fleet page's badges). */
export function publicCampaignsOn(db: Db, lang: Lang, today: DateString): ReturnType<typeof listPublicCampaignsOn> {
  return kept(db, `public-campaigns:${lang}:${today}`, ["campaigns"], () => listPublicCampaignsOn(db, lang, today));
}

/** Campaigns running on `today` (members-only ones only when asked for). */
export function liveCampaignsOn(
  db: Db,
  lang: Lang,
  today: DateString,
  isMember: boolean,
): ReturnType<typeof listLiveCampaigns> {
  return kept(db, `live-campaigns:${lang}:${today}:${isMember}`, ["campaigns"], () =>
    listLiveCampaigns(db, lang, today, isMember),
  );
}

/** The classes with their models and "from" price (the home page). */
export function classesWithFromPrice(db: Db, lang: Lang): ReturnType<typeof listClassesWithFromPrice> {
  return kept(db, `classes:${lang}`, ["fleet", "prices"], () => listClassesWithFromPrice(db, lang));
}

/** Every office (active or not) by code with its address and phone (a search's pick-up and return offices). */
export function bookingOfficesByCode(db: Db, lang: Lang): Promise<ReadonlyMap<string, BookingOffice>> {
  return kept(db, `booking-offices:${lang}`, ["offices"], async () => {
    const list = await listBookingOffices(db, lang);
    return new Map(list.map((o) => [o.code, o]));
  });
}

/**
 * A class's assurance packages with their daily prices, the km packages and the extras, as the
 * booking steps show them and name a quote's lines (decision 0173). A quote prices them itself.
 */
export function bookingOptions(db: Db, classId: number, lang: Lang): ReturnType<typeof listBookingOptions> {
  return kept(db, `booking-options:${classId}:${lang}`, ["prices"], () => listBookingOptions(db, classId, lang));
}

/**
 * An office with its delivery and collection offer, for whether step 2 links to the delivery step
 * (decision 0173); saving an office's offer marks the offices changed. A delivery's fee is priced
 * from the office as read by the quote.
 */
export function deliveryOffice(db: Db, officeId: number): ReturnType<typeof findDeliveryOffice> {
  return kept(db, `delivery-office:${officeId}`, ["offices"], () => findDeliveryOffice(db, officeId));
}

/**
 * Every office's contact lines in both languages, for a booking's confirmation e-mail and SMS
 * (decision 0175): read in the booking's transaction only when not kept.
 */
export function officeContacts(db: Db): ReturnType<typeof loadOfficeContacts> {
  return kept(db, "office-contacts", ["offices"], () => loadOfficeContacts(db));
}

/** The extras' and assurance packages' names in both languages, for a confirmation (decision 0175). */
export function lineNames(db: Db): ReturnType<typeof loadLineNames> {
  return kept(db, "line-names", ["prices"], () => loadLineNames(db));
}
