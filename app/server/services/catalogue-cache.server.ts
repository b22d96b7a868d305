// The catalogue read once per app server and kept until it changes (docs/decisions/0036): what
// every page reads again and again (the office list of the search bar) is kept per database
// handle and dropped when markPublicChange reports its topic, on this server or any other.
// Only a started app server turns it on (enableCatalogueCache); elsewhere (tests, scripts) every
// call reads the database. Callers must not change what they get: it is shared.
import type { Db } from "../db/client.server.ts";
import { listOfficeOptions } from "../repositories/offices.server.ts";
import type { PublicTopic } from "../repositories/public-changes.server.ts";
import type { Lang } from "../../i18n/config.ts";

type Entry = { topics: ReadonlyArray<PublicTopic>; value: Promise<unknown> };

const caches = new WeakMap<Db, Map<string, Entry>>();

export function enableCatalogueCache(db: Db): void {
  if (!caches.has(db)) caches.set(db, new Map());
}

/** Forgets what was read of these topics (all of it without topics). */
export function dropCatalogue(db: Db, topics?: ReadonlyArray<PublicTopic>): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [key, entry] of cache) {
    if (!topics || entry.topics.some((t) => topics.includes(t))) cache.delete(key);
  }
}

function kept<T>(db: Db, key: string, topics: ReadonlyArray<PublicTopic>, read: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return read();
  const found = cache.get(key);
  if (found) return found.value as Promise<T>;
  if (cache.size > 200) cache.clear();
  const value = read();
  const entry: Entry = { topics, value };
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
