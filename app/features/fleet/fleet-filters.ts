// The fleet page's filters and sort: read from the URL query, applied to the model list, written back.
//
// URL format (decided here, see the route): `sinif` and `marka` may be repeated
// (`?sinif=suv&sinif=orta`, what the GET form sends) or comma-separated (`?sinif=suv,orta`, easier to
// type and share); both mean the same. Brands use a slug (`mercedes-benz`, `citroen`). `fiyatMin` and
// `fiyatMax` are whole TL on the daily "from" price, `kampanya=1` keeps models with a campaign gain,
// `sirala` is one of FLEET_SORTS. Anything unknown or malformed is ignored, never an error.

export const FLEET_SORTS = ["fiyat-artan", "fiyat-azalan", "ad-artan", "ad-azalan"] as const;
export type FleetSort = (typeof FLEET_SORTS)[number];

export type FleetQuery = {
  /** Class slugs, in the order of the known class list. */
  classes: string[];
  /** Brand slugs, in the order of the known brand list. */
  brands: string[];
  /** Whole TL, inclusive; null = no bound. */
  priceMinTl: number | null;
  priceMaxTl: number | null;
  campaignOnly: boolean;
  /** null = the default order (class, then brand and model). */
  sort: FleetSort | null;
};

/** What filtering and sorting need from a model. */
export type FleetFilterable = {
  slug: string;
  classSlug: string;
  brand: string;
  model: string;
  /** Lowest daily rate in kuruş; null when the model has no rates. */
  fromKurus: number | null;
  hasCampaignGain: boolean;
};

export const EMPTY_FLEET_QUERY: FleetQuery = {
  classes: [],
  brands: [],
  priceMinTl: null,
  priceMaxTl: null,
  campaignOnly: false,
  sort: null,
};

// Up to 9,999,999 TL: whole lira only, so "1.500", "-5" or "1e3" are ignored.
const WHOLE_TL = /^\d{1,7}$/;

/** URL slug of a brand: "Mercedes-Benz" -> "mercedes-benz", "Citroën" -> "citroen". */
export function brandSlug(brand: string): string {
  return brand
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ı/g, "i")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function listParam(params: URLSearchParams, name: string, known: readonly string[]): string[] {
  const wanted = new Set(
    params
      .getAll(name)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== ""),
  );
  return known.filter((slug) => wanted.has(slug));
}

function tlParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name)?.trim() ?? "";
  return WHOLE_TL.test(value) ? Number(value) : null;
}

function isFleetSort(value: string | null): value is FleetSort {
  return value !== null && (FLEET_SORTS as readonly string[]).includes(value);
}

/** Reads the fleet query; unknown classes and brands, malformed prices and sorts are dropped. */
/** Every query parameter parseFleetQuery reads: the fleet page depends on these alone (decision 0112). */
export const FLEET_QUERY_PARAMS = ["sinif", "marka", "fiyatMin", "fiyatMax", "kampanya", "sirala"] as const;

export function parseFleetQuery(
  params: URLSearchParams,
  known: { classSlugs: readonly string[]; brandSlugs: readonly string[] },
): FleetQuery {
  let priceMinTl = tlParam(params, "fiyatMin");
  let priceMaxTl = tlParam(params, "fiyatMax");
  // A reversed range is read as the range the visitor meant.
  if (priceMinTl !== null && priceMaxTl !== null && priceMinTl > priceMaxTl) {
    [priceMinTl, priceMaxTl] = [priceMaxTl, priceMinTl];
  }
  const sort = params.get("sirala");
  return {
    classes: listParam(params, "sinif", known.classSlugs),
    brands: listParam(params, "marka", known.brandSlugs),
    priceMinTl,
    priceMaxTl,
    campaignOnly: params.get("kampanya") === "1",
    sort: isFleetSort(sort) ? sort : null,
  };
}

/** The canonical query string of a fleet query (repeated `sinif`/`marka`, empty values left out). */
export function fleetQueryToSearchParams(query: FleetQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const slug of query.classes) params.append("sinif", slug);
  for (const slug of query.brands) params.append("marka", slug);
  if (query.priceMinTl !== null) params.set("fiyatMin", String(query.priceMinTl));
  if (query.priceMaxTl !== null) params.set("fiyatMax", String(query.priceMaxTl));
  if (query.campaignOnly) params.set("kampanya", "1");
  if (query.sort !== null) params.set("sirala", query.sort);
  return params;
}

