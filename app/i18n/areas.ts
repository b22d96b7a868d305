// Message areas: the top-level groups of the catalog. A page's HTML carries only the core areas
// plus the areas its routes declare (`handle.messages`); routes that declare nothing get all of them.
import type { Messages } from "./messages/tr.ts";

export type MessageArea = keyof Messages;

/**
 * What a route may declare: a whole area, or one page's texts of the big "pages" area (every
 * page's title and subtitle; a page needs only its own, e.g. "pages.faq"), or one part of the
 * "content" area (offices, campaigns, trips, articles, carousel: "content.offices") or of the
 * "list" area ("list.faqTopics"); the booking steps name parts of "booking", "fleet" and "forms".
 */
export type MessageAreaPart =
  | MessageArea
  | `pages.${keyof Messages["pages"] & string}`
  | `content.${keyof Messages["content"] & string}`
  | `list.${keyof Messages["list"] & string}`
  | `fleet.${keyof Messages["fleet"] & string}`
  | `booking.${keyof Messages["booking"] & string}`
  | `forms.${keyof Messages["forms"] & string}`
  | `staff.${keyof Messages["staff"] & string}`
  // Parts of the core areas a page leaves out (`omitMessages`) or the root drops (decision 0161).
  | `app.${keyof Messages["app"] & string}`
  | `nav.${keyof Messages["nav"] & string}`
  | `footer.${keyof Messages["footer"] & string}`
  | `consent.${keyof Messages["consent"] & string}`;

/** Part of a catalog: the areas a page needs (a missing area's keys translate to the key itself). */
export type PageMessages = Partial<Messages>;

/** Route `handle` field: the areas the route's components translate with on the client. */
export interface MessagesHandle {
  messages?: readonly MessageAreaPart[];
  /**
   * Parts of those areas that only components inside static parts use (components/static-part.tsx):
   * a document request sends them to the server's render, not in the page's data; a client
   * navigation gets them in its data as usual. A component outside the static parts that used one
   * would show the raw key in the browser (decision 0059, amendment "stop 24").
   */
  staticMessages?: readonly MessageAreaPart[];
  /**
   * A route that serves several kinds of page (the slug route: `ofis-…`, `blog-…`, `kampanya-…`)
   * may narrow its areas by the address: when the path's last segment starts with one of these
   * prefixes, that entry's `messages` (and `staticMessages`) replace the route's own. `messages`
   * stays the union, what a path no prefix matches gets (decision 0059, "stop 24" office pages).
   */
  messagesByPrefix?: Readonly<Record<string, PrefixMessages>>;
  /**
   * A route whose views need fewer texts each than all of them together (the booking page's steps,
   * decisions 0114 and 0150): the value of the address's `param` (`absent` when it has none) picks
   * one of `views`, whose `messages` (and `staticMessages`) replace the route's own; a value no view
   * names gets the route's own list, the union. The root's data is asked again when `param` changes
   * (root.tsx `shouldRevalidate`).
   */
  views?: ParamViews;
  /**
   * Parts of the areas its layouts declare that the page never shows (the fleet timeline leaves out
   * the staff area's sign-in, desk and reservation texts, decision 0152): only the page's own route
   * (the last match) is read; the root's data is fetched again per path, so the next page gets them.
   */
  omitMessages?: readonly MessageAreaPart[];
}

/** One kind of page's areas in `handle.messagesByPrefix`. */
export interface PrefixMessages {
  messages: readonly MessageAreaPart[];
  staticMessages?: readonly MessageAreaPart[];
}

/** A route's views by the value of one query parameter (`handle.views`). */
export interface ParamViews {
  param: string;
  /** The value an address without the parameter stands for. */
  absent: string;
  byValue: Readonly<Record<string, PrefixMessages>>;
}

/** The view `query` shows of a route with `handle.views`, or null (no views, or a value none names). */
export function viewForQuery(handle: unknown, query: URLSearchParams | undefined): PrefixMessages | null {
  if (!query || typeof handle !== "object" || handle === null || !("views" in handle)) return null;
  const views = (handle as { views: unknown }).views as ParamViews | undefined;
  if (!views) return null;
  const value = query.get(views.param) ?? views.absent;
  return Object.hasOwn(views.byValue, value) ? (views.byValue[value] ?? null) : null;
}

/**
 * The handle's own areas, or those of the `messagesByPrefix` entry the path's last segment starts
 * with, or those of the view (`views`) the query shows.
 */
function forPath(handle: unknown, pathname: string | undefined, query?: URLSearchParams): unknown {
  if (typeof handle === "object" && handle !== null) {
    const view = viewForQuery(handle, query);
    if (view) return { ...handle, messages: view.messages, staticMessages: view.staticMessages };
  }
  if (pathname === undefined || typeof handle !== "object" || handle === null) return handle;
  if (!("messagesByPrefix" in handle)) return handle;
  const byPrefix = (handle as { messagesByPrefix: unknown }).messagesByPrefix;
  if (typeof byPrefix !== "object" || byPrefix === null) return handle;
  const segment = pathname.slice(pathname.lastIndexOf("/") + 1);
  for (const [prefix, entry] of Object.entries(byPrefix as Record<string, PrefixMessages>)) {
    if (segment.startsWith(prefix))
      return { ...handle, messages: entry.messages, staticMessages: entry.staticMessages };
  }
  return handle;
}

