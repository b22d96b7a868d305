import type { PageMessages } from "#app/i18n/areas.ts";
import type { Lang } from "#app/i18n/config.ts";

/** The id of the JSON the server writes for a page's islands (root.tsx) and they read. */
export const ISLANDS_DATA_ID = "yolda-islands";

/** What the islands read: the texts, and the loader data of the routes whose hooks they call. */
export interface IslandsData {
  lang: Lang;
  messages: PageMessages;
  routes: Record<string, unknown>;
}

/** The prefix of an island's React ids, the same on the server and in hydrateRoot. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}
