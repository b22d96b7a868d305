import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { LocalLink } from "#app/components/localized-link.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import {
  countFleetFilters,
  FLEET_SORTS,
  fleetFormSearch,
  fleetFormValues,
  fleetQueryToSearchParams,
  hasFleetFilters,
  type FleetFormValues,
  type FleetQuery,
} from "./fleet-filters.ts";

export const FLEET_FORM_ID = "fleet-filters";

export type FleetFilterOption = { slug: string; label: string; detail?: string | undefined; count: number };

/** The form's values: they follow the URL and, with JavaScript, submit themselves on change. */
export function useFleetForm(query: FleetQuery) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [values, setValues] = useState<FleetFormValues>(() => fleetFormValues(query));
  const urlKey = fleetQueryToSearchParams(query).toString();
  const latest = useRef(query);
  latest.current = query;
  // The URL is the truth: a link (e.g. "clear filters") or the back button resets the form.
  // Not on the first render: what was typed before the page hydrated stays.
  const seenKey = useRef(urlKey);
  useEffect(() => {
    if (seenKey.current === urlKey) return;
    seenKey.current = urlKey;
    setValues(fleetFormValues(latest.current));
  }, [urlKey]);
  useEffect(() => {
    // Prices typed before hydration are in the inputs but not yet in the state.
    const typed = (key: "priceMin" | "priceMax") =>
      (document.getElementById(`fleet-${key}`) as HTMLInputElement | null)?.value ?? "";
    const early = { priceMin: typed("priceMin"), priceMax: typed("priceMax") };
    setValues((current) => ({
      ...current,
      priceMin: early.priceMin || current.priceMin,
      priceMax: early.priceMax || current.priceMax,
    }));
  }, []);
  const submit = (next: FleetFormValues) => {
    setValues(next);
    void navigate({ pathname, search: fleetFormSearch(next) }, { preventScrollReset: true });
  };
  return { values, setValues, submit };
}

export type FleetForm = ReturnType<typeof useFleetForm>;

/** Without JavaScript nothing here runs and the native GET form does the same job. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function clearFiltersPath(query: FleetQuery): string {
  return query.sort ? `/araclarimiz?sirala=${query.sort}` : "/araclarimiz";
}

export function ClearFleetFilters({ query, className = "" }: { query: FleetQuery; className?: string }) {
  const { t } = useTranslation();
  return (
    <LocalLink to={clearFiltersPath(query)} preventScrollReset className={className}>
      {t("fleet.clearFilters")}
    </LocalLink>
  );
}

const legendClass = "mb-2 text-sm font-semibold text-slate-900 dark:text-white";
const checkClass = "h-5 w-5 shrink-0 accent-brand-700";
const optionRow =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm lg:min-h-9 text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800";

function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  onToggle,
  columns,
}: {
  columns: string;
  legend: string;
  name: string;
  options: FleetFilterOption[];
  selected: string[];
  onToggle: (slug: string, checked: boolean) => void;
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-4 dark:border-slate-700">
      <legend className={legendClass}>{legend}</legend>
      <div className={`grid gap-x-2 lg:grid-cols-1 ${columns}`}>
        {options.map((option) => (
          <label key={option.slug} className={optionRow}>
            <input
              type="checkbox"
              name={name}
              value={option.slug}
              checked={selected.includes(option.slug)}
              onChange={(event) => onToggle(option.slug, event.currentTarget.checked)}
              className={checkClass}
            />
            <span className="min-w-0 flex-1">
              {option.label}
              {option.detail ? " " : null}
              {option.detail ? (
                <span className="text-xs text-slate-600 dark:text-slate-400">{option.detail}</span>
              ) : null}{" "}
              <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">({option.count})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The filter panel: a GET form that works without JavaScript; a disclosure on small screens. */