/** True when any filter (not the sort) narrows the list. */
export function hasFleetFilters(query: FleetQuery): boolean {
  return (
    query.classes.length > 0 ||
    query.brands.length > 0 ||
    query.priceMinTl !== null ||
    query.priceMaxTl !== null ||
    query.campaignOnly
  );
}

/** How many filter groups are in use, for the mobile "Filters (n)" toggle. */
export function countFleetFilters(query: FleetQuery): number {
  return [
    query.classes.length > 0,
    query.brands.length > 0,
    query.priceMinTl !== null || query.priceMaxTl !== null,
    query.campaignOnly,
  ].filter(Boolean).length;
}

/** Does a model pass every filter of the query? */
export function matchesFleetQuery(item: FleetFilterable, query: FleetQuery): boolean {
  if (query.classes.length > 0 && !query.classes.includes(item.classSlug)) return false;
  if (query.brands.length > 0 && !query.brands.includes(brandSlug(item.brand))) return false;
  if (query.priceMinTl !== null || query.priceMaxTl !== null) {
    if (item.fromKurus === null) return false;
    if (query.priceMinTl !== null && item.fromKurus < query.priceMinTl * 100) return false;
    if (query.priceMaxTl !== null && item.fromKurus > query.priceMaxTl * 100) return false;
  }
  if (query.campaignOnly && !item.hasCampaignGain) return false;
  return true;
}

/**
 * The models that pass the filters, in the query's order. Without a sort the input order is kept.
 * Models without a price go last in either price order; ties fall back to the name, then the slug.
 */
export function applyFleetQuery<T extends FleetFilterable>(items: readonly T[], query: FleetQuery, lang: string): T[] {
  const kept = items.filter((item) => matchesFleetQuery(item, query));
  if (query.sort === null) return kept;
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  const byName = (a: T, b: T) =>
    collator.compare(`${a.brand} ${a.model}`, `${b.brand} ${b.model}`) ||
    (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
  const sort = query.sort;
  return kept.sort((a, b) => {
    if (sort === "ad-artan") return byName(a, b);
    if (sort === "ad-azalan") return byName(b, a);
    if (a.fromKurus === null || b.fromKurus === null) {
      if (a.fromKurus === b.fromKurus) return byName(a, b);
      return a.fromKurus === null ? 1 : -1;
    }
    const diff = sort === "fiyat-artan" ? a.fromKurus - b.fromKurus : b.fromKurus - a.fromKurus;
    return diff || byName(a, b);
  });
}

/** Lowest and highest daily "from" price in whole TL (rounded outwards), or null without prices. */
export function fleetPriceRangeTl(items: readonly FleetFilterable[]): { minTl: number; maxTl: number } | null {
  const prices = items.map((item) => item.fromKurus).filter((p): p is number => p !== null);
  if (prices.length === 0) return null;
  return { minTl: Math.floor(Math.min(...prices) / 100), maxTl: Math.ceil(Math.max(...prices) / 100) };
}

/** The filter form as the visitor edits it: prices stay text until the server reads them. */
export type FleetFormValues = {
  classes: string[];
  brands: string[];
  priceMin: string;
  priceMax: string;
  campaignOnly: boolean;
  sort: string;
};

export function fleetFormValues(query: FleetQuery): FleetFormValues {
  return {
    classes: query.classes,
    brands: query.brands,
    priceMin: query.priceMinTl === null ? "" : String(query.priceMinTl),
    priceMax: query.priceMaxTl === null ? "" : String(query.priceMaxTl),
    campaignOnly: query.campaignOnly,
    sort: query.sort ?? "",
  };
}

/** The query string the form submits with JavaScript: like the native GET form, without empty fields. */
export function fleetFormSearch(values: FleetFormValues): string {
  const params = new URLSearchParams();
  for (const slug of values.classes) params.append("sinif", slug);
  for (const slug of values.brands) params.append("marka", slug);
  if (values.priceMin.trim() !== "") params.set("fiyatMin", values.priceMin.trim());
  if (values.priceMax.trim() !== "") params.set("fiyatMax", values.priceMax.trim());
  if (values.campaignOnly) params.set("kampanya", "1");
  if (values.sort !== "") params.set("sirala", values.sort);
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}
