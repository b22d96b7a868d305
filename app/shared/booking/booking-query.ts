// The booking flow's URL: the search (alis, donus, alisTarihi, donusTarihi, kampanya), the vehicle
// list's filters and sort, and for later steps the draft id (taslak) and the step (adim).

export const FLOW_PARAMS = { draft: "taslak", step: "adim", confirm: "onay" } as const;
/** Step 4's payment choice picked in advance ("kart" or "ofis"), from the result page of a refused card. */
export const PAYMENT_CHOICE_PARAM = "odeme";
export const FILTER_PARAMS = {
  classSlug: "sinif",
  transmission: "vites",
  fuel: "yakit",
  brand: "marka",
  sort: "sirala",
} as const;

export const SORTS = ["price", "priceDesc", "name"] as const;
export type VehicleSort = (typeof SORTS)[number];

export type VehicleFilters = {
  classSlug: string;
  transmission: string;
  fuel: string;
  brand: string;
  sort: VehicleSort;
};

export type BookingStep = 1 | 2 | 3 | 4;

export function readFilters(query: URLSearchParams): VehicleFilters {
  const sort = query.get(FILTER_PARAMS.sort) ?? "";
  return {
    classSlug: query.get(FILTER_PARAMS.classSlug) ?? "",
    transmission: query.get(FILTER_PARAMS.transmission) ?? "",
    fuel: query.get(FILTER_PARAMS.fuel) ?? "",
    brand: query.get(FILTER_PARAMS.brand) ?? "",
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as VehicleSort) : "price",
  };
}

export function readStep(query: URLSearchParams): BookingStep {
  const step = Number(query.get(FLOW_PARAMS.step));
  return step === 2 || step === 3 || step === 4 ? step : 1;
}

/** Draft ids are UUIDs; anything else is ignored rather than sent to the database. */
export function readDraftId(query: URLSearchParams): string | null {
  const id = query.get(FLOW_PARAMS.draft) ?? "";
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

/** The URL of a later step of a draft. */
export function stepHref(base: string, draftId: string, step: BookingStep, extra?: Record<string, string>): string {
  const query = new URLSearchParams({ [FLOW_PARAMS.draft]: draftId, [FLOW_PARAMS.step]: String(step), ...extra });
  return `${base}?${query}`;
}

type Filterable = {
  totalKurus: number;
  model: { id: number; brand: string; model: string; classSlug: string; transmission: string; fuel: string };
};

/** Applies the filters and the sort (ties by name, then id, so the order is stable). */
export function filterAndSort<T extends Filterable>(models: readonly T[], f: VehicleFilters): T[] {
  const name = (m: T) => `${m.model.brand} ${m.model.model}`;
  const byName = (a: T, b: T) => name(a).localeCompare(name(b), "tr") || a.model.id - b.model.id;
  return models
    .filter(
      (m) =>
        (!f.classSlug || m.model.classSlug === f.classSlug) &&
        (!f.transmission || m.model.transmission === f.transmission) &&
        (!f.fuel || m.model.fuel === f.fuel) &&
        (!f.brand || m.model.brand === f.brand),
    )
    .sort((a, b) => {
      if (f.sort === "name") return byName(a, b);
      const diff = f.sort === "priceDesc" ? b.totalKurus - a.totalKurus : a.totalKurus - b.totalKurus;
      return diff || byName(a, b);
    });
}

/** Distinct values to offer in a filter, sorted. */
export function distinct(values: readonly string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, "tr"));
}