export function FleetFilterPanel({
  form,
  query,
  classes,
  brands,
  priceRange,
}: {
  form: FleetForm;
  query: FleetQuery;
  classes: FleetFilterOption[];
  brands: FleetFilterOption[];
  priceRange: { minTl: number; maxTl: number } | null;
}) {
  const { t } = useTranslation();
  const { values, setValues, submit } = form;
  const active = countFleetFilters(query);
  const details = useRef<HTMLDetailsElement>(null);
  // CSS already shows the panel on wide screens; opening the element too keeps assistive tech in step.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const sync = () => {
      if (wide.matches && details.current) details.current.open = true;
    };
    sync();
    wide.addEventListener("change", sync);
    return () => wide.removeEventListener("change", sync);
  }, []);
  const toggle = (key: "classes" | "brands") => (slug: string, checked: boolean) => {
    const list = checked ? [...values[key], slug] : values[key].filter((s) => s !== slug);
    submit({ ...values, [key]: list });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(values);
  };
  const field =
    "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100";
  return (
    <details
      ref={details}
      className="group rounded-2xl border border-slate-200 bg-white shadow-sm lg:border-0 lg:bg-transparent lg:shadow-none lg:details-content:[content-visibility:visible] dark:border-slate-700 dark:bg-slate-900 lg:dark:bg-transparent"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold text-slate-900 lg:hidden dark:text-white [&::-webkit-details-marker]:hidden">
        <span>{active > 0 ? t("fleet.filtersToggleCount", { count: active }) : t("fleet.filtersToggle")}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 transition group-open:rotate-180">
          <path d="M5 7l5 6 5-6z" fill="currentColor" />
        </svg>
      </summary>
      <Form
        method="get"
        id={FLEET_FORM_ID}
        aria-labelledby="fleet-filters-title"
        onSubmit={onSubmit}
        className="space-y-4 px-4 pb-4 lg:px-0"
      >
        <div className="flex items-baseline justify-end gap-2 pt-2 lg:justify-between lg:pt-0">
          <h2
            id="fleet-filters-title"
            className="sr-only text-lg font-bold lg:not-sr-only text-slate-900 dark:text-white"
          >
            {t("fleet.filtersTitle")}
          </h2>
          {hasFleetFilters(query) ? (
            <ClearFleetFilters
              query={query}
              className="text-sm font-medium text-brand-800 underline underline-offset-2 dark:text-brand-300"
            />
          ) : null}
        </div>
        <CheckboxGroup
          legend={t("fleet.classLegend")}
          name="sinif"
          columns="grid-cols-1 sm:grid-cols-2"
          options={classes}
          selected={values.classes}
          onToggle={toggle("classes")}
        />
        <CheckboxGroup
          legend={t("fleet.brandLegend")}
          name="marka"
          columns="grid-cols-2 sm:grid-cols-3"
          options={brands}
          selected={values.brands}
          onToggle={toggle("brands")}
        />
        <fieldset className="border-t border-slate-200 pt-4 dark:border-slate-700" aria-describedby="fleet-price-hint">
          <legend className={legendClass}>{t("fleet.priceLegend")}</legend>
          <p id="fleet-price-hint" className="-mt-1 mb-2 text-xs text-slate-600 dark:text-slate-400">
            {t("fleet.priceHint")}
          </p>
          <div className="grid grid-cols-2 gap-3">
            {(["priceMin", "priceMax"] as const).map((key) => (
              <div key={key}>
                <label htmlFor={`fleet-${key}`} className="text-sm text-slate-800 dark:text-slate-200">
                  {t(`fleet.${key}`)}
                </label>
                <input
                  id={`fleet-${key}`}
                  type="number"
                  name={key === "priceMin" ? "fiyatMin" : "fiyatMax"}
                  min={0}
                  step={1}
                  inputMode="numeric"
                  placeholder={
                    priceRange ? String(key === "priceMin" ? priceRange.minTl : priceRange.maxTl) : undefined
                  }
                  value={values[key]}
                  onChange={(event) => setValues({ ...values, [key]: event.currentTarget.value })}
                  className={field}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="border-t border-slate-200 pt-4 dark:border-slate-700">
          <legend className={legendClass}>{t("fleet.campaignLegend")}</legend>
          <label className={optionRow}>
            <input
              type="checkbox"
              name="kampanya"
              value="1"
              checked={values.campaignOnly}
              onChange={(event) => submit({ ...values, campaignOnly: event.currentTarget.checked })}
              className={checkClass}
            />
            {t("fleet.campaignOnly")}
          </label>
        </fieldset>
        <button type="submit" className="btn-primary w-full">
          {t("fleet.apply")}
        </button>
      </Form>
    </details>
  );
}

/** The sort select above the list; it belongs to the filter form through the `form` attribute. */
export function FleetSortSelect({ form }: { form: FleetForm }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { values, submit } = form;
  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor="fleet-sort" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("fleet.sortLabel")}
        </label>
        <select
          id="fleet-sort"
          name="sirala"
          form={FLEET_FORM_ID}
          value={values.sort}
          onChange={(event) => submit({ ...values, sort: event.currentTarget.value })}
          className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
        >
          <option value="">{t("fleet.sort.default")}</option>
          {FLEET_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`fleet.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <button type="submit" form={FLEET_FORM_ID} className="btn-secondary">
          {t("fleet.sortApply")}
        </button>
      )}
    </div>
  );
}