/**
 * What the root and the site chrome render on every page: header, footer, consent. The error
 * screens bring their own texts (app/i18n/messages/errors.ts, imported by error-screen.tsx), so the
 * `errors` area stays on the server (decision 0161).
 */
export const coreAreas: readonly MessageArea[] = ["app", "nav", "theme", "footer", "consent"];

function declaredAreas(handle: unknown): readonly MessageAreaPart[] | undefined {
  if (typeof handle !== "object" || handle === null || !("messages" in handle)) return undefined;
  const { messages } = handle as { messages: unknown };
  return Array.isArray(messages) ? (messages as MessageAreaPart[]) : undefined;
}

/**
 * The areas a page needs, from its matched routes' handles (root first, page last): core plus every
 * declared area, or "all" when the page's own route (the last match) declares nothing.
 */
export function areasForHandles(
  given: readonly unknown[],
  pathname?: string,
  query?: URLSearchParams,
): readonly MessageAreaPart[] | "all" {
  const handles = given.map((handle) => forPath(handle, pathname, query));
  if (handles.length === 0 || declaredAreas(handles[handles.length - 1]) === undefined) return "all";
  const areas = new Set<MessageAreaPart>(coreAreas);
  for (const handle of handles) for (const area of declaredAreas(handle) ?? []) areas.add(area);
  return [...areas];
}

/**
 * Areas that ship only to pages that declare them: the receipt PDF's texts (server only) and the
 * member and public forms (every page that shows them declares its areas).
 */
export const optInAreas: readonly MessageArea[] = [
  "receipts",
  "invoices",
  "sms",
  "delivery",
  "members",
  "forms",
  "staff",
  "fleetTimeline",
  "reports",
  "desk",
  "apiClients",
  "people",
  "inbox",
  "offices",
  "campaignEditor",
  "contentEditor",
  "prices",
  "models",
  "units",
  "audit",
  "finance",
  "handover",
  "deskMoney",
];

/** The catalog cut down to the given areas and page parts (the whole catalog for "all"). */
export function pickAreas(messages: Messages, areas: readonly MessageAreaPart[] | "all"): PageMessages {
  if (areas === "all") {
    const rest: Record<string, unknown> = {};
    for (const [area, value] of Object.entries(messages)) {
      if (!optInAreas.includes(area as MessageArea)) rest[area] = value;
    }
    return rest as PageMessages;
  }
  const picked: Record<string, unknown> = {};
  for (const area of areas) if (area in messages) picked[area] = messages[area as MessageArea];
  for (const part of areas) {
    const [area = "", key = ""] = part.split(".", 2);
    if (!key || areas.includes(area as MessageArea)) continue;
    const group = (messages as unknown as Record<string, Record<string, unknown> | undefined>)[area];
    if (!group || !(key in group)) continue;
    picked[area] = { ...(picked[area] as Record<string, unknown> | undefined), [key]: group[key] };
  }
  return picked as PageMessages;
}

/** The parts the page's own route (the last match) leaves out (`handle.omitMessages`). */
export function omittedPartsForHandles(handles: readonly unknown[]): readonly MessageAreaPart[] {
  const page = handles[handles.length - 1];
  if (typeof page !== "object" || page === null || !("omitMessages" in page)) return [];
  const { omitMessages } = page as { omitMessages: unknown };
  return Array.isArray(omitMessages) ? (omitMessages as MessageAreaPart[]) : [];
}

/** The static message parts the matched routes declare (`handle.staticMessages`). */
export function staticPartsForHandles(
  handles: readonly unknown[],
  pathname?: string,
  query?: URLSearchParams,
): readonly MessageAreaPart[] {
  const parts = new Set<MessageAreaPart>();
  for (const handle of handles.map((h) => forPath(h, pathname, query))) {
    if (typeof handle !== "object" || handle === null || !("staticMessages" in handle)) continue;
    const { staticMessages } = handle as { staticMessages: unknown };
    if (Array.isArray(staticMessages)) for (const part of staticMessages as MessageAreaPart[]) parts.add(part);
  }
  return [...parts];
}

/** The page's messages without the given parts ("fleet.rent" drops one key, "fleet" the area). */
export function omitParts(messages: PageMessages, parts: readonly MessageAreaPart[]): PageMessages {
  const rest: Record<string, unknown> = { ...messages };
  for (const part of parts) {
    const [area = "", key] = part.split(".", 2);
    if (!key) {
      delete rest[area];
      continue;
    }
    const group = rest[area] as Record<string, unknown> | undefined;
    if (!group || !(key in group)) continue;
    const { [key]: _dropped, ...others } = group;
    rest[area] = others;
  }
  return rest as PageMessages;
}

/** Messages with more parts merged in, area by area (the static parts' texts back on the server). */
export function mergeParts(messages: PageMessages, more: PageMessages): PageMessages {
  const merged: Record<string, unknown> = { ...messages };
  for (const [area, value] of Object.entries(more)) {
    const current = merged[area];
    merged[area] =
      current && typeof current === "object" && value && typeof value === "object"
        ? { ...(current as Record<string, unknown>), ...(value as Record<string, unknown>) }
        : value;
  }
  return merged as PageMessages;
}
